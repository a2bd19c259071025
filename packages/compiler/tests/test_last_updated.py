"""Commit dates from the workspace status reach the pages that have them, only when configured."""

from __future__ import annotations

import json

from conftest import Site
from docs_compiler.stages import last_updated


def test_parse_normalizes_to_utc_and_skips_garbage() -> None:
    text = "13.x/docs/a.md=2025-03-01T23:30:00-02:00 13.x/docs/b.md=yesterday 13.x/docs/c.md=2025-01-02T03:04:05+00:00"
    assert last_updated.parse(text) == {"13.x/docs/a.md": "2025-03-02T01:30:00Z", "13.x/docs/c.md": "2025-01-02T03:04:05Z"}
    assert last_updated.parse("") == {}


def test_pages_carry_their_date_and_edit_link_when_configured(site: Site) -> None:
    site.write({"2.x/docs/intro.md": "---\ntitle: Intro\n---\n# Intro\n", "2.x/docs/other.md": "# Other\n"})
    yaml = site.root / "site.yaml"
    dates = {"2.x/docs/intro.md": "2025-01-02T03:04:05Z"}
    files, _ = site.compile_with(dates)
    assert "lastUpdatedTime" not in json.loads(files["2.x/pages/docs/intro.json"]), "lastUpdated is off by default"
    yaml.write_text(yaml.read_text() + "lastUpdated: true\neditLink:\n  docRepoBaseUrl: https://example.com/r/edit/main/content/\n")
    files, reporter = site.compile_with(dates)
    assert reporter.errors == []
    intro = json.loads(files["2.x/pages/docs/intro.json"])
    assert intro["lastUpdatedTime"] == "2025-01-02T03:04:05Z"
    assert intro["editUrl"] == "https://example.com/r/edit/main/content/2.x/docs/intro.md"
    assert "lastUpdatedTime" not in json.loads(files["2.x/pages/docs/other.json"]), "no commit, no date"
