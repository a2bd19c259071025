"""Search documents: each page split into sections at its h2-h4 headings, as plain text."""

from __future__ import annotations

import html
import re

from .markup import COPY_CODE, HEADER_ANCHOR, TABS_LIST
from .models import SearchDocument, TocEntry

_HEADING = re.compile(r'<h([2-4]) id="([^"]+)">')
_ANCHOR = re.compile(rf'<a class="{HEADER_ANCHOR}"[^>]*>#</a>')
_NOISE = re.compile(rf'<button[^>]*class="{COPY_CODE}"[^>]*></button>|<div class="{TABS_LIST}".*?</div>', re.S)
_BLOCK_END = re.compile(r"</(p|li|h[1-6]|pre|div|tr|td|th|blockquote)>|<br\s*/?>")
_TAG = re.compile(r"<[^>]+>")
# A code span that opens a table body row's first cell or a list item names what the row or item
# documents: `delay` in an options table, `result.current` in a result table.
_OPENING_CODE = re.compile(r"<tr>\s*<td[^>]*>((?:\s*<code[^>]*>.*?</code>[\s,/]*)+)|<li>\s*(?:<p>)?\s*(<code[^>]*>.*?</code>)", re.S)
_CODE = re.compile(r"<code[^>]*>(.*?)</code>", re.S)
_ARGUMENTS = re.compile(r"\(.*\)$")
_IDENTIFIER = re.compile(r"^[@A-Za-z_$][\w$./@-]*\*?$")


def to_text(fragment: str) -> str:
    """Plain text of rendered HTML, block boundaries kept as spaces."""
    fragment = _NOISE.sub(" ", _ANCHOR.sub("", fragment))
    fragment = _TAG.sub("", _BLOCK_END.sub(" ", fragment))
    return " ".join(html.unescape(fragment).split())


def defined_names(fragment: str) -> list[str]:
    """Identifiers named by the code spans that open the fragment's table rows and list items."""
    names: list[str] = []
    for match in _OPENING_CODE.finditer(fragment):
        for code in _CODE.findall(match.group(1) or match.group(2)):
            name = _ARGUMENTS.sub("", to_text(code))
            if _IDENTIFIER.match(name) and name not in names:
                names.append(name)
    return names


def sections(title: str, route: str, body_html: str, toc: list[TocEntry]) -> list[SearchDocument]:
    """One document for the text before the first heading, then one per heading."""
    depth_of = {t.id: t for t in toc}
    docs: list[SearchDocument] = []
    marks = list(_HEADING.finditer(body_html))
    intro = body_html[: marks[0].start() if marks else len(body_html)]
    docs.append(SearchDocument(
        id=route, title=title, header="", headers=[], content=to_text(intro), names=defined_names(intro), route_path=route, anchor="",
    ))
    trail: list[TocEntry] = []
    for i, m in enumerate(marks):
        entry = depth_of.get(m.group(2))
        if entry is None:
            continue
        trail = [t for t in trail if t.depth < entry.depth] + [entry]
        end = marks[i + 1].start() if i + 1 < len(marks) else len(body_html)
        heading_end = body_html.find(f"</h{m.group(1)}>", m.end())
        body = body_html[heading_end:end] if heading_end >= 0 else ""
        docs.append(SearchDocument(
            id=f"{route}#{entry.id}",
            title=title,
            header=entry.text,
            headers=[t.text for t in trail],
            content=to_text(body),
            names=defined_names(body),
            route_path=route,
            anchor=entry.id,
        ))
    return docs
