"""The fixture site as Bazel builds it (one action per stage and page, defs.bzl) against the stage
runner in one process, and against the naming rules defs.bzl restates (Bazel must know every action
and output before any stage runs: which files are pages, where each page's twin goes)."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import TypeAdapter

from conftest import FIXTURES
from docs_compiler import emit
from docs_compiler.models import PageBody, PageFrame, page_data_of
from docs_compiler.stages import link_stage
from docs_compiler.stages.runner import compile_site, content_files

BUILT = Path(__file__).parent.parent / "fixture_docs"
"""The output folder of //packages/compiler:fixture_docs, in this test's runfiles."""


def _built() -> set[str]:
    return {f.relative_to(BUILT).as_posix() for f in BUILT.rglob("*") if f.is_file()}


def test_bazel_compiles_the_pages_the_stages_call_pages() -> None:
    pages = content_files(FIXTURES / "site").pages
    compiled = {name.removeprefix("pages/").removesuffix(".body.json") for name in _built() if name.endswith(".body.json")}
    assert compiled == set(pages) and len(pages) >= 5


def test_twins_are_where_the_llms_stage_looks_and_every_page_has_a_frame() -> None:
    built = _built()
    for source in content_files(FIXTURES / "site").pages:
        version, _, relative = source.partition("/")
        assert f"{version}/{link_stage.MARKDOWN}{relative}" in built, source
        assert f"pages/{source}.frame.json" in built, source


def test_bazel_builds_what_one_process_builds() -> None:
    whole, reporter = compile_site(FIXTURES / "site")
    assert not reporter.errors
    frames = TypeAdapter(PageFrame)
    compared = 0
    for version in ("1.x", "2.x"):
        prefix = version + "/"
        manifest = json.loads((BUILT / version / "manifest.json").read_bytes())
        sections = []
        for route in manifest["routes"]:  # in route order, as the runner joins search sections
            stem = BUILT / "pages" / route["source"]
            # The bundle's page data, named by the manifest: the link stage's frame with the page stage's body.
            frame = frames.validate_json(Path(f"{stem}.frame.json").read_bytes())
            body = PageBody.model_validate_json(Path(f"{stem}.body.json").read_bytes())
            assert emit.json_bytes(page_data_of(frame, body), drop_nulls=True) == whole[prefix + route["file"]], route["file"]
            sections += json.loads(Path(f"{stem}.search.json").read_bytes())
            compared += 1
        assert sections == json.loads(whole[prefix + link_stage.SEARCH_DOCUMENTS]), version
        # The rest of the version's files, where Bazel put them: the link and llms stages' own.
        data = {prefix + r["file"] for r in manifest["routes"]} | {prefix + link_stage.SEARCH_DOCUMENTS}
        for name in [n for n in whole if n.startswith(prefix) and n not in data]:
            assert (BUILT / name).read_bytes() == whole[name], name
            compared += 1
    assert compared > 15
