"""Markdown twins: fixtures/render/<case>.md compiles to the twin fixtures/twin/<case>.md.

The same inputs as the HTML golden tests, so every construct the site renders has a checked twin.
Set UPDATE_GOLDEN=1 to rewrite the twins after a deliberate change, then review the diff.
"""

from __future__ import annotations

import os
import re

import pytest

from conftest import FIXTURES, Site
from docs_compiler.markdown.twin import code_flags
from test_render_golden import CASES, SUPPORT

# A tag; `\<` is an escaped, literal angle bracket.
_TAG = re.compile(r"(?<!\\)</?[A-Za-z][^>]*>")


def prose(twin: str) -> str:
    """The twin without its fenced code blocks and code spans: where HTML must never appear."""
    return "\n".join(re.sub(r"(`+).*?\1", "", line) for line, in_code in code_flags(twin) if not in_code)


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
    assert _TAG.findall(prose(twin)) == []
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
