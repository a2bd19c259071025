"""Migration guides must name what their major removed or added, as the published releases show."""

from __future__ import annotations

from conftest import Site
from docs_compiler.models import ApiHistory
from docs_compiler.stages.runner import compile_site

API = ApiHistory.model_validate({
    "releases": ["1.0", "1.1", "2.0", "2.1"],
    "versions": {"1.0": "1.0.3", "1.1": "1.1.0", "2.0": "2.0.1", "2.1": "2.1.4"},
    "names": {
        "render": {"kind": "value", "releases": ["1.0", "1.1", "2.0", "2.1"]},
        "legacyQuery": {"kind": "value", "releases": ["1.0", "1.1"]},
        "renderAsync": {"kind": "value", "releases": ["2.1"]},
        "getByOldThing": {"kind": "query", "releases": ["1.0", "1.1"]},
        "findAllByOldThing": {"kind": "query", "releases": ["1.0", "1.1"]},
        "OldOptions": {"kind": "type", "releases": ["1.1"]},
    },
})


def warnings(site: Site, files: dict[str, str | bytes]) -> list[str]:
    site.write(files, sidebar=sorted("/" + k[4:-3] for k in files if k.startswith("2.x/")))
    _, reporter = compile_site(site.root, api=API)
    assert reporter.errors == []
    return [str(w) for w in reporter.warnings if "API change" in w.message]


def test_a_guide_lists_what_it_leaves_out(site: Site) -> None:
    assert warnings(site, {"2.x/docs/migration/v2.md": "# Migrating to 2\n\nNothing to see.\n"}) == [
        "content/2.x/docs/migration/v2.md:1:1: warning: guide leaves out 2 API change(s) the published packages show: "
        "`*ByOldThing` (removed in 2.0), `legacyQuery` (removed in 2.0); name each one"
    ]


def test_a_guide_that_names_every_change_passes_and_a_family_counts_once(site: Site) -> None:
    guide = "# Migrating to 2\n\n`legacyQuery` is gone, and so is `queryByOldThing`.\n"
    assert warnings(site, {"2.x/docs/migration/previous/v2.md": guide}) == []


def test_the_react_19_guide_names_what_the_major_added_after_its_first_minor(site: Site) -> None:
    assert warnings(site, {"2.x/docs/guides/react-19.md": "# React 19\n"}) == [
        "content/2.x/docs/guides/react-19.md:1:1: warning: guide leaves out 1 API change(s) the published packages show: "
        "`renderAsync` (added in 2.1); name each one"
    ]
