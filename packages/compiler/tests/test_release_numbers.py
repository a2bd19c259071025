"""Release numbers in prose (plugins/release_numbers.py): fixtures/release-numbers/page.md, built
against a made-up API history and line of releases, fails exactly where page.errors says."""

from __future__ import annotations

import json

from conftest import FIXTURES, Site
from docs_compiler.models import ApiHistory
from docs_compiler.stages.runner import compile_site

HERE = FIXTURES / "release-numbers"
LINEAGE = ["1.0.0", "1.1.0", "1.1.1", "1.1.2", "2.0.0", "2.0.1", "2.1.0"]
API = ApiHistory.model_validate_json((FIXTURES / "claims" / "api-history.json").read_bytes()).model_copy(update={"lineage": LINEAGE})


def _errors(site: Site, page: str, api: ApiHistory = API) -> list[str]:
    site.write({"2.x/docs/release-numbers.md": page}, sidebar=["/docs/release-numbers"])
    _, reporter = compile_site(site.root, api=api)
    return [str(e).partition("release-numbers.md:")[2] for e in reporter.errors]


def test_unchecked_numbers_fail_where_the_golden_file_says(site: Site) -> None:
    expected = (HERE / "page.errors").read_text().splitlines()
    assert _errors(site, (HERE / "page.md").read_text()) == expected


def test_a_page_whose_every_number_is_checked_builds_and_shows_no_mark(site: Site) -> None:
    lines = (HERE / "page.md").read_text().split("\n\n")
    right = "\n\n".join(p for p in lines if "Wrong" not in p and "unknown" not in p and "2.0.0 | an untested" not in p
                        and "claim=first" not in p and "claim=minor" not in p)
    right = right.replace("| 2.0.0 | an untested change |\n", "")
    site.write({"2.x/docs/release-numbers.md": right}, sidebar=["/docs/release-numbers"])
    files, reporter = compile_site(site.root, api=API)
    assert reporter.errors == []
    data = json.loads(files["2.x/pages/docs/release-numbers.json"])
    assert "this page compares 1.0.0 with 2.1.0." in data["html"] and "{history}" not in data["html"]
    # A claim's test says which releases it runs on.
    assert "it passes on 1.1.1 and fails on the release before it. It also runs against" in data["tips"]
    assert "it passes on 1.1.0 and fails on the release before it; it fails on 2.0.0 and passes on the release before it." in data["tips"]


def test_without_a_line_of_releases_nothing_is_read(site: Site) -> None:
    assert not any("release 1.1.0 is not checked" in e for e in _errors(site, (HERE / "page.md").read_text(), API.model_copy(update={"lineage": []})))
