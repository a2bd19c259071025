"""Lists the names each published release exports, read from the type definitions in its tarball.

  api_history.py --out api_history.json 12.0.1.tgz 12.1.3.tgz ... (files named VERSION.tgz)

A release's names are what its main type entry exports (following `export * from` and
`export { a as b } from` through the package's .d.ts files), its Jest matchers (the members of
the JestNativeMatchers interface) and its queries (getBy*, findAllBy*, ... members of its types). The output lists, per name, its kind and the minors
(12.4, 13.3) whose latest read patch exports it; the compiler turns that into badges and checks.
Beside the names, `added` gives every name, member and option (surface.py: `userEvent.clear`,
`render({ concurrentRoot })`) the exact releases where it appears, having been absent from the
release read before: the first is where it arrived, and the docs' version claims are checked
against it.
"""

from __future__ import annotations

import argparse
import json
import posixpath
import re
import sys
import tarfile
from pathlib import Path

from surface import Declarations

_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
_LIST_FROM = re.compile(r"export\s+(type\s+)?\{([^}]*)\}\s*from\s*['\"]([^'\"]+)['\"]")
_LIST_LOCAL = re.compile(r"export\s+(type\s+)?\{([^}]*)\}\s*;")
_STAR = re.compile(r"export\s+(type\s+)?\*\s+from\s*['\"]([^'\"]+)['\"]")
_STAR_AS = re.compile(r"export\s+(type\s+)?\*\s+as\s+([A-Za-z_$][\w$]*)\s+from")
_DECL = re.compile(
    r"export\s+(?:declare\s+)?(?:abstract\s+)?(const|let|var|function|class|enum|namespace|interface|type)\s+([A-Za-z_$][\w$]*)"
)
_MATCHERS = re.compile(r"interface\s+JestNativeMatchers\s*<[^>]*>\s*\{")
_MATCHER = re.compile(r"^\s*(to[A-Z]\w*)\s*[(<]", re.M)
# Query members of a type body (`getByRole: ...`, `findAllByText(...)`): indented, so not top level.
_QUERY = re.compile(r"^[ \t]+((?:UNSAFE_)?(?:get|getAll|query|queryAll|find|findAll)By\w+)\??\s*[:(<]", re.M)
TYPE_KEYWORDS = {"interface", "type"}


def _listed(names: str) -> list[tuple[str, bool]]:
    """(exported name, is a type) for `a, default as b, type C, D as E`."""
    out = []
    for part in names.split(","):
        words = part.split()
        if not words:
            continue
        is_type = words[0] == "type"
        out.append((words[-1], is_type))
    return out


