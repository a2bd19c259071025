"""The real content's built artifacts, as the content tests read them.

Under `bazel test` they are what //content:docs built, and a test target gets only the versions it
checks (CONTENT_VERSIONS, comma-separated; its data is those versions' files, or only the link
stage's outputs of every version for the site-wide structure tests). Run by hand, or with
CONTENT_DIR set to another content folder, the content is compiled in-process instead.
The versions, their prefixes and their routes come from site.yaml (site_routes.py), never from a
list kept here.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path

import site_routes
from docs_compiler.stages.runner import compile_site

CONTENT = Path(os.environ.get("CONTENT_DIR", Path(__file__).resolve().parents[1]))
BUILT = Path(os.environ.get("TEST_SRCDIR", "/nonexistent")) / os.environ.get("TEST_WORKSPACE", "") / "content" / "docs"
if "CONTENT_DIR" in os.environ:
    BUILT = Path("/nonexistent")

DATED = BUILT.is_dir()
"""Whether pages carry commit dates: Bazel's build reads them from git (the workspace status); a
compile in-process, of a copy of the content, has none."""

ALL_VERSIONS = [v["name"] for v in site_routes.versions(CONTENT)]
VERSIONS = [v for v in os.environ.get("CONTENT_VERSIONS", "").split(",") if v] or ALL_VERSIONS
"""The versions this run checks."""
PREFIX = site_routes.prefixes(CONTENT)
LISTED = {v["name"]: site_routes.listed_routes(v) for v in site_routes.versions(CONTENT)}


@cache
def artifacts() -> dict[str, bytes]:
    """Every built file by its path below the version (13.x/manifest.json, 13.x/md/docs/api.md)."""
    if BUILT.is_dir():
        return {
            f"{version.name}/{file.relative_to(version).as_posix()}": _joined(version, file)
            for version in sorted(BUILT.iterdir()) if (version / "manifest.json").is_file()
            for file in sorted(version.rglob("*")) if file.is_file()
        }
    files, reporter = compile_site(CONTENT, strict=True)
    assert reporter.errors == [], "\n".join(map(str, reporter.errors))
    return files


def _joined(version: Path, file: Path) -> bytes:
    """A built file; a page's data as the bundle has it: the link stage's frame with the page
    stage's body (pages/docs/api.json + pages/13.x/docs/api.md.body.html), when this run has bodies."""
    relative = file.relative_to(version).as_posix()
    body = BUILT / "pages" / version.name / (relative.removeprefix("pages/").removesuffix(".json") + ".md.body.html")
    if not relative.startswith("pages/") or not body.is_file():
        return file.read_bytes()
    return json.dumps({**json.loads(file.read_bytes()), "html": body.read_text(encoding="utf-8")}).encode()


def manifest(version: str) -> dict:  # type: ignore[type-arg]
    return json.loads(artifacts()[f"{version}/manifest.json"])


def page(version: str, route: str) -> dict:  # type: ignore[type-arg]
    """A page's data by its version-relative route ('/' for the home page)."""
    entry = next(r for r in manifest(version)["routes"] if r["path"] == PREFIX[version] + route)
    return json.loads(artifacts()[f"{version}/{entry['file']}"])
