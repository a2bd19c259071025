#!/usr/bin/env python3
"""Build benchmark of //:site through Bazel, and of generated sites of 100 to 5,000 pages.

Real content (medians with min and max of --runs runs, warm Bazel server unless said):
  cold build           `bazel clean`, then build with no disk cache: every action runs (the server
                       warmed by two such builds first)
  cold + server start  the same after `bazel shutdown`
  no-op                build again, nothing changed (after two no-op builds, so the server's JIT
                       is warm as it is for an author's repeated builds)
  one-page edit        a sentence appended to one Markdown page
  site.yaml edit       the site description changed
and the critical path of a cold build by action (from --profile), and what Bazel itself costs a
cold build on this machine: loading and analysis alone after `bazel clean` (--nobuild), and the
CPU time of the Bazel server against the whole machine's during a cold build.

Generated sites (bench/generated/, removed afterwards): cold build time, pages per second,
one-page edit time, and the peak memory of each kind of build process (sampled every 50 ms).
With --versions, a generated site of many versions (50 of 70 pages each by default, as long-lived
projects keep): cold build, a page of the latest version edited (and how many of the actions it
ran belong to an older version: none should), and peak memory.

With --compare-workers it also times cold builds with the compiler and prerender workers against
one process per action (alternately, in one session): the figures behind using workers.

usage: python3 bench/build.py [--runs N] [--pages 100,1000,5000] [--no-generated | --generated-only] [--compare-workers]
                             [--versions 50 --version-pages 70 | --versions-only]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from compile import make_corpus, page, route  # noqa: E402  (the compiler benchmark's page generator)

sys.path.insert(0, str(ROOT / "tools" / "remote-cache"))
from executed import spawns  # noqa: E402  (reads Bazel's JSON execution log)
from results import record_results  # noqa: E402

BAZEL = [str(ROOT / "tools" / "bazel")]
# No disk cache: "cold" must mean the actions really run.
FLAGS = ["--disk_cache=", "--noshow_progress"]
PAGE = ROOT / "content" / "13.x" / "docs" / "start" / "intro.md"
SITE_YAML = ROOT / "content" / "site.yaml"
GENERATED = ROOT / "bench" / "generated"


def bazel(*args: str) -> float:
    started = time.perf_counter()
    subprocess.run(BAZEL + list(args), cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def build(target: str, *extra: str) -> float:
    return bazel("build", target, *FLAGS, *extra)


def summary(times: list[float]) -> str:
    return f"{statistics.median(times):6.2f} s (min {min(times):.2f}, max {max(times):.2f}, n={len(times)})"


def edits(runs: int, file: Path, change, target: str) -> list[float]:  # type: ignore[no-untyped-def]
    """Times a build after each of `runs` different edits of file; restores it afterwards."""
    original = file.read_text()
    times = []
    try:
        for i in range(runs):
            file.write_text(change(original, i))
            times.append(build(target))
    finally:
        file.write_text(original)
        build(target)
    return times


def server_pid() -> str:
    return subprocess.run(BAZEL + ["info", "server_pid"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def cpu_seconds(pid: str) -> tuple[float, float]:
    """CPU seconds used so far by the Bazel server (pid), and by the whole machine (all processes)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    server = (int(fields[11]) + int(fields[12])) / tick  # utime + stime
    total = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    busy = (sum(total) - total[3] - total[4]) / tick  # all but idle and iowait
    return server, busy


def critical_path(target: str) -> list[str]:
    """The critical path of a cold build, one line per action, from Bazel's own profile analysis."""
    profile = ROOT / "bench" / "out" / "cold.profile.gz"
    profile.parent.mkdir(parents=True, exist_ok=True)
    bazel("clean")
    build(target, f"--profile={profile}")
    text = subprocess.run(BAZEL + ["analyze-profile", str(profile)], cwd=ROOT, capture_output=True, text=True).stdout
    lines = text[text.find("Critical path"):].splitlines()
    return [line for line in lines[:40] if line.strip()][:25] + action_totals(profile)


def action_totals(profile: Path) -> list[str]:
    """Wall time per kind of action in the profile (pages, links, prerender shards, ...)."""
    events = json.load(gzip.open(profile))
    events = events["traceEvents"] if isinstance(events, dict) else events
    kinds: dict[str, list[float]] = defaultdict(list)
    for e in events:
        if e.get("ph") == "X" and e.get("cat") == "action processing":
            words = e["name"].split()
            # One line per kind: every page's compile together, every shard's render together.
            kind = "Compiling pages" if words[0] == "Compiling" else " ".join(words[:2]) if words[0] in ("Prerendering", "Rendering", "Linking") else e["name"]
            kinds[kind].append(e["dur"] / 1e6)
    out = ["", "time by kind of action (sum over actions, seconds; actions run two at a time):"]
    for kind, durations in sorted(kinds.items(), key=lambda kv: -sum(kv[1]))[:12]:
        out.append(f"  {sum(durations):6.2f} s  {len(durations):4d}x  {kind}")
    return out


