"""Writes the BUILD file of the npm repository: one target per installed package.

Run by the npm_install repository rule after `npm ci`. `node_modules/<name>` holds the package's
files and those of every package it needs (dependencies, optional and peer dependencies, as
package-lock.json resolves them), so an action lists only what it imports, as rules_js does.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def _resolve(packages: dict[str, dict], parent: str, name: str) -> str | None:
    """Where node would find `name` required from the package at `parent` (nested, then hoisted)."""
    candidate = f"{parent}/node_modules/{name}"
    while True:
        if candidate in packages:
            return candidate
        if "/node_modules/" not in parent:
            break
        parent = parent.rsplit("/node_modules/", 1)[0]
        candidate = f"{parent}/node_modules/{name}"
    top = f"node_modules/{name}"
    return top if top in packages else None


def closures(root: Path) -> dict[str, list[str]]:
    """top-level package name -> the top-level package folders it needs, itself included."""
    packages = {k: v for k, v in json.loads((root / "package-lock.json").read_text())["packages"].items()
                if k and (root / k).is_dir()}
    out: dict[str, list[str]] = {}
    for path in packages:
        if path.count("node_modules/") != 1:
            continue  # nested copies live inside their parent's folder
        seen: set[str] = set()
        todo = [path]
        while todo:
            current = todo.pop()
            if current in seen:
                continue
            seen.add(current)
            meta = packages[current]
            for field in ("dependencies", "optionalDependencies", "peerDependencies"):
                for dep in meta.get(field, {}):
                    found = _resolve(packages, current, dep)
                    if found:
                        todo.append(found)
        out[path[len("node_modules/"):]] = sorted({p.split("/node_modules/")[0] if p.count("node_modules/") > 1 else p for p in seen})
    return out


def build_file(root: Path) -> str:
    lines = [
        'package(default_visibility = ["//visibility:public"])',
        "",
        "# Every installed package.",
        'filegroup(name = "node_modules", srcs = glob(["node_modules/**"], exclude = ["node_modules/.package-lock.json"]))',
    ]
    for name, folders in sorted(closures(root).items()):
        lines.append("")
        lines.append(f'filegroup(name = "node_modules/{name}", srcs = glob([%s]))' % ", ".join(f'"{f}/**"' for f in folders))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.stdout.write(build_file(Path(sys.argv[1])))
