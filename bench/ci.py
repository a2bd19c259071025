#!/usr/bin/env python3
"""Edit-to-green: what `./tools/bazel test //...` costs after the edits maintainers make.

With a warm cache (everything built and tested once, unchanged), for each edit: the wall time of
`./tools/bazel test //...` and the test targets it ran again (not served by a cache), then the edit
is undone (and the cache warmed again, not timed):
  (a) one sentence changed in a 13.x page        (b) one sentence changed in a 12.x page
  (c) a sidebar edit in site.yaml (a 13.x Guides entry given a text of its own)
  (d) a theme component edit (the footer's markup) (e) a compiler edit (a comment in the renderer)
Medians with min and max over --runs runs of each edit (each run changes a different sentence).

--remote: a clean checkout against a shared cache. An HTTP cache on loopback (bench/ci_cache.py)
is filled by `bazel test //...` in a clean clone of HEAD; a second clean clone, with a new Bazel
output base and no disk cache, then runs `bazel test //...` against it: the test targets it runs
(none should) and its wall time.

--cold REV: a cold `bazel test //...` (`bazel clean`, no disk cache, warm server) of HEAD and of REV,
alternately, --runs rounds, each in a clean clone of its own: the figure behind the cold guard.

Every run must be green: a failing test is never cached, so it would run again every time.
usage: python3 bench/ci.py [--runs N] [--only a,b,...] [--remote] [--cold REV]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from ci_cache import running_cache  # noqa: E402
from results import record_results  # noqa: E402

EVENTS = ROOT / "bench" / "out" / "ci-events.json"
# Every edit is new to every cache: a result cached by an earlier run of the benchmark would hide the work.
NONCE = f"{time.time_ns():x}"


def bazel(workspace: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(workspace / "tools" / "bazel"), *args], cwd=workspace, capture_output=True, text=True)


class RunFailed(Exception):
    """A `bazel test //...` that had to be green was not."""


def test_all(workspace: Path, *flags: str, green: bool = True) -> tuple[float, list[str], int]:
    """Runs `bazel test //...`; returns its wall time, the test targets that ran and how many there are.

    A run that fails stops the benchmark, unless `green` is False (an older revision measured as it
    was, flaky tests and all): then each failed test is named, and the time still counts, since
    every test ran to its end.
    """
    EVENTS.parent.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    done = bazel(workspace, "test", "//...", "--noshow_progress", f"--build_event_json_file={EVENTS}", *flags)
    seconds = time.perf_counter() - started
    events = EVENTS.read_text().splitlines()
    ran, total = tests_run(events)
    if done.returncode != 0:
        failed = failed_tests(events)
        if green or not failed:
            # Raised, not sys.exit(): an uncaught error is what keeps a failed run out of RESULTS.md.
            raise RunFailed(f"bazel test //... failed in {workspace}; every run must be green:\n{done.stderr[-3000:]}{failed_logs(events)}")
        print(f"  (in {workspace.name}, failed: {', '.join(failed)})")
    return seconds, ran, total


def failed_tests(lines: list[str]) -> list[str]:
    """The test targets whose result is not a pass."""
    failed = set()
    for line in lines:
        event = json.loads(line)
        result = event.get("testResult")
        if result and result.get("status") != "PASSED":
            failed.add(event["id"]["testResult"]["label"])
    return sorted(failed)


def failed_logs(lines: list[str]) -> str:
    """The end of each failed test's log: the runs clean their output base afterwards."""
    found = []
    for line in lines:
        event = json.loads(line)
        result = event.get("testResult")
        if not result or result.get("status") == "PASSED":
            continue
        for output in result.get("testActionOutput", []):
            if output.get("name") == "test.log" and output.get("uri", "").startswith("file://"):
                log = Path(output["uri"][len("file://") :])
                tail = "\n".join(log.read_text(errors="replace").splitlines()[-60:]) if log.exists() else "(no log)"
                found.append(f"\n--- {event['id']['testResult']['label']}\n{tail}")
    return "".join(found)


def tests_run(lines: list[str]) -> tuple[list[str], int]:
    """The test targets with a result that no cache served, and the number of test targets."""
    ran, total = set(), set()
    for line in lines:
        event = json.loads(line)
        ident = event.get("id", {})
        if "testResult" in ident:
            label = ident["testResult"]["label"]
            total.add(label)
            result = event.get("testResult", {})
            if not result.get("cachedLocally") and not result.get("executionInfo", {}).get("cachedRemotely"):
                ran.add(label)
    return sorted(ran), len(total)


def prose_line(text: str) -> int:
    """Index of the first paragraph line below the title: not frontmatter, heading, list, table or code."""
    lines = text.split("\n")
    body = lines.index("---", 1) + 1 if lines[0] == "---" else 0
    fenced = False
    for i in range(body, len(lines)):
        line = lines[i]
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and line.strip() and not re.match(r"\s*([#>|:<-]|\d+\.|\*)", line):
            return i
    raise SystemExit("no paragraph to edit")


def sentence_edit(path: str) -> Callable[[str, int], str]:
    """Changes one sentence of the page's first paragraph (a different one on each run)."""
    def edit(text: str, run: int) -> str:
        lines = text.split("\n")
        at = prose_line(text)
        lines[at] = lines[at].rstrip() + f" A sentence the CI benchmark changes, round {run + 1} of run {NONCE}."
        return "\n".join(lines)
    edit.__doc__ = path
    return edit