class MemorySampler:
    """Peak resident memory of build processes by kind, read from /proc every 50 ms."""

    KINDS = {"docs_compiler.worker": "compiler worker", "prerender.js": "prerender worker", "esbuild": "esbuild", "tailwindcss": "tailwind", "A-server.jar": "Bazel server"}

    def __init__(self) -> None:
        self.peak: dict[str, int] = defaultdict(int)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> "MemorySampler":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.wait(0.05):
            for proc in Path("/proc").iterdir():
                if not proc.name.isdigit():
                    continue
                try:
                    cmd = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                    kind = next((k for needle, k in self.KINDS.items() if needle in cmd), None)
                    if kind:
                        rss = next(int(l.split()[1]) for l in (proc / "status").read_text().splitlines() if l.startswith("VmRSS:"))
                        self.peak[kind] = max(self.peak[kind], rss)
                except (OSError, StopIteration, ValueError):
                    continue


def cold_builds(target: str, runs: int) -> tuple[list[float], dict[str, int]]:
    """Times `runs` builds after `bazel clean`; returns them with the peak memory (KB) by kind."""
    cold: list[float] = []
    peaks: dict[str, int] = defaultdict(int)
    for _ in range(runs):
        bazel("clean")
        with MemorySampler() as sampler:
            cold.append(build(target))
        for kind, kb in sampler.peak.items():
            peaks[kind] = max(peaks[kind], kb)
    return cold, peaks


def memory_line(peaks: dict[str, int]) -> str:
    return ", ".join(f"{kind} {kb / 1024:.0f} MB" for kind, kb in sorted(peaks.items()))


def generated_site(pages: int) -> str:
    """Writes a generated site as a Bazel package; returns its //:site-like target."""
    package = GENERATED / f"site_{pages}"
    shutil.rmtree(package, ignore_errors=True)
    make_corpus(package / "content", pages)
    write_site_package(package)
    return f"//bench/generated/site_{pages}:site"


def write_site_package(package: Path) -> None:
    """The BUILD file that makes package/content a site: docs_site and site_bundle, as //:site."""
    (package / "BUILD.bazel").write_text(
        'load("//packages/compiler:defs.bzl", "docs_site")\n'
        'load("//packages/web:defs.bzl", "site_bundle")\n\n'
        "# Generated by bench/build.py; not part of //... builds.\n"
        'docs_site(name = "docs", srcs = glob(["content/**/*.md", "content/public/**"]), config = "content/site.yaml", tags = ["manual"])\n'
        'filegroup(name = "public", srcs = glob(["content/public/**"]), tags = ["manual"])\n'
        'site_bundle(name = "site", docs = ":docs", public = ":public", tags = ["manual"])\n'
    )


def bench_generated(sizes: list[int], runs: int) -> None:
    print("\ngenerated sites (one version; cold = `bazel clean`, no disk cache):")
    try:
        for pages in sizes:
            target = generated_site(pages)
            bazel("build", "--nobuild", target, *FLAGS)  # loading and analysis, once
            cold, peaks = cold_builds(target, runs if pages < 5000 else 1)
            page = GENERATED / f"site_{pages}" / "content" / "1.x" / "docs" / "s0" / "p1.md"
            edit = edits(runs, page, lambda text, i: text + f"\nBenchmark edit {i}.\n", target)
            rate = pages / statistics.median(cold)
            print(f"  {pages:5d} pages  cold {summary(cold)}  {rate:5.0f} pages/s")
            print(f"               one-page edit {summary(edit)}")
            print(f"               peak memory: {memory_line(peaks)}")
    finally:
        shutil.rmtree(GENERATED, ignore_errors=True)


