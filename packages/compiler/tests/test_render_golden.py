"""Golden tests: fixtures/render/<case>.md compiles to fixtures/render/<case>.html.

A new case is a new pair of files. Set UPDATE_GOLDEN=1 to rewrite the .html files after a
deliberate change, then review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conftest import FIXTURES, Site

CASES = sorted(p.stem for p in (FIXTURES / "render").glob("*.md"))
SUPPORT = {
    "2.x/docs/target.md": "---\ntitle: Target\n---\n# Target\n\n## Anchor here\n",
    "1.x/docs/old.md": "---\ntitle: Old\n---\n# Old\n",
    "2.x/index.md": "---\npageType: home\n---\n",
    "public/img/owl.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
}


@pytest.mark.parametrize("case", CASES)
def test_golden(case: str, site: Site) -> None:
    source = (FIXTURES / "render" / f"{case}.md").read_text()
    files, reporter = site.write({**SUPPORT, f"2.x/docs/{case}.md": source}).compile()
    assert reporter.errors == []
    page = next(json.loads(v) for k, v in files.items() if k == f"2.x/pages/docs/{case}.json")
    actual = page["html"] + "\n<!-- toc -->\n" + json.dumps(page["toc"], indent=1) + "\n"
    golden = FIXTURES / "render" / f"{case}.html"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        golden.write_text(actual)
    assert actual == golden.read_text()


def test_every_case_has_a_golden() -> None:
    missing = [c for c in CASES if not (FIXTURES / "render" / f"{c}.html").exists()]
    assert missing == []