def sidebar_text(anchor: str, entry: str, title: str) -> Callable[[str, int], str]:
    """Gives the sidebar entry `entry` (a route, after the line `anchor`) a text of its own."""
    def edit(text: str, run: int) -> str:
        at = text.index(anchor)
        line = f"- {entry}\n"
        assert line in text[at:], f"{entry!r} is not a sidebar entry after {anchor!r}"
        return text[:at] + text[at:].replace(line, f'- {{text: "{title} ({NONCE}-{run + 1})", link: {entry}}}\n', 1)
    return edit


def footer_edit(text: str, run: int) -> str:
    """A data attribute on the footer: new markup on every page, the same behaviour."""
    return text.replace("<footer ", f'<footer data-bench="{NONCE}-{run + 1}" ', 1)


def comment_edit(text: str, run: int) -> str:
    return text + f"\n# Changed by bench/ci.py, round {run + 1} of run {NONCE}.\n"


SCENARIOS: dict[str, tuple[str, str, Callable[[str, int], str]]] = {
    "a": ("one sentence changed in a 13.x page", "content/13.x/docs/guides/faq.md", sentence_edit("13.x faq")),
    "b": ("one sentence changed in a 12.x page", "content/12.x/docs/guides/faq.md", sentence_edit("12.x faq")),
    "c": ("a sidebar edit in site.yaml", "content/site.yaml", sidebar_text('- name: "13.x"', "/docs/guides/faq", "Frequent questions")),
    "d": ("a theme component edit (footer markup)", "packages/web/src/layout/Footer.tsx", footer_edit),
    "e": ("a compiler edit (a comment in the renderer)", "packages/compiler/docs_compiler/markdown/renderer.py", comment_edit),
}


def summary(times: list[float]) -> str:
    return f"{statistics.median(times):6.1f} s (min {min(times):.1f}, max {max(times):.1f}, n={len(times)})"


def scenarios(keys: list[str], runs: int) -> None:
    print("warming: bazel test //... until nothing runs")
    _, ran, total = test_all(ROOT)
    _, ran, total = test_all(ROOT)
    print(f"  {total} test targets; {len(ran)} ran on the second pass")
    print(f"\n{'edit':48s} {'bazel test //...':34s} test targets run")
    for key in keys:
        title, rel, edit = SCENARIOS[key]
        file = ROOT / rel
        original = file.read_text()
        times, counts, names = [], [], set()
        try:
            for run in range(runs):
                changed = edit(original, run)
                assert changed != original, f"{rel}: the edit changed nothing"
                file.write_text(changed)
                seconds, ran, _ = test_all(ROOT)
                times.append(seconds)
                counts.append(len(ran))
                names.update(ran)
                file.write_text(original)
                test_all(ROOT)
        finally:
            file.write_text(original)
        print(f"({key}) {title:44s} {summary(times):34s} {statistics.median(counts):.0f} of {total} (min {min(counts)}, max {max(counts)})")
        for name in sorted(names):
            print(f"      {name}")


def clone(rev: str, into: Path) -> Path:
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(into)], check=True)
    subprocess.run(["git", "checkout", "--quiet", rev], cwd=into, check=True)
    return into


def remote() -> None:
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="ci-remote-") as scratch, running_cache(Path(scratch) / "cache") as url:
        flags = ["--config=remote", f"--remote_cache={url}", "--disk_cache="]
        first, second = clone(head, Path(scratch) / "first"), clone(head, Path(scratch) / "second")
        try:
            seconds, ran, total = test_all(first, *flags)
            print(f"filling the cache from a clean clone of {head[:10]}: {seconds:.1f} s, {len(ran)} of {total} test targets run")
            seconds, ran, total = test_all(second, *flags)
            print(f"a second clean clone against the cache: {seconds:.1f} s, {len(ran)} of {total} test targets run")
            for name in ran:
                print(f"      {name}")
        finally:
            for ws in (first, second):
                bazel(ws, "shutdown")
                bazel(ws, "clean", "--expunge")


def cold(rev: str, runs: int) -> None:
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="ci-cold-") as scratch:
        trees = {name: clone(commit, Path(scratch) / name) for name, commit in (("before", rev), ("after", head))}
        times: dict[str, list[float]] = {name: [] for name in trees}
        try:
            for name, ws in trees.items():
                # Repositories fetched and the server started: "cold" is the build and the tests,
                # which the timed runs do from nothing (`bazel clean`, no disk cache). The disk
                # cache here only spares this untimed run.
                test_all(ws, green=name == "after")
            for _ in range(runs):
                for name, ws in trees.items():
                    bazel(ws, "clean")
                    seconds, _, total = test_all(ws, "--disk_cache=", green=name == "after")
                    times[name].append(seconds)
                    print(f"  {name} ({total} test targets): {seconds:.1f} s")
            for name, commit in (("before", rev), ("after", head)):
                print(f"cold bazel test //... at {commit[:10]} ({name}): {summary(times[name])}")
            print(f"after / before (medians): {statistics.median(times['after']) / statistics.median(times['before']):.2f}")
        finally:
            for ws in trees.values():
                bazel(ws, "shutdown")
                bazel(ws, "clean", "--expunge")
            shutil.rmtree(scratch, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default=",".join(SCENARIOS), help="scenarios to run, e.g. a,b")
    parser.add_argument("--remote", action="store_true", help="a clean checkout against a shared cache")
    parser.add_argument("--cold", metavar="REV", help="cold bazel test //... of HEAD against REV, alternately")
    args = parser.parse_args()
    if args.cold:
        record_results("ci-cold", f"python3 bench/ci.py --cold REV --runs {args.runs}")
        cold(args.cold, args.runs)
    elif args.remote:
        record_results("ci-remote", "python3 bench/ci.py --remote")
        remote()
    else:
        record_results("ci", f"python3 bench/ci.py --runs {args.runs}")
        scenarios(args.only.split(","), args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
