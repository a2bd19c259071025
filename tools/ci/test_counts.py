"""Prints one 'N passed, N failed' line from a Bazel build event file; exit 1 if any test failed.

A target that never ran (its build failed) counts as failed, so a broken build cannot pass.
"""

from __future__ import annotations

import json
import sys


def counts(lines: list[str]) -> tuple[list[str], list[str]]:
    passed: list[str] = []
    failed: list[str] = []
    expected: set[str] = set()
    summarized: set[str] = set()
    for line in lines:
        if not line.strip():
            continue
        event = json.loads(line)
        ident = event.get("id", {})
        if "targetCompleted" in ident and event.get("completed", {}).get("testSize") is not None:
            expected.add(ident["targetCompleted"]["label"])
        if "targetCompleted" in ident and event.get("aborted") is not None:
            expected.add(ident["targetCompleted"]["label"])
        if "testSummary" in ident:
            label = ident["testSummary"]["label"]
            summarized.add(label)
            status = event.get("testSummary", {}).get("overallStatus", "NO_STATUS")
            (passed if status in ("PASSED", "FLAKY") else failed).append(label)
    failed.extend(sorted(expected - summarized))
    return sorted(passed), sorted(failed)


def main(path: str) -> int:
    with open(path, encoding="utf-8") as f:
        passed, failed = counts(f.readlines())
    for label in failed:
        print(f"FAILED {label}")
    print(f"{len(passed)} passed, {len(failed)} failed")
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
