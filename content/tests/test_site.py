"""The real content, compiled strictly by the real compiler: every route of the spec, both versions.

Under `bazel test` these tests read what //content:docs built (the same artifacts the site is made
of); run by hand, they compile the content in-process first.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path

import pytest

from docs_compiler.stages.runner import compile_site

CONTENT = Path(os.environ.get("CONTENT_DIR", Path(__file__).resolve().parents[1]))
BUILT = Path(os.environ.get("TEST_SRCDIR", "/nonexistent")) / os.environ.get("TEST_WORKSPACE", "") / "content" / "docs"

SHARED = [
    "/", "/docs/start/intro", "/docs/start/quick-start",
    "/docs/api", "/docs/api/render", "/docs/api/screen", "/docs/api/queries", "/docs/api/jest-matchers",
    "/docs/api/events/fire-event", "/docs/api/events/user-event",
    "/docs/api/misc/render-hook", "/docs/api/misc/async", "/docs/api/misc/config",
    "/docs/api/misc/accessibility", "/docs/api/misc/other",
    "/docs/guides/how-to-query", "/docs/guides/troubleshooting", "/docs/guides/faq", "/docs/guides/community-resources",
    "/docs/advanced/testing-env", "/docs/advanced/understanding-act",
    "/docs/migration/jest-matchers",
    "/docs/migration/previous/v11", "/docs/migration/previous/v9", "/docs/migration/previous/v7", "/docs/migration/previous/v2",
    "/cookbook/", "/cookbook/basics/async-tests", "/cookbook/basics/custom-render",
    "/cookbook/advanced/network-requests", "/cookbook/state-management/jotai",
]
ONLY_13 = ["/docs/guides/react-19", "/docs/guides/common-mistakes", "/docs/advanced/third-party-integration", "/docs/migration/v13", "/docs/migration/previous/v12"]
ONLY_12 = ["/docs/migration/v12"]
SPEC_ROUTES = {"13.x": sorted(SHARED + ONLY_13), "12.x": sorted(SHARED + ONLY_12)}
PREFIX = {"13.x": "", "12.x": "/12.x"}


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


@pytest.mark.parametrize("version", ["13.x", "12.x"])
def test_the_built_manifest_has_exactly_the_spec_routes(version: str) -> None:
    built = sorted(r["path"].removeprefix(PREFIX[version]) or "/" for r in manifest(version)["routes"])
    assert built == SPEC_ROUTES[version]


def test_13x_only_pages_do_not_exist_under_12x() -> None:
    paths = {r["path"] for r in manifest("12.x")["routes"]}
    for route in ONLY_13:
        assert "/12.x" + route not in paths


@pytest.mark.parametrize("version", ["13.x", "12.x"])
def test_every_page_has_a_title_description_and_body(version: str) -> None:
    for route in SPEC_ROUTES[version]:
        data = page(version, route)
        assert data["documentTitle"].endswith("React Native Testing Library"), route
        assert data["description"], f"{version}{route} has no description"
        if data["pageType"] == "doc":
            assert len(data["html"]) > 1500, f"{version}{route} is too short to be a real page"


@pytest.mark.parametrize(("here", "there"), [("13.x", "12.x"), ("12.x", "13.x")])
def test_the_version_switcher_of_every_page_lands_on_an_existing_page(here: str, there: str) -> None:
    paths = {r["path"] for r in manifest(there)["routes"]}
    for route in SPEC_ROUTES[here]:
        target = next(v for v in page(here, route)["versions"] if v["version"] == there)
        assert target["link"].split("?")[0] in paths, f"{here}{route} switches to missing {target['link']}"
        assert target["exact"] == (route in SPEC_ROUTES[there]), route


@pytest.mark.parametrize("version", ["13.x", "12.x"])
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


@pytest.mark.parametrize("version", ["13.x", "12.x"])
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


def test_api_is_an_overview_of_its_child_pages() -> None:
    for version in ("13.x", "12.x"):
        api = page(version, "/docs/api")
        assert api["pageType"] == "overview"
        listed = {item["target"]["route"] for group in api["overview"] for item in group["items"]}
        assert PREFIX[version] + "/docs/api/render" in listed
