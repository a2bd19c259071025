#!/usr/bin/env python3
"""How long the docs' examples take to check, per version (medians with min and max).

  cold     `bazel clean`, the extracted examples back from the disk cache, then the version's
           checks built with no disk cache: new workers, each paying once for Jest's transform of
           React Native or for TypeScript's declarations
  cached   nothing changed: Bazel answers from its action cache
  edit     one code block of --page changed (a comment after its first line), on warm workers:
           the actions that ran, which should be that page's three checks
  prose    one line of --page's prose changed, its lines kept: the extracted examples are the same
           bytes, and no check should run

CPU is the examples workers' own (user + system while they live, from /proc). Also prints, per
version, the pages, examples and tests run, the assertions flipped, the blocks type-checked, and
the blocks that call `test(` or `it(` yet are not run (skipped), each with its reason (from the
checks' reports).

usage: python3 bench/examples.py [--runs N] [--versions 13.x,12.x] [--page 13.x/docs/api/render.md]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from results import record_results  # bench/, beside this script

ROOT = Path(__file__).resolve().parent.parent
BAZEL = [str(ROOT / "tools" / "bazel")]


def bazel(*args: str) -> float:
    started = time.perf_counter()
    subprocess.run(BAZEL + [*args, "--noshow_progress"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def summary(values: list[float], unit: str = "s") -> str:
    return f"{statistics.median(values):6.1f} {unit} (min {min(values):.1f}, max {max(values):.1f}, n={len(values)})"


def worker_cpu(version: str) -> float:
    """CPU seconds of the live examples workers of a version."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            if b"examples/worker.cjs" not in command or f"--version={version}".encode() not in command:
                continue
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])
    return total / tick


def reports(version: str) -> dict[str, list[dict]]:
    """The checks' reports of a version, by form."""
    out: dict[str, list[dict]] = {"run": [], "flipped": [], "types": [], "releases": []}
    for path in sorted((ROOT / "bazel-bin" / "examples" / version).rglob("*.json")):
        if not path.name.endswith((".run.json", ".flipped.json", ".types.json", ".releases.json")):
            continue  # the version's summary, and the types check's quick info
        report = json.loads(path.read_text())
        out[report["form"]].append(report)
    return out


def counts(version: str) -> None:
    by_form = reports(version)
    run, flipped, types = by_form["run"], by_form["flipped"], by_form["types"]
    tested = [r for r in run if r["examples"]]
    print(f"{version}  {len(run)} pages, {len(tested)} with tests: run {sum(r['examples'] for r in run)} examples "
          f"({sum(r['tests'] for r in run)} tests); flipped {sum(r['flipped'] for r in flipped)} assertions in "
          f"{sum(r['examples'] for r in flipped)} examples; type-checked "
          f"{sum(r['blocks'] - len(r['unparsed']) for r in types)} blocks "
          f"({sum(len(r['unparsed']) for r in types)} not parseable, skipped); "
          f"{sum(r['notRun'] for r in run)} script blocks not run, {sum(r['other'] for r in run)} in other languages")
    for r in run:
        for line, why in sorted(r["skipped"].items(), key=lambda item: int(item[0])):
            print(f"  skipped content/{r['source']}:{line}: {why}")
    cited = [(r["source"], r.get("claims", 0)) for r in run if r.get("claims")]
    print(f"  cited claims: {sum(n for _, n in cited)} on {len(cited)} pages, each run and flipped")
    dated = {r["source"]: r for r in by_form["releases"] if r["claims"]}
    print(f"  of which name releases: {sum(r['claims'] for r in dated.values())} on {len(dated)} pages, "
          f"{sum(len(r['runs']) for r in dated.values())} runs on {len({x['release'] for r in dated.values() for x in r['runs']})} releases")
    for source, n in cited:
        on = dated.get(source)
        print(f"    content/{source}: {n}" + (f" ({on['claims']} naming releases: {', '.join(x['release'] for x in on['runs'])})" if on else ""))


def executed(log: Path) -> Counter[str]:
    """Mnemonic -> spawns run (not from a cache), from an --execution_log_json_file."""
    text, decoder, ran, at = log.read_text(), json.JSONDecoder(), Counter[str](), 0
    while at < len(text):
        while at < len(text) and text[at].isspace():
            at += 1
        if at == len(text):
            break
        spawn, at = decoder.raw_decode(text, at)
        if not spawn.get("remoteCacheHit"):
            ran[spawn.get("mnemonic", "?")] += 1
    return ran


def edited_build(target: str, page: Path, edit: Callable[[list[str]], None]) -> tuple[float, Counter[str]]:
    """Builds target with page edited in place (then restored); the time and the spawns that ran."""
    original = page.read_bytes()
    lines = original.decode().split("\n")
    edit(lines)  # each edit new, so that no cache has its outputs
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "exec.json"
        try:
            page.write_text("\n".join(lines))
            seconds = bazel("build", target, f"--execution_log_json_file={log}")
        finally:
            page.write_bytes(original)
        return seconds, executed(log)


def page_edits(version: str, source: str, runs: int) -> None:
    target = f"//examples:{version}"
    page = ROOT / "content" / source
    index = json.loads((ROOT / "bazel-bin" / "content" / f"examples_{version.split('.')[0]}" / source / "examples.json").read_text())
    if not index["tests"]:
        raise SystemExit(f"{source} has no test to edit")
    first_code_line = min(index["tests"].values()) + 1  # 1-based line of the page, just after the fence

    def code(lines: list[str]) -> None:
        lines[first_code_line - 1] += f" // {mark}"

    def prose(lines: list[str]) -> None:
        fence = False
        for i, line in enumerate(lines):
            if re.match(r"\s*(```|~~~)", line):
                fence = not fence
            elif not fence and i > 0 and re.match(r"[A-Z][a-z]+ ", line):
                lines[i] = line.replace(" ", f" ({mark}) ", 1)
                return
        raise SystemExit(f"no prose line found in {source}")

    for name, edit in (("edit", code), ("prose", prose)):
        times, runs_ran = [], []
        for run in range(runs):
            bazel("build", target)  # back to the page as committed
            mark = f"bench {time.time_ns()} {run}"
            seconds, spawns = edited_build(target, page, edit)
            times.append(seconds)
            runs_ran.append(dict(sorted(spawns.items())))
        ran = runs_ran[0] if all(r == runs_ran[0] for r in runs_ran) else runs_ran
        checks = [sum(n for m, n in r.items() if m.startswith("Examples")) for r in runs_ran]
        print(f"  {name:6}  {summary(times)}  content/{source}: actions run {ran}, of them examples checks {checks}")
    bazel("build", target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--versions", default="13.x,12.x")
    parser.add_argument("--page", default="13.x/docs/api/render.md", help="the page edited (relative to content/)")
    args = parser.parse_args()
    record_results("examples", "python3 bench/examples.py")
    for version in args.versions.split(","):
        target = f"//examples:{version}"
        prerequisites = [f"//content:examples_{version.split('.')[0]}", "//examples:worker"]
        cold, cpu, cached = [], [], []
        for _ in range(args.runs):
            bazel("clean")
            bazel("build", *prerequisites)
            cold.append(bazel("build", target, "--disk_cache="))
            cpu.append(worker_cpu(version))
            cached.append(bazel("build", target))
        counts(version)
        print(f"  cold    {summary(cold)}; workers' CPU {summary(cpu)}")
        print(f"  cached  {summary(cached)}")
        if args.page.startswith(version + "/"):
            page_edits(version, args.page, args.runs)


if __name__ == "__main__":
    main()
