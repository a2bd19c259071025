"""Keeps what a benchmark prints as its section of bench/RESULTS.md (as bench/support.mjs does for node)."""

from __future__ import annotations

import atexit
import datetime
import io
import os
import sys
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "RESULTS.md"


class _Tee(io.TextIOBase):
    def __init__(self, stream: io.TextIOBase) -> None:
        self.stream = stream
        self.kept: list[str] = []

    def write(self, text: str) -> int:
        self.kept.append(text)
        return self.stream.write(text)

    def flush(self) -> None:
        self.stream.flush()


def write_results(name: str, command: str, output: str) -> None:
    """Replaces (or appends) one benchmark's section, between `<!-- name -->` and `<!-- /name -->`."""
    start, end = f"<!-- {name} -->", f"<!-- /{name} -->"
    day = datetime.date.today().isoformat()
    section = f"{start}\n## `{command}`\n\nRecorded {day} by `{command}`.\n\n```\n{output.strip()}\n```\n{end}"
    text = RESULTS.read_text() if RESULTS.exists() else "# Benchmark results\n"
    at = text.find(start)
    if at >= 0:
        text = text[:at] + section + text[text.index(end, at) + len(end) :]
    else:
        text = f"{text.rstrip()}\n\n{section}\n"
    RESULTS.write_text(text)


def record_results(name: str, command: str) -> None:
    """From here on, what the process prints is kept; a run that ends without an error writes it."""
    if os.environ.get("BENCH_NO_RESULTS") == "1":
        return
    tee = _Tee(sys.stdout)  # type: ignore[arg-type]
    sys.stdout = tee  # type: ignore[assignment]

    def write() -> None:
        sys.stdout = tee.stream  # type: ignore[assignment]
        if getattr(sys, "last_value", None) is None and tee.kept:
            write_results(name, command, "".join(tee.kept))

    atexit.register(write)
