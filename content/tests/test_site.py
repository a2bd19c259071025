"""The real site's structure, compiled strictly by the real compiler: every route site.yaml lists,
its sidebars, version switches, home page and API overview, in every version.

These read the link stage's outputs only (manifests and page data without bodies: see built.py), so
an edit to a page's text does not re-run them; what a page's body must be is test_page_html.py's.
"""

from __future__ import annotations

import json

import pytest

from built import DATED, LISTED, PREFIX, VERSIONS, artifacts, manifest, page

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


@pytest.mark.parametrize("version", VERSIONS)
def test_the_navbar_links_docs_cookbook_and_the_examples_folder(version: str) -> None:
    nav = {item["text"]: item["target"] for item in manifest(version)["nav"]}
    assert list(nav) == ["Docs", "Cookbook", "Examples"]
    assert nav["Docs"] == {"type": "route", "route": PREFIX[version] + "/docs/start/intro"}
    assert nav["Cookbook"] == {"type": "route", "route": PREFIX[version] + "/cookbook/"}
    assert nav["Examples"]["type"] == "external"
    assert nav["Examples"]["href"].startswith("https://github.com/callstack/react-native-testing-library/") and nav["Examples"]["href"].endswith("/examples")


def test_the_footer_names_the_year_and_the_company() -> None:
    assert manifest(VERSIONS[0])["site"]["copyright"] == "Copyright © 2025 Callstack Open Source"


@pytest.mark.parametrize("version", VERSIONS)
def test_every_feature_card_has_an_icon(version: str) -> None:
    assert all(feature.get("icon") for feature in page(version, "/")["features"])


@pytest.mark.parametrize("version", VERSIONS)
def test_doc_pages_link_their_source_and_carry_their_commit_date(version: str) -> None:
    base = manifest(version)["site"]["editLink"]["docRepoBaseUrl"]
    for entry in manifest(version)["routes"]:
        data = json.loads(artifacts()[f"{version}/{entry['file']}"])
        if data["pageType"] != "doc":
            continue
        assert data["editUrl"].startswith(f"{base}/{version}/") and data["editUrl"].endswith(".md"), entry["path"]
        assert data.get("lastUpdatedTime") or not DATED, f"{entry['path']} has no commit date (the workspace status's STABLE_CONTENT_DATES)"


@pytest.mark.parametrize("version", VERSIONS)
def test_urls_are_absolute_and_older_versions_point_search_engines_at_the_default(version: str) -> None:
    site = manifest(version)["site"]
    deployed = site["origin"] + site["base"].rstrip("/")
    default = next(v for v in VERSIONS if PREFIX[v] == "")
    default_paths = {r["path"] for r in manifest(default)["routes"]}
    for entry in manifest(version)["routes"]:
        data = json.loads(artifacts()[f"{version}/{entry['file']}"])
        route = entry["path"]
        assert data["url"] == deployed + route, route
        twin = route.removeprefix(PREFIX[version]) or "/"
        if PREFIX[version] and twin in default_paths:
            # The page of the version at the root is the one search engines should list.
            assert data["canonicalUrl"] == deployed + twin, route
            # Doc pages carry the banner that offers the default version's page.
            if data["pageType"] == "doc":
                assert data["latest"]["exact"] and data["latest"]["link"] == twin, route
        elif PREFIX[version]:
            assert data.get("canonicalUrl") is None, f"{route} names a canonical page the root does not have"
        else:
            assert data.get("latest") is None and data["canonicalUrl"] == data["url"], route


@pytest.mark.parametrize("version", VERSIONS)
def test_the_api_overview_groups_are_the_api_reference_sidebar_groups(version: str) -> None:
    assert [group["name"] for group in page(version, "/docs/api")["overview"]] == ["API reference", "Triggering events", "Miscellaneous"]
