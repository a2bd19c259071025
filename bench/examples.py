#!/usr/bin/env python3
"""How long the docs' examples take under `bazel test`, per version (medians with min and max).

  cold     the test runs (--nocache_test_results): Jest starts with an empty transform cache in
           TEST_TMPDIR, transforms React Native and the examples, and runs every test
  cached   nothing changed: Bazel answers from its cache
  jest     the runner's own figure for the Jest run inside a cold test (no Bazel overhead)

Also prints, per version, the examples run, the blocks type-checked, and the blocks that call
`test(` or `it(` yet are not run (skipped), each with its reason.

usage: python3 bench/examples.py [--runs N] [--versions 13.x,12.x]
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import time
from pathlib import Path

from results import record_results  # bench/, beside this script

ROOT = Path(__file__).resolve().parent.parent
BAZEL = [str(ROOT / "tools" / "bazel")]


def test(target: str, *extra: str) -> float:
    started = time.perf_counter()
    subprocess.run(BAZEL + ["test", target, "--noshow_progress", *extra], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def summary(times: list[float]) -> str:
    return f"{statistics.median(times):7.1f} s (min {min(times):.1f}, max {max(times):.1f}, n={len(times)})"


def log_lines(target: str) -> list[str]:
    return (ROOT / "bazel-testlogs" / "examples" / target / "test.log").read_text().splitlines()


def runner_line(version: str, target: str | None = None) -> str:
    return next((line for line in log_lines(target or version) if line.startswith(version + ":")), "")


def counts(version: str) -> None:
    """Run, type-checked and skipped, from the two test targets' own reports."""
    test(f"//examples:{version}_types")
    run = re.search(r"(\d+) examples \((\d+) tests\)", runner_line(version))
    checked = re.search(r"(\d+) blocks type-checked", runner_line(version, f"{version}_types"))
    skipped = [line.removeprefix("skipped ") for line in log_lines(version) if line.startswith("skipped ")]
    print(f"{version}  run {run.group(1) if run else '?'} examples ({run.group(2) if run else '?'} tests); "
          f"type-checked {checked.group(1) if checked else '?'} blocks; skipped {len(skipped)}")
    for line in skipped:
        print(f"  skipped {line}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--versions", default="13.x,12.x")
    args = parser.parse_args()
    record_results("examples", "python3 bench/examples.py")
    for version in args.versions.split(","):
        target = f"//examples:{version}"
        test(target)  # builds the extraction and the toolchain, so the timings below are of the test
        cold, jest, cached = [], [], []
        for _ in range(args.runs):
            cold.append(test(target, "--nocache_test_results"))
            m = re.search(r"run in ([\d.]+) s", runner_line(version))
            if m:
                jest.append(float(m.group(1)))
            cached.append(test(target))
        counts(version)
        print(f"  {runner_line(version)}")
        print(f"  cold    {summary(cold)}")
        if jest:
            print(f"  jest    {summary(jest)}")
        print(f"  cached  {summary(cached)}")


if __name__ == "__main__":
    main()
