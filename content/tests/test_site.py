"""The real site's structure, compiled strictly by the real compiler: every route site.yaml lists,
its sidebars, version switches, home page and API overview, in every version.

These read the link stage's outputs only (manifests and page data without bodies: see built.py), so
an edit to a page's text does not re-run them; what a page's body must be is test_page_html.py's.
"""

from __future__ import annotations

import json

import pytest

from built import LISTED, PREFIX, VERSIONS, artifacts, manifest, page

PAIRS = [(here, there) for here in VERSIONS for there in VERSIONS if here != there]


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
def test_every_page_has_a_title_and_a_description(version: str) -> None:
    for entry in manifest(version)["routes"]:
        data = json.loads(artifacts()[f"{version}/{entry['file']}"])
        route = entry["path"]
        assert data["documentTitle"].endswith("React Native Testing Library"), route
        assert data["description"], f"{route} has no description"


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
