"""What a version cut leaves stale: the new version's examples toolchain, and every copied example
and cited claim run on it.

toolchain(): examples/<former>/package.json with @testing-library/react-native at the new release
and its peer dependencies as that release asks (a peer the former release had and this one drops
goes; a new one comes in at the newest release its range allows), pinned exactly, and a lock made
by npm from the registry.

report(): installs that toolchain in a temporary folder, extracts each page's examples with the
compiler's examples stage, runs them (and type-checks every TypeScript block) with the examples
worker as //examples does, and writes what no longer holds, page by page: each `page:line` with
its failure.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from worker_client import WorkerClient

PACKAGE = "@testing-library/react-native"
FAILURE = re.compile(r"^(content/[^:\n]+\.md):(\d+): ", re.M)


class ToolchainError(Exception):
    """npm could not make the toolchain."""


def npm(args: list[str], cwd: Path | None = None) -> str:
    result = subprocess.run(["npm", *args], cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise ToolchainError(f"npm {' '.join(args)} failed: {(result.stderr or result.stdout).strip()[-2000:]}")
    return result.stdout


def view(spec: str, what: str) -> object:
    out = npm(["view", spec, what, "--json"]).strip()
    return json.loads(out) if out else None


def newest(name: str, spec: str) -> str:
    """The newest release of name that spec allows."""
    found = view(f"{name}@{spec}", "version")
    versions = found if isinstance(found, list) else [found]
    if not versions or not isinstance(versions[-1], str):
        raise ToolchainError(f"no release of {name} matches {spec}")
    return versions[-1]


def toolchain(former: dict[str, object], release: str, peers_of: Callable[[str], dict[str, str]],
              newest_of: Callable[[str, str], str] = newest) -> dict[str, object]:
    """The new version's package.json, from the former version's."""
    deps = dict(former.get("devDependencies", {}))  # type: ignore[call-overload]
    old_peers = peers_of(str(deps.get(PACKAGE, "")))
    new_peers = peers_of(release)
    for name in old_peers:
        if name not in new_peers:
            deps.pop(name, None)
    for name, spec in new_peers.items():
        if name not in deps:
            deps[name] = newest_of(name, spec)
    deps[PACKAGE] = release
    name = re.sub(r"-\d+$", "", str(former.get("name", "rntl-docs-examples"))) + "-" + release.split(".")[0]
    return {**former, "name": name, "devDependencies": dict(sorted(deps.items()))}


def peer_dependencies(release: str) -> dict[str, str]:
    found = view(f"{PACKAGE}@{release}", "peerDependencies")
    return {str(k): str(v) for k, v in (found or {}).items()} if isinstance(found, dict) else {}


def lock(package_json: dict[str, object]) -> bytes:
    """package-lock.json for package_json, as npm resolves it from the registry (no install)."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "package.json").write_text(json.dumps(package_json, indent=2) + "\n")
        # Like the repository's other locks: registries are the machine's business, not the lock's.
        npm(["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", "--omit-lockfile-registry-resolved"], Path(tmp))
        return (Path(tmp) / "package-lock.json").read_bytes()


@dataclass
class PageResult:
    source: str
    """content/14.x/docs/api/render.md"""
    examples: int = 0
    claims: int = 0
    blocks: int = 0
    """TypeScript blocks type-checked."""
    failures: list[tuple[int, str]] = field(default_factory=list)
    """(line, what failed there), in page order."""


def failures(output: str) -> Iterator[tuple[int, str]]:
    """The worker's report of a failed check: each `content/PAGE.md:LINE: ...` and what follows it."""
    marks = list(FAILURE.finditer(output))
    for k, m in enumerate(marks):
        end = marks[k + 1].start() if k + 1 < len(marks) else len(output)
        yield int(m.group(2)), output[m.end():end].strip()


def write_report(path: Path, version: str, release: str, pages: list[PageResult]) -> list[str]:
    """The report, page by page, and a summary for the terminal."""
    stale = [p for p in pages if p.failures]
    count = sum(len(p.failures) for p in stale)
    summary = (f"{count} place(s) on {len(stale)} of {len(pages)} pages of {version} no longer hold against {PACKAGE} "
               f"{release} ({sum(p.examples for p in pages)} examples, {sum(p.claims for p in pages)} of them cited claims, "
               f"and {sum(p.blocks for p in pages)} TypeScript blocks checked)")
    lines = [f"# What {version} copied that no longer holds against {PACKAGE} {release}", "", summary + ".", ""]
    for page in stale:
        lines += [f"## {page.source}", ""]
        for line, what in page.failures:
            first, _, rest = what.partition("\n")
            detail = "\n".join("    " + x for x in rest.strip().splitlines()[:12])
            lines.append(f"- `{page.source}:{line}`: {first}" + (f"\n\n{detail}\n" if detail else ""))
        lines.append("")
    path.write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")
    by_page = [f"  {p.source}: {len(p.failures)} (lines {', '.join(str(line) for line, _ in p.failures[:12])}{', ...' if len(p.failures) > 12 else ''})" for p in stale]
    return [summary, *by_page]


class Worker(WorkerClient):
    """The examples worker (examples/worker.cjs) on a toolchain installed outside Bazel."""

    def __init__(self, workspace: Path, version: str, modules: Path) -> None:
        args = [f"--version={version}", f"--modules={modules}", "--preset=react-native", "--persistent_worker"]
        super().__init__(["node", str(workspace / "examples" / "worker.cjs"), *args], cwd=modules.parent)

    def send(self, arguments: list[str]) -> dict[str, object]:
        try:
            return super().send(arguments)
        except EOFError:
            raise ToolchainError("the examples worker stopped") from None


def report(workspace: Path, version: str, release: str, extract: Callable[[str, Path], None], out: Path) -> list[str]:
    """Runs every example and claim of content/<version>/ on examples/<version>/'s toolchain."""
    folder = workspace / "examples" / version
    with tempfile.TemporaryDirectory() as tmp:
        install = Path(tmp) / "toolchain"
        install.mkdir()
        for name in ("package.json", "package-lock.json"):
            (install / name).write_bytes((folder / name).read_bytes())
        npm(["ci", "--ignore-scripts", "--no-audit", "--no-fund"], install)
        worker = Worker(workspace, version, install / "node_modules")
        results = []
        try:
            for page in sorted((workspace / "content" / version).rglob("*.md")):
                source = page.relative_to(workspace / "content").as_posix()
                if "/examples/" in source:
                    continue
                extracted = Path(tmp) / "pages" / source
                extract(source, extracted)
                index = json.loads((extracted / "examples.json").read_text())
                result = PageResult(f"content/{source}", len(index["tests"]), len(index.get("claims", {})))
                for form in ("run", "types"):
                    reply = worker.send(["--form", form, "--page", str(extracted), "--out", str(Path(tmp) / f"{form}.json")])
                    if reply["exitCode"] != 0:
                        found = list(failures(str(reply["output"])))
                        # A page whose tests cannot even load names no line: the page's first.
                        result.failures += found or [(1, f"{form}: " + str(reply["output"]).strip()[:2000])]
                    elif form == "types":
                        result.blocks = int(json.loads((Path(tmp) / "types.json").read_text())["blocks"])
                result.failures.sort(key=lambda f: f[0])
                results.append(result)
        finally:
            worker.close()
    return write_report(out, version, release, results)

