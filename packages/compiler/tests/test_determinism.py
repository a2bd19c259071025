"""The same content always compiles to the same bytes, and names carry content hashes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import FIXTURES
from docs_compiler.stages.runner import compile_site


def test_two_builds_are_byte_identical(tmp_path: Path) -> None:
    # A copy at another path: output must not depend on where the content sits.
    copy = tmp_path / "elsewhere" / "site"
    shutil.copytree(FIXTURES / "site", copy)
    first, r1 = compile_site(FIXTURES / "site")
    second, r2 = compile_site(copy)
    assert r1.errors == [] and r2.errors == []
    assert first.keys() == second.keys()
    assert all(first[k] == second[k] for k in first)


def test_page_data_is_named_after_its_source_and_listed_in_the_manifest() -> None:
    files, _ = compile_site(FIXTURES / "site")
    manifest = json.loads(files["2.x/manifest.json"])
    by_path = {r["path"]: r for r in manifest["routes"]}
    assert by_path["/docs/api/render"]["file"] == "pages/docs/api/render.json"
    assert by_path["/"]["file"] == "pages/index.json"
    for route in manifest["routes"]:
        assert json.loads(files[f"2.x/{route['file']}"])["routePath"] == route["path"]


def test_an_edit_changes_its_page_data_twin_and_search_documents_only(tmp_path: Path) -> None:
    copy = tmp_path / "content"
    shutil.copytree(FIXTURES / "site", copy)
    before, _ = compile_site(copy)
    page = copy / "2.x" / "docs" / "api" / "render.md"
    page.write_text(page.read_text() + "\nOne more sentence.\n")
    after, reporter = compile_site(copy)
    assert reporter.errors == []
    changed = sorted(k for k in before if before[k] != after[k])
    assert changed == ["2.x/md/docs/api/render.md", "2.x/md/llms-full.txt", "2.x/pages/docs/api/render.json", "2.x/search.json"]


def test_search_documents_are_a_file_of_their_own() -> None:
    # Under the link stage's fixed name, not named by the manifest: the bundle's packed index is
    # another file, with a name of its own (search_index.json names it).
    files, _ = compile_site(FIXTURES / "site")
    for version in ("2.x", "1.x"):
        manifest = json.loads(files[f"{version}/manifest.json"])
        assert "searchIndex" not in manifest
        assert isinstance(json.loads(files[f"{version}/search.json"]), list)
