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


def to_text(fragment: str) -> str:
    """Plain text of rendered HTML, block boundaries kept as spaces."""
    fragment = _NOISE.sub(" ", _ANCHOR.sub("", fragment))
    fragment = _TAG.sub("", _BLOCK_END.sub(" ", fragment))
    return " ".join(html.unescape(fragment).split())


def sections(title: str, route: str, body_html: str, toc: list[TocEntry]) -> list[SearchDocument]:
    """One document for the text before the first heading, then one per heading."""
    depth_of = {t.id: t for t in toc}
    docs: list[SearchDocument] = []
    marks = list(_HEADING.finditer(body_html))
    intro = to_text(body_html[: marks[0].start() if marks else len(body_html)])
    docs.append(SearchDocument(id=route, title=title, header="", headers=[], content=intro, route_path=route, anchor=""))
    trail: list[TocEntry] = []
    for i, m in enumerate(marks):
        entry = depth_of.get(m.group(2))
        if entry is None:
            continue
        trail = [t for t in trail if t.depth < entry.depth] + [entry]
        end = marks[i + 1].start() if i + 1 < len(marks) else len(body_html)
        heading_end = body_html.find(f"</h{m.group(1)}>", m.end())
        content = to_text(body_html[heading_end:end]) if heading_end >= 0 else ""
        docs.append(SearchDocument(
            id=f"{route}#{entry.id}",
            title=title,
            header=entry.text,
            headers=[t.text for t in trail],
            content=content,
            route_path=route,
            anchor=entry.id,
        ))
    return docs
