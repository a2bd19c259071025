"""Cuts a docs version: the default version's pages become the new default, served at the root.

usage: ./tools/bazel run //:cut_version -- NAME [--release X.Y.Z]

- copies content/<default>/ (pages, images, example fixtures) to content/<NAME>/;
- edits content/site.yaml in place, as text, so its comments and layout stay: a copy of the default
  version's entry, renamed NAME, goes first in `versions:`, and the former default loses
  `default: true` (it moves under /<former>/, where the site shows the not-latest banner and points
  its canonical links at the root's page); anchors the entry defined (`nav: &nav`) stay defined
  first, in the copy, and the former entry refers to them;
- with --release, pins that npm release of @testing-library/react-native by its registry integrity
  in packages/api-history/releases.bzl, for the "Added in" badges, and sets up the new version's
  examples toolchain: examples/NAME/package.json (the former version's, with the release and the
  peer dependencies it asks for, pinned) and its lock, from the registry (stale.py);
- then, unless --no-report, installs that toolchain in a temporary folder, runs every copied
  example and cited claim on it and type-checks every TypeScript block, and writes what no longer
  holds, page by page (examples/NAME/cut-report.md);
- prints what it changed and what to do next. A version that exists already is refused.

Nothing is written until every check passed (the report comes after: it only reads the cut).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import yaml

import stale

PACKAGE = "@testing-library/react-native"
SEGMENT = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]*")
ENTRY = re.compile(r"^(?P<indent> *)- name: *(?P<name>\"[^\"]*\"|'[^']*'|\S+) *(?:#.*)?$")
ANCHORED = re.compile(r"^(?P<head> *[^\s#][^:#]*: *)&(?P<anchor>[\w-]+) *(?:#.*)?$")
DEFAULT = re.compile(r"^ *default: *true *(?:#.*)?$")
RELEASE = re.compile(r"\d+\.\d+\.\d+")
API_CHANGES = re.compile(r"^(:::api-changes +)\S+(?= *$)", re.M)


class CutError(Exception):
    """A reason to write nothing, for the author."""


@dataclass(frozen=True)
class Block:
    """One `- name: ...` entry of site.yaml's versions, as lines [start, end)."""

    name: str
    start: int
    end: int


def version_blocks(lines: list[str]) -> list[Block]:
    """The entries of the top-level `versions:` list, in order."""
    at = next((i for i, line in enumerate(lines) if re.match(r"^versions: *(?:#.*)?$", line)), None)
    if at is None:
        raise CutError("content/site.yaml has no top-level versions: list")
    starts: list[tuple[int, str]] = []
    indent: str | None = None
    end = len(lines)
    for i in range(at + 1, len(lines)):
        line = lines[i]
        if line.strip() == "" or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" ") and not line.startswith("-"):
            end = i
            break
        m = ENTRY.match(line)
        if m and (indent is None or m.group("indent") == indent):
            indent = m.group("indent")
            starts.append((i, m.group("name").strip("\"'")))
    # An entry ends where the next begins; the last one before the next top-level key, less the
    # blank lines and comments that lead into that key.
    while end > at + 1 and (lines[end - 1].strip() == "" or lines[end - 1].startswith("#")):
        end -= 1
    return [Block(name, start, starts[k + 1][0] if k + 1 < len(starts) else end) for k, (start, name) in enumerate(starts)]


def refer_to_anchors(lines: list[str]) -> list[str]:
    """The lines with each anchored node (`key: &name` and what is indented under it) replaced by
    an alias (`key: *name`): the copy placed before them defines the anchor now."""
    out: list[str] = []
    skip_deeper_than: int | None = None
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        if skip_deeper_than is not None:
            if line.strip() == "" or indent > skip_deeper_than:
                continue
            skip_deeper_than = None
        m = ANCHORED.match(line)
        if m:
            out.append(f"{m.group('head')}*{m.group('anchor')}\n")
            skip_deeper_than = indent
        else:
            out.append(line)
    return out