def make_versioned_corpus(root: Path, versions: int, pages: int) -> list[str]:
    """A site of `versions` versions of `pages` pages each, the newest the default; returns the
    version names, newest first."""
    names = [f"{v}.x" for v in range(versions, 0, -1)]
    (root / "public").mkdir(parents=True, exist_ok=True)
    (root / "public" / "l.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>')
    entries = []
    for k, name in enumerate(names):
        for n in range(pages):
            path = root / name / f"{route(n).lstrip('/')}.md"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(page(n, pages))
        items = "".join(f"        - {route(n)}\n" for n in range(pages))
        entries.append(f"  - name: '{name}'\n" + ("    default: true\n" if k == 0 else "") + f"    sidebars:\n      /docs/:\n{items}")
    (root / "site.yaml").write_text(
        "title: Bench\ndescription: Bench.\nbase: /b/\norigin: https://example.com\nlogo: /l.svg\nrepository: https://example.com\ncopyright: x\n"
        "versions:\n" + "".join(entries)
    )
    return names


def bench_versions(versions: int, pages: int, runs: int) -> None:
    print(f"\ngenerated site of {versions} versions of {pages} pages (cold = `bazel clean`, no disk cache):")
    package = GENERATED / f"versions_{versions}x{pages}"
    try:
        shutil.rmtree(package, ignore_errors=True)
        names = make_versioned_corpus(package / "content", versions, pages)
        write_site_package(package)
        target = f"//bench/generated/{package.name}:site"
        bazel("build", "--nobuild", target, *FLAGS)
        cold, peaks = cold_builds(target, runs)
        latest = package / "content" / names[0] / "docs" / "s0" / "p1.md"
        edit = edits(runs, latest, lambda text, i: text + f"\nBenchmark edit {i}.\n", target)
        # Which actions one more edit runs, from Bazel's execution log: none may be of an older version.
        log = package / "execution.json"
        latest.write_text(latest.read_text() + "\nOne more edit.\n")
        build(target, f"--execution_log_json_file={log}")
        ran = [s for s in spawns(str(log)) if not s.get("remoteCacheHit")]
        # An action of one version names it in its progress message (Compiling .../content/3.x/...,
        # Packing the search index of ... 3.x); the bundle, which takes every version, names none.
        older = [s for s in ran if any(f"/{name}/" in s.get("progressMessage", "") or s.get("progressMessage", "").endswith(f" {name}") for name in names[1:])]
        print(f"  {versions * pages:5d} pages  cold {summary(cold)}  {versions * pages / statistics.median(cold):5.0f} pages/s")
        print(f"               a page of {names[0]} edited {summary(edit)}  ({len(ran)} actions ran, {len(older)} of an older version)")
        print(f"               peak memory: {memory_line(peaks)}")
    finally:
        shutil.rmtree(package, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--pages", default="100,1000,5000")
    parser.add_argument("--no-generated", dest="generated", action="store_false")
    parser.add_argument("--compare-workers", action="store_true")
    parser.add_argument("--generated-only", action="store_true", help="only the generated sites")
    parser.add_argument("--versions", type=int, default=50, help="versions of the many-versions site")
    parser.add_argument("--version-pages", type=int, default=70, help="pages per version of that site")
    parser.add_argument("--versions-only", action="store_true", help="only the many-versions site")
    args = parser.parse_args()
    if args.versions_only:
        record_results("build-versions", "python3 bench/build.py --versions-only")
        bench_versions(args.versions, args.version_pages, max(1, args.runs // 2))
        return 0
    if args.generated_only:
        record_results("build-generated", "python3 bench/build.py --generated-only")
    else:
        record_results("build", "python3 bench/build.py")
    if args.generated_only:
        bench_generated([int(n) for n in args.pages.split(",")], max(1, args.runs // 2))
        return 0
    target = "//:site"
    build(target)  # fetch dependencies, start the server
    # A warm server is one that has built before, as in an author's session: two cold builds warm
    # its JIT first (the first builds after a start run Bazel's own code still being compiled).
    for _ in range(2):
        bazel("clean")
        build(target)
    cold = []
    for _ in range(args.runs):
        bazel("clean")
        cold.append(build(target))
    started = []
    for _ in range(args.runs):
        bazel("clean")
        bazel("shutdown")
        started.append(build(target))
    build(target)
    build(target)
    noop = [build(target) for _ in range(args.runs)]
    analysis, server_cpu, machine_cpu = [], [], []
    for _ in range(args.runs):
        bazel("clean")
        analysis.append(build(target, "--nobuild"))
        bazel("clean")
        pid = server_pid()
        before = cpu_seconds(pid)
        build(target)
        after = cpu_seconds(pid)
        server_cpu.append(after[0] - before[0])
        machine_cpu.append(after[1] - before[1])
    # The first edit after the server started meets workers that have run each kind of request
    # once (node's JIT still cold); an author's next edits meet warm ones. Both are shown.
    first_page, *page = edits(args.runs + 1, PAGE, lambda text, i: text + f"\nBenchmark edit {i}.\n", target)
    config = edits(args.runs, SITE_YAML, lambda text, i: text.replace("description: ", f"description: Edit {i}. ", 1), target)

    print("real content, //:site (both versions):")
    print(f"  cold build (warm server)      {summary(cold)}")
    print(f"  cold build + server start     {summary(started)}")
    print(f"  no-op rebuild                 {summary(noop)}")
    print(f"  one Markdown page edited      {summary(page)}  (the first edit: {first_page:.2f} s)")
    print(f"  site.yaml edited              {summary(config)}")
    print("\nwhat Bazel itself costs a cold build:")
    print(f"  loading + analysis after clean {summary(analysis)}  (`bazel build --nobuild`)")
    print(f"  Bazel server CPU, cold build  {summary(server_cpu)}  of the machine's busy CPU {summary(machine_cpu)}")
    print("\ncritical path of a cold build:")
    for line in critical_path(target):
        print("  " + line)
    if args.compare_workers:
        processes = ["--strategy=DocsCompile=sandboxed", "--strategy=Prerender=sandboxed"]
        with_workers, without = [], []
        for _ in range(args.runs):
            bazel("clean")
            with_workers.append(build(target))
            bazel("clean")
            without.append(build(target, *processes))
        print("\ncold build, workers against one process per action (alternating runs):")
        print(f"  persistent workers            {summary(with_workers)}")
        print(f"  one process per action        {summary(without)}")
    if args.generated:
        bench_generated([int(n) for n in args.pages.split(",")], max(1, args.runs // 2))
        bench_versions(args.versions, args.version_pages, max(1, args.runs // 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
