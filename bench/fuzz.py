#!/usr/bin/env python3
"""Long run of the compiler's property tests (packages/compiler/tests/test_properties.py) with
fresh seeds: generated pages, frontmatter, site.yaml shapes, nesting and sizes, raw HTML and file
names, each checked for no traceback, diagnostics located where the problem is, and no page text
in the HTML outside the raw HTML policy.

usage: python3 bench/fuzz.py [--cases 100000] [--jobs 2] [--seed N]
The cases are split evenly over the properties and the jobs (one process each, its own seed).
Prints cases run, each property's shares of clean, failed and HTML-checked builds per job,
failures and wall time; exits 1 when any property fails.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from results import record_results  # bench/, beside this script

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "packages" / "compiler" / "tests" / "test_properties.py"
PROPERTIES = len(re.findall(r"^def test_", TESTS.read_text(), re.M))
PASSING = re.compile(r"(\d+) passing, ")
# The property tests' own summary: how many builds came out clean, failed, had their HTML checked.
SHARE = re.compile(r"^test_\w+: builds .*$", re.M)


def run(seed: int, examples: int) -> tuple[int, int, str]:
    """(exit code, passing examples, output) of one pytest process."""
    env = {
        **os.environ,
        "PROPERTY_EXAMPLES": str(examples),
        "PROPERTY_SEED": str(seed),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "packages" / "compiler"), os.environ.get("PYTHONPATH")])),
    }
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(TESTS),
               f"--hypothesis-seed={seed}", "--hypothesis-show-statistics"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=ROOT)
    output = done.stdout + done.stderr
    return done.returncode, sum(int(n) for n in PASSING.findall(output)), output


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=random.randrange(1 << 30))
    args = parser.parse_args()
    record_results("fuzz", "python3 bench/fuzz.py")
    per_property = max(1, args.cases // (PROPERTIES * args.jobs))
    seeds = [args.seed + i for i in range(args.jobs)]
    print(f"fuzz: {PROPERTIES} properties x {args.jobs} jobs x {per_property} examples, seeds {seeds}", flush=True)
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda s: run(s, per_property), seeds))
    elapsed = time.perf_counter() - started
    cases = sum(n for _, n, _ in results)
    failed = [(seed, out) for seed, (code, _, out) in zip(seeds, results) if code != 0]
    for seed, (_, _, out) in zip(seeds, results):
        print(f"seed {seed}:", *SHARE.findall(out), sep="\n  ")
    for seed, out in failed:
        print(f"--- seed {seed} failed:\n{out[-6000:]}")
    print(f"fuzz: {cases} cases passed, {len(failed)} failing job(s), {elapsed / 60:.1f} min wall time "
          f"({elapsed / max(cases, 1) * 1000:.1f} ms per case over {args.jobs} jobs)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
