"""The real docs' "Added in" badges against the published releases (packages/api-history).

Each badged heading is recomputed here from the release data: a badge appears exactly where a
heading names an API that the version's first minor lacked or the next major dropped.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from built import PREFIX, VERSIONS, artifacts, manifest

HISTORY = Path(os.environ.get("TEST_SRCDIR", "/nonexistent")) / os.environ.get("TEST_WORKSPACE", "") / "packages/api-history/api_history.json"
HEADING = re.compile(r'<h([2-4]) id="([^"]+)">(.*?)<a class="header-anchor"')
NAME = re.compile(r"<code>([A-Za-z_$][\w$]*)(?:\.[\w$]+)*(?:\(\))?</code>")
BADGE = re.compile(r'<span class="api-badge"[^>]*>([^<]+)</span>')


def expected(history: dict, version: str, names: list[str]) -> list[str]:  # type: ignore[type-arg]
    major = int(version.split(".")[0])
    ours = [r for r in history["releases"] if int(r.split(".")[0]) == major]
    nxt = [r for r in history["releases"] if int(r.split(".")[0]) == major + 1]
    out: list[str] = []
    for name in names:
        releases = history["names"].get(name, {}).get("releases", [])
        if not any(abs(int(r.split(".")[0]) - major) <= 1 for r in releases):
            continue  # only a distant major exported it: not the API the heading means
        first = next(r for r in ours if r in releases)
        if first != ours[0] and f"{first}+" not in out:
            out.append(f"{first}+")
        if nxt and nxt[0] not in releases and f"removed in {major + 1}" not in out:
            out.append(f"removed in {major + 1}")
    return out


def badged() -> dict[tuple[str, str, str], list[str]]:
    history = json.loads(HISTORY.read_text())
    out = {}
    for version in VERSIONS:
        for route in manifest(version)["routes"]:
            html = json.loads(artifacts()[f"{version}/{route['file']}"])["html"]
            for m in HEADING.finditer(html):
                text = BADGE.sub("", m.group(3)).strip()
                if not re.fullmatch(r"<code>[^<]+</code>(?:(?:,| and|, and| /| or) <code>[^<]+</code>)*", text):
                    continue
                found = BADGE.findall(m.group(3))
                assert found == expected(history, version, NAME.findall(text)), f"{version} {route['path']}#{m.group(2)}"
                if found:
                    out[(version, route["path"], m.group(2))] = found
    return out


@pytest.mark.skipif(not HISTORY.is_file(), reason="the API history is built by Bazel")
def test_badges_match_the_releases_and_mark_the_new_apis() -> None:
    found = badged()
    if "13.x" in VERSIONS:
        assert found[("13.x", PREFIX["13.x"] + "/docs/api/render", "renderasync")] == ["13.3+"]
        assert found[("13.x", PREFIX["13.x"] + "/docs/api/events/fire-event", "fireeventasync")] == ["13.3+"]
        assert found[("13.x", PREFIX["13.x"] + "/docs/api/misc/render-hook", "renderhookasync")] == ["13.3+"]
        assert not any(v == "13.x" and "jest-matchers" in r for v, r, _ in found), "matchers exist since 13.0"
    if "12.x" in VERSIONS:
        assert found[("12.x", PREFIX["12.x"] + "/docs/api/jest-matchers", "tohaveaccessiblename")] == ["12.3+"]


@pytest.mark.skipif(not HISTORY.is_file(), reason="the API history is built by Bazel")
def test_migration_guides_name_every_api_change_of_their_major() -> None:
    from docs_compiler.models import ApiHistory
    from docs_compiler.markdown.plugins.migration_check import expected, missing

    history = ApiHistory.model_validate_json(HISTORY.read_bytes())
    checked, gaps = [], {}
    for name, data in artifacts().items():
        version, _, rest = name.partition("/md/")
        if not rest.endswith(".md"):
            continue
        wanted = expected(history, rest, version)
        if wanted:
            checked.append(name)
            gaps.update({f"{name}: {label}": why for label, why in missing(data.decode(), wanted).items()})
    assert gaps == {}
    # The guides of these two versions at least; a version cut from 13.x brings its own copies.
    assert set(checked) >= {guide for guide in {
        "12.x/md/docs/migration/previous/v11.md", "12.x/md/docs/migration/previous/v2.md",
        "12.x/md/docs/migration/previous/v7.md", "12.x/md/docs/migration/previous/v9.md",
        "13.x/md/docs/guides/react-19.md", "13.x/md/docs/migration/previous/v11.md",
        "13.x/md/docs/migration/previous/v2.md", "13.x/md/docs/migration/previous/v7.md",
        "13.x/md/docs/migration/previous/v9.md", "13.x/md/docs/migration/v13.md",
    } if guide.split("/")[0] in VERSIONS}


def test_the_api_overview_tables_what_changed_since_the_previous_major() -> None:
    tables = {}
    for version in VERSIONS:
        html = json.loads(artifacts()[f"{version}/{next(r['file'] for r in manifest(version)['routes'] if r['path'] == PREFIX[version] + '/docs/api')}"])["html"]
        for since, body in re.findall(r'<table tabindex="0" data-api-changes="([^"]+)">(.*?)</table>', html, re.S):
            rows = re.findall(r"<tr><td><code>([^<]+)</code></td><td>([^<]+)</td><td>([^<]+)</td></tr>", body)
            tables[(version, since)] = {name: (kind, change) for name, kind, change in rows}
    if "13.x" in VERSIONS:
        changes = tables[("13.x", "12.x")]
        assert changes["renderAsync"] == ("export", "Added in 13.3")
        assert changes["*ByA11yState"] == ("query", "Removed in 13.0")