def cut_site_yaml(text: str, new: str) -> tuple[str, str]:
    """(site.yaml with NAME cut from the default version, the former default's name)."""
    data = yaml.safe_load(text)
    versions = data.get("versions") if isinstance(data, dict) else None
    if not isinstance(versions, list):
        raise CutError("content/site.yaml has no versions: list")
    names = [str(v.get("name")) for v in versions if isinstance(v, dict)]
    if new in names:
        raise CutError(f"version {new} exists already in content/site.yaml: a version is cut once; edit its pages in content/{new}/ instead")
    defaults = [str(v.get("name")) for v in versions if isinstance(v, dict) and v.get("default") is True]
    if len(defaults) != 1:
        raise CutError("content/site.yaml must mark exactly one version default: true before a cut")
    former = defaults[0]

    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    blocks = {b.name: b for b in version_blocks(lines)}
    if former not in blocks or set(blocks) != set(names):
        raise CutError("content/site.yaml's versions could not be read as one `- name:` entry each; cut by hand")
    block = blocks[former]
    entry = lines[block.start : block.end]
    while entry and entry[-1].strip() == "":
        entry.pop()
    m = ENTRY.match(entry[0])
    assert m is not None
    copy = [f'{m.group("indent")}- name: "{new}"\n'] + entry[1:]
    if not any(DEFAULT.match(line) for line in copy):
        raise CutError(f"the default: true of {former} is not on a line of its own; cut by hand")
    former_entry = refer_to_anchors([line for line in lines[block.start : block.end] if not DEFAULT.match(line)])
    edited = "".join(lines[: block.start] + copy + ["\n"] * _blank_lines_between(lines, list(blocks.values())) + former_entry + lines[block.end :])

    # The edit must mean what it says: the new entry is the former default renamed, placed before
    # it; the former one is unchanged but for its default flag; nothing else changed.
    expected: list[Any] = []
    for v in versions:
        if v.get("name") == former:
            expected += [dict(v, name=new), {k: x for k, x in v.items() if k != "default"}]
        else:
            expected.append(v)
    after = yaml.safe_load(edited)
    if after != dict(data, versions=expected):
        raise CutError("editing content/site.yaml as text did not give the expected versions; cut by hand")
    return edited, former


def _blank_lines_between(lines: list[str], blocks: list[Block]) -> int:
    """How many blank lines separate the file's version entries (those that end the first one)."""
    ordered = sorted(blocks, key=lambda b: b.start)
    if len(ordered) < 2:
        return 0
    first = ordered[0]
    count = 0
    while count < first.end - first.start and lines[first.end - 1 - count].strip() == "":
        count += 1
    return count


def registry_integrity(release: str) -> str:
    """The registry's sha512 integrity of the release (npm view), to pin its tarball."""
    result = subprocess.run(["npm", "view", f"{PACKAGE}@{release}", "dist.integrity", "--json"], capture_output=True, text=True)
    if result.returncode != 0 or not result.stdout.strip():
        raise CutError(f"npm could not find {PACKAGE}@{release}: {result.stderr.strip() or 'no such release'}")
    value = json.loads(result.stdout)
    if not isinstance(value, str) or not value.startswith("sha512-"):
        raise CutError(f"npm gave no sha512 integrity for {PACKAGE}@{release}")
    return value


def pin_release(text: str, release: str, integrity: str) -> str | None:
    """releases.bzl with the release in RELEASES, in order; None when it is there already."""
    if f'"{release}":' in text:
        return None
    start = text.index("RELEASES = {")
    end = text.index("}", start)
    entries = re.findall(r'^    "([\d.]+)": "([^"]+)",$', text[start:end], re.M)
    entries.append((release, integrity))
    entries.sort(key=lambda e: tuple(int(p) for p in e[0].split(".")))
    body = "".join(f'    "{v}": "{i}",\n' for v, i in entries)
    return text[:start] + "RELEASES = {\n" + body + text[end:]


