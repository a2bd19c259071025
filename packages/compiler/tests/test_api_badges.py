"""API headings: badges computed from which releases export a name, and a check for names a version lacks."""

from __future__ import annotations

import json

from conftest import Site
from docs_compiler.models import ApiHistory
from docs_compiler.stages.runner import compile_site

API = ApiHistory.model_validate({
    "releases": ["1.0", "1.1", "2.0", "2.1"],
    "versions": {"1.0": "1.0.3", "1.1": "1.1.0", "2.0": "2.0.1", "2.1": "2.1.4"},
    "names": {
        "render": {"kind": "value", "releases": ["1.0", "1.1", "2.0", "2.1"]},
        "renderAsync": {"kind": "value", "releases": ["2.1"]},
        "legacyQuery": {"kind": "value", "releases": ["1.0", "1.1"]},
        "toBeShiny": {"kind": "matcher", "releases": ["1.1", "2.0", "2.1"]},
    },
})
PAGE = """\
    ---
    title: API
    ---
    # API

    ## `render`

    ## `renderAsync`

    ### `toBeShiny()` and `render()`

    ## `legacyQuery`

    ## Using `renderAsync` in tests

    ## `wrapper`
    """


def badges_of(files: dict[str, bytes], key: str) -> dict[str, list[str]]:
    html = json.loads(files[key])["html"]
    out = {}
    for chunk in html.split('<h')[1:]:
        hid = chunk.split('id="', 1)[1].split('"', 1)[0] if 'id="' in chunk.split(">", 1)[0] else ""
        found = [part.split("</span>")[0].rsplit(">", 1)[1] for part in chunk.split('class="api-badge"')[1:]]
        if found:
            out[hid] = found
    return out


def test_badges_say_when_a_name_arrived_or_left(site: Site) -> None:
    old = PAGE.replace("    ## `renderAsync`\n\n", "")
    site.write({"2.x/docs/api.md": PAGE.replace("    ## `legacyQuery`\n\n", ""), "1.x/docs/api.md": old}, sidebar=["/docs/api"])
    files, reporter = compile_site(site.root, api=API)
    assert reporter.errors == []
    assert badges_of(files, "2.x/pages/docs/api.json") == {"renderasync": ["2.1+"]}
    assert badges_of(files, "1.x/pages/docs/api.json") == {"tobeshiny-and-render": ["1.1+"], "legacyquery": ["removed in 2"]}
    twin = files["1.x/md/docs/api.md"].decode()
    assert "\n### `toBeShiny()` and `render()` (added in 1.1)\n" in twin
    assert "\n## `legacyQuery` (removed in 2)\n" in twin


def test_a_name_the_version_does_not_export_fails_the_build_at_its_heading(site: Site) -> None:
    site.write({"2.x/docs/api.md": PAGE}, sidebar=["/docs/api"])
    _, reporter = compile_site(site.root, api=API)
    assert [str(e) for e in reporter.errors] == [
        "content/2.x/docs/api.md:12:4: error: `legacyQuery` is documented for 2.x, but 2.1.4 does not export it "
        "(exported by 1.0 to 1.1): remove the heading or move it to the version that has it"
    ]


def test_without_an_api_history_there_are_no_badges(site: Site) -> None:
    site.write({"2.x/docs/api.md": PAGE}, sidebar=["/docs/api"])
    files, reporter = site.compile()
    assert reporter.errors == []
    assert badges_of(files, "2.x/pages/docs/api.json") == {}


def test_api_changes_table_lists_what_the_version_added_and_removed(site: Site) -> None:
    page = "---\ntitle: Overview\n---\n# Overview\n\n:::api-changes 1.x\n:::\n"
    site.write({"2.x/docs/api.md": page}, sidebar=["/docs/api"])
    files, reporter = compile_site(site.root, api=API)
    assert reporter.errors == []
    html = json.loads(files["2.x/pages/docs/api.json"])["html"]
    assert '<table tabindex="0" data-api-changes="1.x">' in html
    assert "<tr><td><code>renderAsync</code></td><td>export</td><td>Added in 2.1</td></tr>" in html
    assert "<tr><td><code>legacyQuery</code></td><td>export</td><td>Removed in 2.0</td></tr>" in html
    assert "toBeShiny" not in html and "<code>render</code>" not in html
    assert files["2.x/md/docs/api.md"].decode().endswith(
        "| API | Kind | Change |\n| --- | --- | --- |\n| `renderAsync` | export | Added in 2.1 |\n| `legacyQuery` | export | Removed in 2.0 |\n"
    )


def test_api_changes_naming_a_version_without_releases_is_an_error(site: Site) -> None:
    site.write({"2.x/docs/api.md": "# Overview\n\n:::api-changes 7.x\n:::\n"}, sidebar=["/docs/api"])
    _, reporter = compile_site(site.root, api=API)
    assert [str(e) for e in reporter.errors] == [
        "content/2.x/docs/api.md:3:1: error: no releases to compare between 7.x and 2.x: name an older version such as 12.x"
    ]


def test_api_changes_of_a_version_with_no_release_pinned_yet_warn_and_stay_empty(site: Site) -> None:
    # A version just cut: its pages compare with the former default, whose releases are pinned.
    only_1x = ApiHistory.model_validate({**API.model_dump(), "releases": ["1.0", "1.1"], "versions": {"1.0": "1.0.3", "1.1": "1.1.0"}})
    site.write({"2.x/docs/api.md": "# Overview\n\n:::api-changes 1.x\n:::\n"}, sidebar=["/docs/api"])
    files, reporter = compile_site(site.root, api=only_1x)
    assert reporter.errors == []
    assert [str(w) for w in reporter.warnings] == [
        "content/2.x/docs/api.md:3:1: warning: no release of 2.x is pinned yet (packages/api-history/releases.bzl): the api-changes table is empty until one is"
    ]
    assert '<table tabindex="0" data-api-changes="1.x">' in json.loads(files["2.x/pages/docs/api.json"])["html"]
