"""Quick info on TypeScript blocks (plugins/quick_info.py, stages/api_links.py): the real compiler
on real Markdown, given quick info as the type check writes it (examples/types_page.cjs)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from conftest import Site
from docs_compiler.checks.errors import Reporter
from docs_compiler.markdown import markup
from docs_compiler.models import ApiLinks, PageArtifact, PageQuickInfo, QuickInfo
from docs_compiler.stages.api_links import names_of
from docs_compiler.markdown.parser import MarkdownStage
from docs_compiler.stages import examples
from docs_compiler.stages.runner import Runner, content_files

API_PAGE = """\
# Queries

## `*ByRole`

Finds by role.

### `userEvent.setup()`

Sets up.

## Picking a query

Prose, not an API.
"""

GUIDE = """\
# Guide

Text.

```tsx
# import { screen } from 'lib';
const button = screen.getByRole('button');
```

```bash
npm test
```
"""
# Line 5 is the fence; line 6 is hidden; line 7 is the first row a reader sees.
SIGNATURE = "(property) getByRole: (predicate: ByRoleMatcher) => Instance<T>"
INFOS = [
    QuickInfo(text="(alias) const screen: Screen", doc="The rendered <root>."),
    QuickInfo(text="const button: Instance", doc=""),
    QuickInfo(text=SIGNATURE, doc="", api="screen.getByRole"),
]
# screen in the hidden import (row 0), then button, screen and getByRole on row 1.
SPANS = [(0, 9, 6, 0), (1, 6, 6, 1), (1, 15, 6, 0), (1, 22, 9, 2)]


def quick_info_of(root: Path) -> PageQuickInfo:
    """The guide's quick info as the type check writes it: under the key the examples stage gives
    its block."""
    file = root / "2.x/docs/guide.md"
    extracted = examples.extract(file, "2.x/docs/guide.md", file.read_text(), {}, MarkdownStage(), Reporter(root))
    assert list(extracted.keys) == [5]
    return PageQuickInfo(source="2.x/docs/guide.md", infos=INFOS, blocks={extracted.keys[5]: SPANS})


def compile_guide(root: Path, with_quick_info: bool = True, guide: str = GUIDE) -> tuple[PageArtifact, Reporter]:
    Site(root).write({"2.x/docs/api/queries.md": API_PAGE, "2.x/docs/guide.md": GUIDE})
    quick_info = quick_info_of(root) if with_quick_info else None
    (root / "2.x/docs/guide.md").write_text(guide)
    runner, reporter = Runner(root), Reporter(root)
    site = runner.site(content_files(root), reporter, True)
    assert site is not None and not reporter.errors
    links = runner.api_links(["2.x/docs/api/queries.md"], reporter)
    page = runner.page(site.settings, "2.x/docs/guide.md", (root / "2.x/docs/guide.md").read_bytes(), reporter, quick_info, links)
    assert page is not None
    return page, reporter


def code_text(markup: str) -> str:
    """What a reader sees of the page's first code block, and the copy button copies."""
    pre = re.search(r"<pre[^>]*><code>(.*?)</code></pre>", markup, re.S)
    assert pre
    return html.unescape(re.sub(r"<[^>]+>", "", pre.group(1)))


def test_each_resolved_identifier_a_reader_sees_is_described_by_its_tooltip(tmp_path: Path) -> None:
    page, reporter = compile_guide(tmp_path)
    assert not reporter.errors
    marked = re.findall(r'<(span|a) ([^>]*)class="[^"]*\bqi\b[^"]*">([^<]*)</\1>', page.html)
    # The hidden line's `screen` is not shown, so it is not marked; the rows after it moved up.
    assert [text for _, _, text in marked] == ["button", "screen", "getByRole"]
    # The tooltips are the body's tips, not its HTML: the browser adds them on the first sign of interest.
    assert "qi-tip" not in page.html
    tips = dict(re.findall(r'<div class="qi-tip" role="tooltip" id="([\w-]+)" popover="manual">(.*?)</div>', page.tips))
    described = [re.search(r'aria-describedby="([\w-]+)"', attrs).group(1) for _, attrs, _ in marked]  # type: ignore[union-attr]
    assert [html.unescape(re.sub(r"<[^>]+>", " ", tips[d])).strip() for d in described] == [
        "const button: Instance", "(alias) const screen: Screen  The rendered <root>.", SIGNATURE,
    ]
    assert len(tips) == 3, "one tooltip per quick info, however often it is used"
    assert f'class="{markup.QUICK_INFO_TIP}"' in page.tips and re.search(rf'class="\w+ {markup.QUICK_INFO}"', page.html)  # the markup contract's names
    # Not an API name: focusable on its own. An API name: a link to where it is documented.
    assert 'tabindex="0"' in marked[0][1] and marked[2][0] == "a"
    assert 'href="/t/docs/api/queries#byrole"' in marked[2][1] and 'data-route="/docs/api/queries#byrole"' in marked[2][1]


def test_the_code_its_copy_twin_and_search_text_stay_as_they_were(tmp_path: Path) -> None:
    with_info, _ = compile_guide(tmp_path / "a")
    without, _ = compile_guide(tmp_path / "b", with_quick_info=False)
    assert code_text(with_info.html) == code_text(without.html) == "const button = screen.getByRole('button');\n"
    assert with_info.markdown == without.markdown
    assert with_info.sections == without.sections
    assert "qi" not in without.html


def test_a_block_keeps_its_quick_info_where_it_moves_and_loses_it_when_it_changes(tmp_path: Path) -> None:
    moved, _ = compile_guide(tmp_path / "a", guide=GUIDE.replace("Text.", "Text.\n\nA new paragraph."))
    assert re.search(r'aria-describedby="qi-\d+" class="\w+ qi">button<', moved.html)
    changed, _ = compile_guide(tmp_path / "b", guide=GUIDE.replace("'button'", "'link'"))
    assert "qi" not in changed.html


def test_an_api_link_is_checked_like_any_link(tmp_path: Path) -> None:
    page, _ = compile_guide(tmp_path)
    assert [(link.route, link.anchor, link.line, link.column) for link in page.links] == [("/docs/api/queries", "byrole", 7, 23)]


def test_an_api_page_documents_the_names_its_headings_hold(tmp_path: Path) -> None:
    Site(tmp_path).write({"2.x/docs/api/queries.md": API_PAGE})
    links = Runner(tmp_path).api_links(["2.x/docs/api/queries.md"], Reporter(tmp_path))
    assert links == ApiLinks(links={
        **{f"{p}ByRole": "/docs/api/queries#byrole" for p in ("get", "getAll", "query", "queryAll", "find", "findAll")},
        "setup": "/docs/api/queries#usereventsetup",
        "userEvent.setup": "/docs/api/queries#usereventsetup",
    })


@pytest.mark.parametrize(("heading", "names"), [
    ("`render`", ["render"]),
    ("`toBeExpanded()` and `toBeCollapsed()`", ["toBeExpanded", "toBeCollapsed"]),
    ("`fireEvent.press`", ["fireEvent.press"]),
    ("Picking a query", []),
    ("`render` options", []),
])
def test_only_a_heading_of_api_names_documents_them(heading: str, names: list[str]) -> None:
    assert names_of(heading) == names
