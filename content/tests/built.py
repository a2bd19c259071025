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

from pydantic import TypeAdapter

import site_routes
from docs_compiler import emit
from docs_compiler.models import PageBody, PageFrame, page_data_of
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
    """Every built file by its path below the version (13.x/manifest.json, 13.x/md/docs/api.md); a
    page's data as the bundle has it when this run has the pages' bodies, else its frame."""
    if BUILT.is_dir():
        files = {
            f"{version.name}/{file.relative_to(version).as_posix()}": file.read_bytes()
            for version in sorted(BUILT.iterdir()) if (version / "manifest.json").is_file()
            for file in sorted(version.rglob("*")) if file.is_file()
        }
        for version in sorted(BUILT.iterdir()):
            if (version / "manifest.json").is_file():
                files.update(_page_data(version.name, json.loads(files[f"{version.name}/manifest.json"])))
        return files
    files, reporter = compile_site(CONTENT, strict=True)
    assert reporter.errors == [], "\n".join(map(str, reporter.errors))
    return files


def _page_data(version: str, manifest: dict) -> dict[str, bytes]:  # type: ignore[type-arg]
    """Each page's data file by the name the manifest gives it (pages/docs/api.json): the link
    stage's frame (docs/pages/13.x/docs/api.md.frame.json) put together with the page stage's body
    (api.md.body.json beside it) as the prerender does (models.page_data_of); the frame alone when
    this run has no bodies."""
    frames = TypeAdapter(PageFrame)
    out = {}
    for route in manifest["routes"]:
        frame, body = (BUILT / "pages" / f"{route['source']}.{part}.json" for part in ("frame", "body"))
        data = frame.read_bytes()
        if body.is_file():
            data = emit.json_bytes(page_data_of(frames.validate_json(data), PageBody.model_validate_json(body.read_bytes())), drop_nulls=True)
        out[f"{version}/{route['file']}"] = data
    return out


def manifest(version: str) -> dict:  # type: ignore[type-arg]
    return json.loads(artifacts()[f"{version}/manifest.json"])


def page(version: str, route: str) -> dict:  # type: ignore[type-arg]
    """A page's data by its version-relative route ('/' for the home page)."""
    entry = next(r for r in manifest(version)["routes"] if r["path"] == PREFIX[version] + route)
    return json.loads(artifacts()[f"{version}/{entry['file']}"])