class Package:
    """The .d.ts files of one tarball, by path inside the package."""

    def __init__(self, tarball: Path) -> None:
        self.files: dict[str, str] = {}
        self.subpaths: set[str] = set()
        """Entry points beside the main one (`extend-expect` for `PKG/extend-expect`): root scripts and folders with an index."""
        with tarfile.open(tarball, "r:gz") as tar:
            for member in tar.getmembers():
                parts = member.name.split("/")[1:]
                if member.isfile() and parts in ([parts[0], "index.js"], [parts[0]]) and parts[0].endswith(".js") != (len(parts) == 2):
                    self.subpaths.add(parts[0].removesuffix(".js"))
                if member.isfile() and member.name.endswith(".d.ts"):
                    data = tar.extractfile(member)
                    if data is not None:
                        path = member.name.split("/", 1)[1]  # drop the tarball's package/ folder
                        self.files[path] = _COMMENT.sub("", data.read().decode("utf-8"))
            main = json.loads(tar.extractfile("package/package.json").read())  # type: ignore[union-attr]
        self.entry = posixpath.normpath(main.get("types") or main.get("typings") or "index.d.ts")
        self.name: str = main["name"]
        # Tool configs (.prettierrc.js, babel.config.js) and the main entry's own folder are not entry points.
        main_folder = self.entry.split("/")[0]
        self.subpaths = {p for p in self.subpaths if p not in ("index", main_folder) and not p.startswith(".") and not p.endswith(".config")}

    def resolve(self, from_file: str, spec: str) -> str | None:
        base = posixpath.normpath(posixpath.join(posixpath.dirname(from_file), spec))
        for candidate in (base + ".d.ts", base + "/index.d.ts", base):
            if candidate in self.files:
                return candidate
        return None

    def exports(self, path: str, seen: set[str] | None = None) -> dict[str, str]:
        """Name -> kind (value or type) of everything a module exports."""
        seen = seen if seen is not None else set()
        if path in seen or path not in self.files:
            return {}
        seen.add(path)
        text = self.files[path]
        out: dict[str, str] = {}
        for m in _STAR.finditer(text):
            target = self.resolve(path, m.group(2))
            for name, kind in (self.exports(target, seen) if target else {}).items():
                out.setdefault(name, "type" if m.group(1) else kind)
        for m in _STAR_AS.finditer(text):
            out[m.group(2)] = "type" if m.group(1) else "value"
        for pattern in (_LIST_FROM, _LIST_LOCAL):
            for m in pattern.finditer(text):
                for name, is_type in _listed(m.group(2)):
                    out[name] = "type" if m.group(1) or is_type else "value"
        for m in _DECL.finditer(text):
            out[m.group(2)] = "type" if m.group(1) in TYPE_KEYWORDS else "value"
        return out

    def members(self, block: re.Pattern[str], member: re.Pattern[str]) -> set[str]:
        """Members of the type bodies that `block` opens, wherever the package declares them."""
        names: set[str] = set()
        for text in self.files.values():
            for m in block.finditer(text):
                depth, end = 1, m.end()
                while end < len(text) and depth:
                    depth += {"{": 1, "}": -1}.get(text[end], 0)
                    end += 1
                body = text[m.end() : end]
                # Only the interface's own members: nested object types sit one level deeper.
                top = re.sub(r"\{[^{}]*\}", "", body)
                names.update(member.findall(top))
        return names

    def names(self) -> dict[str, str]:
        """Everything a test can import or call: the entry's exports, the Jest matchers (members of
        JestNativeMatchers) and the queries render and screen return (query members of its types)."""
        names = self.exports(self.entry)
        names.update({m: "matcher" for m in self.members(_MATCHERS, _MATCHER)})
        names.update({q: "query" for text in self.files.values() for q in _QUERY.findall(text)})
        return names

    def surface(self) -> set[str]:
        """The names, the entry points, and the members and options of the exported values."""
        names = self.names()
        values = sorted(n for n, kind in names.items() if kind == "value")
        entries = {f"{self.name}/{subpath}" for subpath in self.subpaths}
        return set(names) | entries | Declarations(list(self.files.values())).surface(values)


def minor(version: str) -> str:
    major, minor_, _ = version.split(".", 2)
    return f"{major}.{minor_}"


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


def history(tarballs: list[Path]) -> dict[str, object]:
    """Per name, the minors whose latest read patch exports it; per key, the releases it arrived in."""
    versions = sorted(((t.name.removesuffix(".tgz"), t) for t in tarballs), key=lambda vt: _key(vt[0]))
    latest = {minor(v): v for v, _ in versions}
    names: dict[str, dict[str, object]] = {}
    added: dict[str, list[str]] = {}
    before: set[str] = set()
    for version, tarball in versions:
        package = Package(tarball)
        now = package.surface()
        for key in sorted(now - before):
            added.setdefault(key, []).append(version)
        before = now
        if latest[minor(version)] != version:
            continue
        for name, kind in sorted(package.names().items()):
            entry = names.setdefault(name, {"kind": kind, "releases": []})
            entry["kind"] = kind
            entry["releases"].append(minor(version))  # type: ignore[attr-defined]
    return {
        "releases": list(latest),
        "versions": latest,
        "names": dict(sorted(names.items())),
        "added": dict(sorted(added.items())),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--exhaustive", action="append", default=[], metavar="MAJOR",
                        help="a major whose every release that added something is among the tarballs")
    parser.add_argument("--lineage", action="append", default=[], metavar="VERSION",
                        help="the package's stable releases, oldest first (releases.bzl LINEAGE)")
    parser.add_argument("tarballs", nargs="+", type=Path, help="release tarballs named VERSION.tgz")
    args = parser.parse_args(argv)
    data = {**history(args.tarballs), "exhaustive": sorted(args.exhaustive, key=int), "lineage": args.lineage}
    args.out.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
