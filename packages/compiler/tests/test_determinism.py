"""The same content always compiles to the same bytes, and names carry content hashes."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

from conftest import FIXTURES
from docs_compiler.pipeline import compile_site


def test_two_builds_are_byte_identical(tmp_path: Path) -> None:
    # A copy at another path: output must not depend on where the content sits.
    copy = tmp_path / "elsewhere" / "site"
    shutil.copytree(FIXTURES / "site", copy)
    first, r1 = compile_site(FIXTURES / "site")
    second, r2 = compile_site(copy)
    assert r1.errors == [] and r2.errors == []
    assert first.keys() == second.keys()
    assert all(first[k] == second[k] for k in first)


def test_page_files_are_named_by_their_content_hash() -> None:
    files, _ = compile_site(FIXTURES / "site")
    pages = {k: v for k, v in files.items() if "/pages/" in k}
    assert pages
    for name, data in pages.items():
        assert name.rsplit(".", 2)[-2] == hashlib.sha256(data).hexdigest()[:10]


def test_search_index_is_named_per_version_and_referenced_by_the_manifest() -> None:
    import json

    files, _ = compile_site(FIXTURES / "site")
    for version in ("2.x", "1.x"):
        manifest = json.loads(files[f"{version}/manifest.json"])
        assert manifest["searchIndex"].startswith(f"search_index.{version}.")
        assert f"{version}/{manifest['searchIndex']}" in files
