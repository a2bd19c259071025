"""Quick info on the identifiers of TypeScript blocks: what the version's type check says each is.

The `types` check of //examples type-checks every TS/TSX block of a page against the release its
version documents and writes what each identifier it resolves is (models.PageQuickInfo, by the
block's content key, row and column; kept in examples/VERSION/quickinfo/). This plugin hands each
block its share, on the rows the reader sees (hidden
lines are not shown, so the rows after one move up), and the code renderer marks each identifier:
focusable, described by a tooltip (the page's tooltips are its body's `tips`, which the browser
adds after the body, never inside a `<pre>`: the copy button, which copies the `<pre>`'s text,
and the block's overflow are untouched). An API name documented on the version's API pages
(models.ApiLinks) is a link to its section, checked like any link.
The Markdown twin and the search text read the tokens, not this markup, so neither changes.
"""

from __future__ import annotations

import hashlib
import html
import re
from dataclasses import dataclass
from typing import Any

from mistune import Markdown
from mistune.core import BlockState
from mistune.util import escape

from ..context import PageContext, page_of
from ..markup import QUICK_INFO, QUICK_INFO_TIP, ROUTE
from ..positions import start
from . import hidden_lines
from .links import check_link

LANGUAGES = frozenset({"ts", "tsx", "typescript"})
"""The blocks the type check reads (`_check/L<line>.ts(x)` or a test file)."""
_PIECE = re.compile(r"(<[^>]*>)|([^<]+)")
_TOKEN = re.compile(r'<span class="([\w ]+)">')
"""A Pygments token's opening tag."""


@dataclass(frozen=True)
class Mark:
    """One identifier of a block as shown."""

    row: int
    """0-based row of the code as shown."""
    column: int
    length: int
    info: int
    """Index into the page's quick info."""
    line: int
    """Its line in the page file, for the link check's report."""


def block_key(code: str) -> str:
    """The key of a block's quick info: a digest of its code as run (hidden lines included)."""
    return hashlib.sha256(code.encode()).hexdigest()[:16]


def _attach(md: Markdown, state: BlockState) -> None:
    """Gives each TypeScript block the marks of its shown rows (before hidden lines are trimmed)."""
    page = page_of(state)
    if page.quick_info is None:
        return
    for token in hidden_lines.code_tokens(state.tokens):
        info_string = str(token.get("attrs", {}).get("info") or "")
        if info_string.strip().partition(" ")[0].lower() not in LANGUAGES:
            continue
        raw = str(token["raw"])
        spans = page.quick_info.blocks.get(block_key(hidden_lines.split(raw)[0] if hidden_lines.has_hidden(info_string) else raw))
        if not spans:
            continue
        by_row: dict[int, list[tuple[int, int, int]]] = {}
        for row, column, length, info in spans:
            by_row.setdefault(row, []).append((column, length, info))
        fence = start(token, page.body_start)[0]
        marks: list[Mark] = []
        shown = 0
        for k, text in enumerate(raw.split("\n")):
            if hidden_lines.is_hidden(text):
                continue
            marks += [Mark(shown, column, length, info, fence + 1 + k) for column, length, info in by_row.get(k, [])]
            shown += 1
        if marks:
            token.setdefault("attrs", {})["quick_info"] = marks


def marks_of(token: dict[str, Any]) -> list[Mark]:
    """The marks _attach gave a block_code token (none for other blocks)."""
    return list(token.get("attrs", {}).get("quick_info") or [])


def decorate(page: PageContext, markup: str, marks: list[Mark]) -> str:
    """The highlighted code with each marked identifier made focusable and described by its tooltip
    (tooltips(), once per page for every block)."""
    assert page.quick_info is not None
    infos = page.quick_info.infos
    by_row: dict[int, list[Mark]] = {}
    for mark in marks:
        by_row.setdefault(mark.row, []).append(mark)

    def attrs(mark: Mark) -> tuple[str, str]:
        """(the element that carries the quick info, with no class yet; its closing tag)."""
        tip = page.quick_tips.setdefault(mark.info, f"qi-{len(page.quick_tips)}")
        api = infos[mark.info].api
        url = (page.api_links.get(api) or page.api_links.get(api.rpartition(".")[2])) if api else None
        if url:
            check_link(page, url, (mark.line, mark.column + 1))
            href, route = _href(page, url)
            route_attr = f' {ROUTE}="{route}"' if route else ""
            return f'<a href="{href}"{route_attr} aria-describedby="{tip}"', "</a>"
        return f'<span tabindex="0" aria-describedby="{tip}"', "</span>"

    out: list[str] = []
    row, column = 0, 0
    pieces = list(_PIECE.finditer(markup))
    closing: str | None = None  # what the next tag becomes, when it closes a token made an element
    for n, m in enumerate(pieces):
        if m.group(1):
            out.append(closing or m.group(1))
            closing = None
            continue
        text = html.unescape(m.group(2))
        # A token that is the identifier whole (`<span class="nx">getByRole</span>`) becomes the
        # element: its class joins ours.
        whole = next((k for k in by_row.get(row, []) if k.column == column and k.length == len(text)), None)
        token = _TOKEN.fullmatch(out[-1]) if out else None
        if whole and token and n + 1 < len(pieces) and pieces[n + 1].group(1) == "</span>":
            head, closing = attrs(whole)
            out[-1] = f'{head} class="{token.group(1)} {QUICK_INFO}">'
            out.append(m.group(2))
            column += len(text)
            continue
        # Else split the text where marked identifiers start and end, row by row; a piece with
        # none keeps Pygments' own escaping.
        parts: list[str] = []
        wrapped = False
        for k, segment in enumerate(text.split("\n")):
            if k:
                parts.append("\n")
                row, column = row + 1, 0
            at = 0
            for mark in sorted(by_row.get(row, []), key=lambda x: x.column):
                begin, end = mark.column - column, mark.column - column + mark.length
                if begin < at or end > len(segment):
                    continue  # before this piece, or across a tag: an identifier is one token
                head, tail = attrs(mark)
                parts += [escape(segment[at:begin]), f'{head} class="{QUICK_INFO}">', escape(segment[begin:end]), tail]
                at, wrapped = end, True
            parts.append(escape(segment[at:]))
            column += len(segment)
        out.append("".join(parts) if wrapped else m.group(2))
    return "".join(out)


def tooltips(page: PageContext) -> str:
    """The tooltips of the identifiers the page's blocks marked, each once (models.PageBody.tips):
    top layer popovers, so no block's overflow clips them, added after the body, outside every
    `<pre>`."""
    if not page.quick_tips or page.quick_info is None:
        return ""
    infos = page.quick_info.infos
    return "".join(
        f'<div class="{QUICK_INFO_TIP}" role="tooltip" id="{tip}" popover="manual"><code>{escape(infos[info].text)}</code>'
        + (f"<p>{escape(infos[info].doc)}</p>" if infos[info].doc else "") + "</div>"
        for info, tip in page.quick_tips.items()
    )


def _href(page: PageContext, url: str) -> tuple[str, str | None]:
    from ..renderer import resolve_link  # the renderer imports this plugin's module

    return resolve_link(page, url)


def plugin(md: Markdown) -> None:
    # Before hidden_lines' hook, which trims the hidden rows this one counts.
    md.before_render_hooks.append(_attach)
