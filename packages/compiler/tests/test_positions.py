"""Source positions from the parser: on every construct the render fixtures use, each token says
where it is written, checked against the page's own lines (no search: the test reads the line the
token names and looks at that column)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote

import pytest

from conftest import FIXTURES
from docs_compiler.checks.errors import Reporter
from docs_compiler.markdown.context import PageContext
from docs_compiler.markdown.frontmatter import split
from docs_compiler.markdown.parser import MarkdownStage
from docs_compiler.markdown.positions import Span, walk
from docs_compiler.site.routes import RouteTable

CASES = sorted(p.stem for p in (FIXTURES / "render").glob("*.md"))
# Tokens no one line of the source writes: mistune's grouping of a table's rows, and text runs.
UNPLACED = {"table_head", "table_body", "text", "softbreak", "linebreak", "emphasis", "strong", "strikethrough",
            "footnotes", "footnote_item", "footnote_ref", "task_list_item"}


def parsed(text: str) -> list[dict[str, object]]:
    page, _ = split(text)
    assert page is not None
    ctx = PageContext(
        file=Path("page.md"), text=text, body_offset=page.body_offset, version="2.x", source="2.x/docs/page.md",
        relative_path="docs/page.md", base="/", routes=RouteTable({}, "2.x"), reporter=Reporter(Path(".")),
        assets={}, strict=False,
    )
    return MarkdownStage().parse(page.body, ctx)[1].tokens


def at(lines: list[str], where: tuple[int, int]) -> str:
    """The source from a (line, column) on, to the end of that line."""
    line, column = where
    return lines[line - 1][column - 1:]


@pytest.mark.parametrize("case", CASES)
def test_every_token_is_placed_where_it_is_written(case: str) -> None:
    text = (FIXTURES / "render" / f"{case}.md").read_text()
    lines = text.split("\n")
    placed = 0
    for token in walk(parsed(text)):
        kind = token["type"]
        pos = token.get("pos")
        if kind in UNPLACED or (kind in ("block_code", "codespan") and pos is None and "raw" not in token):
            continue
        assert isinstance(pos, Span), f"{case}: a {kind} token has no position"
        placed += 1
        (line, column), (end_line, end_column) = pos.start, pos.end
        assert (line, column) <= (end_line, end_column), f"{case}: {kind} ends before it starts"
        written = at(lines, pos.start)
        if kind == "heading":
            assert written.startswith("#") or lines[line].lstrip().startswith(("=", "-")), (case, written)
        elif kind == "block_code" and token.get("style") == "fenced":
            assert written.lstrip().startswith(("```", "~~~")), (case, written)
        elif kind in ("link", "image"):
            assert written.startswith("!" if kind == "image" else ("[", "<", "http")), (case, kind, written)
            url = str(token["attrs"]["url"])
            where = token.get("url_pos")
            if where and not written.startswith(("<", "http")):
                assert isinstance(where, tuple)
                source = at(lines, where)
                assert source.startswith(unquote(url)) or unquote(source).startswith(unquote(url)) or "\\" in source, (case, url, source)
        elif kind == "inline_html":
            assert written.startswith(str(token["raw"])), (case, written)
        elif kind == "codespan":
            assert written.startswith("`"), (case, written)
        elif kind in ("list_item", "paragraph", "block_text", "table_cell"):
            assert written.strip(), f"{case}: a {kind} placed on a blank line"
    assert placed > 0


def test_positions_inside_containers_point_into_their_lines() -> None:
    text = "# T\n\n> - one `a`\n>   - two [x](/y)\n\n:::tip\n  ```ts\n  z\n  ```\n:::\n"
    tokens = list(walk(parsed(text)))
    link = next(t for t in tokens if t["type"] == "link")
    code = next(t for t in tokens if t["type"] == "codespan")
    fence = next(t for t in tokens if t["type"] == "block_code")
    assert link["pos"].start == (4, 11) and link["url_pos"] == (4, 15)
    assert code["pos"].start == (3, 9)
    assert fence["pos"].start == (7, 1)  # the rule starts at the line, indentation included
