"""Keeps examples/VERSION/quickinfo/ in step with what the versions' type checks say.

The site's pages read each identifier's quick info from the checked-in files (the page stage's
--quick-info), so building the site runs no type check; the `types` check of //examples writes
it afresh for every page, and this compares the two (a test: stale, missing or extra files fail,
naming the command that mends them) or writes the fresh files over the checked-in ones.

  quick_info.py --check ROOT FRESH...     ROOT: the folder holding VERSION/quickinfo/
  quick_info.py --update ROOT FRESH...
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

UPDATE = "./tools/bazel run //examples:quick_info_update"


def checked_in_path(source: str) -> Path:
    """13.x/docs/api/queries.md -> 13.x/quickinfo/docs/api/queries.json."""
    version, _, page = source.partition("/")
    return Path(version) / "quickinfo" / Path(page).with_suffix(".json")


def wanted(fresh: list[Path]) -> tuple[dict[Path, bytes], set[str]]:
    """(checked-in path -> content, for each page whose blocks have quick info; the versions read)."""
    out: dict[Path, bytes] = {}
    versions: set[str] = set()
    for file in fresh:
        data = file.read_bytes()
        info = json.loads(data)
        versions.add(info["source"].split("/")[0])
        if info["blocks"]:
            out[checked_in_path(info["source"])] = data
    return out, versions


def present(root: Path, versions: set[str]) -> set[Path]:
    return {f.relative_to(root) for v in versions for f in (root / v / "quickinfo").rglob("*.json")}


def main(argv: list[str]) -> int:
    mode, root, fresh = argv[0], Path(argv[1]), [Path(f) for f in argv[2:]]
    want, versions = wanted(fresh)
    have = present(root, versions)
    if mode == "--update":
        for path in sorted(have - set(want)):
            (root / path).unlink()
        for path, data in sorted(want.items()):
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_bytes(data)
        print(f"wrote {len(want)} quick info files under {root}, removed {len(have - set(want))}")
        return 0
    stale = sorted(str(p) for p, data in want.items() if p in have and (root / p).read_bytes() != data)
    missing = sorted(str(p) for p in set(want) - have)
    extra = sorted(str(p) for p in have - set(want))
    for label, paths in (("out of date", stale), ("missing", missing), ("for no page", extra)):
        for path in paths:
            print(f"examples/{path}: quick info {label}", file=sys.stderr)
    if stale or missing or extra:
        print(f"The site shows what the type check said when these were written: run {UPDATE}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--update"] and "BUILD_WORKSPACE_DIRECTORY" in os.environ:
        fresh_files = [str(Path(f).resolve()) for f in sys.argv[3:]]
        os.chdir(os.environ["BUILD_WORKSPACE_DIRECTORY"])
        sys.exit(main(["--update", sys.argv[2], *fresh_files]))
    sys.exit(main(sys.argv[1:]))