def compare_with(folder: Path, former: str) -> list[str]:
    """Points the copied pages' generated change tables (`:::api-changes X`) at the former default:
    the new version's API overview lists what changed since it. Returns what was changed."""
    out = []
    for page in sorted(folder.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        edited = API_CHANGES.sub(lambda m: m.group(1) + former, text)
        if edited != text:
            page.write_text(edited, encoding="utf-8")
            out.append(f"  {page.relative_to(folder.parent).as_posix()}: :::api-changes now compares with {former} (rewrite the text around it)")
    return out


def examples_toolchain(root: Path, former: str, release: str) -> dict[str, bytes]:
    """examples/<new>/'s files: package.json and its lock (stale.toolchain)."""
    package_json = stale.toolchain(json.loads((root / "examples" / former / "package.json").read_text()), release, stale.peer_dependencies)
    return {"package.json": (json.dumps(package_json, indent=2) + "\n").encode(), "package-lock.json": stale.lock(package_json)}


def cut(root: Path, new: str, release: str | None, integrity_of: Callable[[str], str] = registry_integrity,
        examples_of: Callable[[Path, str, str], dict[str, bytes]] = examples_toolchain) -> list[str]:
    """Cuts NAME in the workspace at root; returns the report lines. Raises CutError, writing nothing."""
    if not SEGMENT.fullmatch(new) or new in (".", ".."):
        raise CutError(f"'{new}' is not a version name: one URL segment of letters, digits, '.', '_' or '-' (e.g. 14.x)")
    if release is not None and not RELEASE.fullmatch(release):
        raise CutError(f"--release {release} is not a release number such as 14.1.0")
    content = root / "content"
    site_yaml = content / "site.yaml"
    text = site_yaml.read_text(encoding="utf-8")
    edited, former = cut_site_yaml(text, new)
    if (content / new).exists():
        raise CutError(f"content/{new}/ exists already: remove it or choose another name")
    releases = root / "packages" / "api-history" / "releases.bzl"
    pinned: str | None = None
    toolchain: dict[str, bytes] = {}
    if release is not None:
        pinned = pin_release(releases.read_text(encoding="utf-8"), release, integrity_of(release))
        if (root / "examples" / former / "package.json").is_file():
            if (root / "examples" / new).exists():
                raise CutError(f"examples/{new}/ exists already: remove it or choose another name")
            try:
                toolchain = examples_of(root, former, release)
            except stale.ToolchainError as e:
                raise CutError(str(e)) from e

    shutil.copytree(content / former, content / new, symlinks=True)
    site_yaml.write_text(edited, encoding="utf-8")
    report = [
        f"copied content/{former}/ to content/{new}/ ({sum(1 for _ in (content / new).rglob('*.md'))} pages)",
        *compare_with(content / new, former),
        f"content/site.yaml: {new} is the default version, served at the root, with {former}'s nav and sidebars;",
        f"  {former} is no longer the default: it moves under /{former}/, with the not-latest banner and canonical links to the root's pages",
    ]
    for name, data in toolchain.items():
        (root / "examples" / new).mkdir(parents=True, exist_ok=True)
        (root / "examples" / new / name).write_bytes(data)
    if toolchain:
        report.append(f"examples/{new}/: the examples toolchain, {PACKAGE} {release} and the peers it asks for, pinned, with its lock")
    if pinned is not None:
        releases.write_text(pinned, encoding="utf-8")
        report.append(f"packages/api-history/releases.bzl: pinned {PACKAGE}@{release} by its integrity, for the badges")
    elif release is not None:
        report.append(f"packages/api-history/releases.bzl: {PACKAGE}@{release} was pinned already")
    report += [
        "",
        "next:",
        f"  - write what changed in {new} into content/{new}/ (start with docs/migration/ and the guides), then",
        "    ./tools/bazel run //:dev     to read it, and  ./tools/bazel test //...  before you commit",
        f"  - the examples of content/{new}/ run on a toolchain of their own: "
        + (f"examples/{new}/ has it; " if toolchain else f"copy examples/{former}/ to examples/{new}/ and pin the release in its package.json; ")
        + "add its npm_install (WORKSPACE.bazel), docs_examples (content/BUILD.bazel), examples_checks and quick info (examples/BUILD.bazel)",
        "  - commit content/" + (" and packages/api-history/releases.bzl together" if pinned else ""),
    ]
    return report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="cut_version", description=__doc__.split("\n\n")[0])
    parser.add_argument("name", help="the new version, e.g. 14.x")
    parser.add_argument("--release", help="the npm release it documents, e.g. 14.1.0 (pinned for the badges and the examples)")
    parser.add_argument("--no-report", dest="report", action="store_false", help="do not run the copied examples on the release")
    parser.add_argument("--workspace", type=Path, default=Path(os.environ.get("BUILD_WORKSPACE_DIRECTORY", ".")),
                        help="the repository to edit (default: where `bazel run` was started)")
    args = parser.parse_args(argv)
    try:
        lines = cut(args.workspace.resolve(), args.name, args.release)
    except CutError as e:
        print(f"cut_version: error: {e}", file=sys.stderr)
        return 1
    print("\n".join(lines))
    if args.release and args.report and (args.workspace / "examples" / args.name / "package.json").is_file():
        root = args.workspace.resolve()
        out = root / "examples" / args.name / "cut-report.md"
        print(f"\nrunning the examples and claims of content/{args.name}/ on {PACKAGE} {args.release} ...", flush=True)
        try:
            summary = stale.report(root, args.name, args.release, lambda source, to: extract(root / "content", source, to), out)
        except stale.ToolchainError as e:
            print(f"cut_version: error: {e}", file=sys.stderr)
            return 1
        print("\n".join(summary) + f"\nreport: {out.relative_to(root)}")
    return 0


def extract(content: Path, source: str, out: Path) -> None:
    """The page's examples as the examples stage writes them for //examples (its fixtures included)."""
    from docs_compiler.__main__ import main as compile_stage
    from docs_compiler.stages.examples import fixture_dir

    folder = fixture_dir(source) + "/"
    fixtures = [f.relative_to(content).as_posix() for f in sorted((content / folder).rglob("*")) if f.is_file()] if (content / folder).is_dir() else []
    args = ["examples", "--content", str(content), "--out", str(out)] + [a for f in fixtures for a in ("--fixture", f)] + [source]
    if compile_stage(args) != 0:
        raise stale.ToolchainError(f"the examples stage failed on content/{source}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
