"""The real content, compiled strictly by the real compiler: every route site.yaml lists, every version.

Under `bazel test` these tests read what //content:docs built (the same artifacts the site is made
of); run by hand, or with CONTENT_DIR set to another content folder, they compile it in-process.
The versions, their prefixes and their routes come from site.yaml (site_routes.py), never from a
list kept here.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path

import pytest

import site_routes
from docs_compiler.stages.runner import compile_site

CONTENT = Path(os.environ.get("CONTENT_DIR", Path(__file__).resolve().parents[1]))
BUILT = Path(os.environ.get("TEST_SRCDIR", "/nonexistent")) / os.environ.get("TEST_WORKSPACE", "") / "content" / "docs"
if "CONTENT_DIR" in os.environ:
    BUILT = Path("/nonexistent")

VERSIONS = [v["name"] for v in site_routes.versions(CONTENT)]
PREFIX = site_routes.prefixes(CONTENT)
LISTED = {v["name"]: site_routes.listed_routes(v) for v in site_routes.versions(CONTENT)}
PAIRS = [(here, there) for here in VERSIONS for there in VERSIONS if here != there]

@cache
def artifacts() -> dict[str, bytes]:
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
    stage's body (pages/docs/api.json + pages/13.x/docs/api.md.body.html)."""
    relative = file.relative_to(version).as_posix()
    if not relative.startswith("pages/"):
        return file.read_bytes()
    body = BUILT / "pages" / version.name / (relative.removeprefix("pages/").removesuffix(".json") + ".md.body.html")
    return json.dumps({**json.loads(file.read_bytes()), "html": body.read_text(encoding="utf-8")}).encode()


def manifest(version: str) -> dict:  # type: ignore[type-arg]
    return json.loads(artifacts()[f"{version}/manifest.json"])


def page(version: str, route: str) -> dict:  # type: ignore[type-arg]
    entry = next(r for r in manifest(version)["routes"] if r["path"] == PREFIX[version] + route)
    return json.loads(artifacts()[f"{version}/{entry['file']}"])


@pytest.mark.parametrize("version", VERSIONS)
def test_every_route_site_yaml_lists_is_built(version: str) -> None:
    built = {r["path"].removeprefix(PREFIX[version]) or "/" for r in manifest(version)["routes"]}
    assert sorted(LISTED[version] - built) == []


@pytest.mark.parametrize(("here", "there"), PAIRS)
def test_a_page_only_another_version_lists_does_not_exist(here: str, there: str) -> None:
    paths = {r["path"] for r in manifest(here)["routes"]}
    for route in sorted(LISTED[there] - LISTED[here]):
        assert PREFIX[here] + route not in paths, f"{here} has {route}, which only {there} lists"


@pytest.mark.parametrize("version", VERSIONS)
def test_every_page_has_a_title_description_and_body(version: str) -> None:
    for entry in manifest(version)["routes"]:
        data = json.loads(artifacts()[f"{version}/{entry['file']}"])
        route = entry["path"]
        assert data["documentTitle"].endswith("React Native Testing Library"), route
        assert data["description"], f"{route} has no description"
        if data["pageType"] == "doc":
            assert "<p" in data["html"], f"{route} has no text below its heading"


@pytest.mark.parametrize(("here", "there"), PAIRS)
def test_the_version_switcher_of_every_page_lands_on_an_existing_page(here: str, there: str) -> None:
    paths = {r["path"] for r in manifest(there)["routes"]}
    for entry in manifest(here)["routes"]:
        route = entry["path"].removeprefix(PREFIX[here]) or "/"
        target = next(v for v in page(here, route)["versions"] if v["version"] == there)
        assert target["link"].split("?")[0] in paths, f"{here}{route} switches to missing {target['link']}"
        assert target["exact"] == (PREFIX[there] + route in paths), route


@pytest.mark.parametrize("version", VERSIONS)
def test_sidebars_have_the_spec_groups_and_collapsed_states(version: str) -> None:
    docs = manifest(version)["sidebars"]["/docs/"]
    groups = {g["text"]: g for g in docs if g["type"] == "group"}
    assert list(groups) == ["Getting started", "API reference", "Guides", "Advanced Guides", "Migration Guides"]
    api = {g["text"] for g in groups["API reference"]["items"] if g["type"] == "group"}
    assert api == {"Triggering events", "Miscellaneous"}
    migration = groups["Migration Guides"]
    assert migration["collapsed"] is True
    previous = [g for g in migration["items"] if g["type"] == "group"]
    assert [g["text"] for g in previous] == ["Previous versions"]
    assert all(not g.get("collapsed") for name, g in groups.items() if name != "Migration Guides")
    cookbook = [g["text"] for g in manifest(version)["sidebars"]["/cookbook/"] if g["type"] == "group"]
    assert cookbook == ["Basic Recipes", "Advanced Recipes", "State Management Recipes"]


@pytest.mark.parametrize("version", VERSIONS)
def test_home_page_has_the_hero_and_three_features(version: str) -> None:
    home = page(version, "/")
    hero = home["hero"]
    assert hero["tagline"] == "Helps you to write better tests with less effort."
    assert [a["text"] for a in hero["actions"]] == ["Quick Start", "Explore API"]
    # Written version-relative; the compiler resolves them to this version's routes.
    assert [a["target"] for a in hero["actions"]] == [
        {"type": "route", "route": PREFIX[version] + "/docs/start/quick-start"},
        {"type": "route", "route": PREFIX[version] + "/docs/api"},
    ]
    assert [f["title"] for f in home["features"]] == ["Maintainable", "Reliable", "Community Driven"]


@pytest.mark.parametrize("version", VERSIONS)
def test_api_is_an_overview_of_its_child_pages(version: str) -> None:
    api = page(version, "/docs/api")
    assert api["pageType"] == "overview"
    listed = {item["target"]["route"] for group in api["overview"] for item in group["items"]}
    assert PREFIX[version] + "/docs/api/render" in listed
