"""The web build's prerender, kept warm in one node process: page HTML and each version's search index.

It is the persistent worker Bazel runs for //:site (packages/web/src/prerender.ts), driven through
the same JSON protocol, so a preview page's HTML is the production page's HTML except for the
client script (the dev client's, whose entry is also named client.tsx).
"""

from __future__ import annotations

import json
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path

from docs_compiler.worker import requests


class PrerenderError(Exception):
    """The prerender answered a request with a non-zero exit code."""


@dataclass(frozen=True)
class Assets:
    """What every prerender command links to."""

    client: Path
    """The dev client's esbuild output directory (its meta.json names the entry)."""
    css: Path
    """The theme stylesheet."""
    syntax: Path
    """The compiler's code highlighting stylesheet."""

    def args(self) -> list[str]:
        return ["--client", str(self.client), "--css", str(self.css), "--syntax", str(self.syntax)]


class Prerender:
    """One warm node process; requests from several threads are served one at a time."""

    def __init__(self, node: Path, script: Path, assets: Assets) -> None:
        self.assets = assets
        self._command = [str(node), str(script), "--persistent_worker"]
        self._lock = threading.Lock()
        self._next = 0
        self._start()

    def _start(self) -> None:
        self._process = subprocess.Popen(self._command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self._process.stdout is not None
        # Responses come back to back with no separator, as Bazel reads them.
        self._responses = requests(self._process.stdout.fileno())

    def run(self, arguments: list[str]) -> str:
        """Runs one prerender command line; returns what it logged."""
        with self._lock:
            if self._process.poll() is not None:  # it died (killed, out of memory): start another
                self._start()
            self._next += 1
            assert self._process.stdin is not None
            try:
                self._process.stdin.write(json.dumps({"arguments": arguments, "requestId": self._next}).encode())
                self._process.stdin.flush()
                response = next(self._responses, None)
            except BrokenPipeError:
                response = None
        if response is None:
            raise PrerenderError(f"the prerender process exited with {self._process.wait()}")
        if response.get("exitCode") != 0:
            raise PrerenderError(str(response.get("output", "")))
        return str(response.get("output", ""))

    def page(self, manifest: Path, page: Path, out: Path) -> None:
        """Writes one page's HTML under out (at the path the bundle would have it)."""
        self.run(["page", "--manifest", str(manifest), "--out", str(out), *self.assets.args(), str(page)])

    def version(self, manifest: Path, not_found: Path, out: Path) -> None:
        """Writes a version's route table, stylesheet and manifest under out, as //:site's version step."""
        self.run(["version", "--manifest", str(manifest), "--not-found", str(not_found), "--out", str(out), *self.assets.args()])

    def text(self, manifest: Path, search: Path, out: Path) -> None:
        """Writes a version's packed search index and the file naming it under out."""
        self.run(["text", "--manifest", str(manifest), "--out", str(out), str(search)])

    def close(self) -> None:
        if self._process.stdin:
            self._process.stdin.close()
        try:
            self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._process.kill()
