"""Markdown twins: fixtures/render/<case>.md compiles to the twin fixtures/twin/<case>.md.

The same inputs as the HTML golden tests, so every construct the site renders has a checked twin.
Set UPDATE_GOLDEN=1 to rewrite the twins after a deliberate change, then review the diff.
"""

from __future__ import annotations

import os
import re

from collections.abc import Iterator
from typing import Any

import mistune
import pytest

from conftest import FIXTURES, Site
from test_render_golden import CASES, SUPPORT



def html_in(twin: str) -> list[str]:
    """The HTML a Markdown parser finds in the twin (code blocks and spans hold none): none may be there."""
    tokens = mistune.create_markdown(renderer=None, plugins=["table", "strikethrough", "footnotes"])(twin)
    return [str(t["raw"]) for t in _walk(tokens if isinstance(tokens, list) else []) if t["type"] in ("inline_html", "block_html")]


def _walk(tokens: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for token in tokens:
        yield token
        yield from _walk(token.get("children", []))


@pytest.mark.parametrize("case", CASES)
def test_twin_golden_and_clean(case: str, site: Site) -> None:
    source = (FIXTURES / "render" / f"{case}.md").read_text()
    files, reporter = site.write({**SUPPORT, f"2.x/docs/{case}.md": source}).compile()
    assert reporter.errors == []
    twin = files[f"2.x/md/docs/{case}.md"].decode()
    golden = FIXTURES / "twin" / f"{case}.md"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(twin)
    assert twin == golden.read_text()
    # Whatever the fixture: the twin is clean Markdown.
    assert twin.startswith(f"# {source.split('title: ')[1].splitlines()[0]}\n")
    assert not twin.startswith("---")
    assert html_in(twin) == []
    assert ":::" not in twin
    assert re.findall(r"\]\((?!https?://)[^)]*\)", twin) == [], "every link is absolute"


def test_home_twin_lists_hero_and_features(site: Site) -> None:
    home = """\
        ---
        pageType: home
        description: Home of the docs.
        hero:
          name: Fixture Site
          text: Tests people trust
          actions:
            - text: Start
              link: /docs/target
        features:
          - title: Fast
            details: Runs in Node.
        ---
        """
    files, reporter = site.write({**SUPPORT, "2.x/index.md": home}).compile()
    assert reporter.errors == []
    assert files["2.x/md/index.md"].decode() == (
        "# Fixture Site\n\n> Home of the docs.\n\nTests people trust\n\n"
        "- [Start](https://docs.example.com/t/docs/target)\n\n- **Fast**: Runs in Node.\n"
    )
