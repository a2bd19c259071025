#!/usr/bin/env python3
"""Build-time benchmark: cold build of //:site (dependencies already fetched), no-op rebuild,
and rebuild after editing one Markdown file; each the median of several runs.

usage: python3 bench/build.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BAZEL = [str(ROOT / "tools" / "bazel")]
# No disk cache: "cold" must mean the actions really run.
BUILD = ["build", "//:site", "--disk_cache=", "--noshow_progress"]
EDITED = ROOT / "content" / "13.x" / "docs" / "start" / "intro.md"


def bazel(*args: str) -> float:
    started = time.perf_counter()
    subprocess.run(BAZEL + list(args), cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def median_of(runs: int, prepare, measure) -> float:  # type: ignore[no-untyped-def]
    times = []
    for i in range(runs):
        prepare(i)
        times.append(measure())
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    bazel(*BUILD)  # fetch dependencies, start the server
    cold = median_of(args.runs, lambda _: bazel("clean"), lambda: bazel(*BUILD))
    bazel(*BUILD)
    noop = median_of(args.runs + 2, lambda _: None, lambda: bazel(*BUILD))
    original = EDITED.read_text()
    try:
        edit = median_of(
            args.runs,
            lambda i: EDITED.write_text(original + f"\nBenchmark edit {i}.\n"),
            lambda: bazel(*BUILD),
        )
    finally:
        EDITED.write_text(original)
        bazel(*BUILD)
    print(f"cold build of //:site (deps fetched): {cold:.2f} s (median of {args.runs})")
    print(f"no-op rebuild:                        {noop:.2f} s (median of {args.runs + 2})")
    print(f"rebuild after one Markdown edit:      {edit:.2f} s (median of {args.runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
