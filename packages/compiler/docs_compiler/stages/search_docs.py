"""Search documents: each page split into sections at its h2-h4 headings, as plain text.

The text comes from the page's parsed token tree (the one the HTML renderer walked), never from
the rendered HTML: what a reader can find is what the author wrote, whatever markup the renderer
wraps around it (copy buttons, tab lists, permalink anchors).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import Any

from mistune.core import BlockState

from ..markdown import highlight, syntax
from ..models import SearchDocument, TocEntry
from ..markdown.plugins.headings import plain

_TAG = re.compile(r"<[^>]+>")
_ARGUMENTS = re.compile(r"\(.*\)$")
_IDENTIFIER = re.compile(r"^[@A-Za-z_$][\w$./@-]*\*?$")
# Between the code spans that open a row's first cell: `getBy`, `getAllBy` / `queryBy`.
_NAME_SEPARATOR = re.compile(r"^[\s,/]*$")
# Tokens whose content a reader never sees as text.
_SILENT = {"image", "blank_line", "thematic_break", "footnote_ref"}


@dataclass
class _Section:
    entry: TocEntry | None
    trail: list[TocEntry]
    text: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)

    def name(self, code: str) -> None:
        name = _ARGUMENTS.sub("", " ".join(html.unescape(code).split()))
        if _IDENTIFIER.match(name) and name not in self.names:
            self.names.append(name)


class _Walker:
    """Walks a page's tokens once, starting a new section at each outline heading; a plugin's
    token is read by the plugin's search rendering (syntax.SearchText is what it may call)."""

    def __init__(self, toc: list[TocEntry]) -> None:
        self.toc = {t.id: t for t in toc}
        self.sections = [_Section(None, [])]

    @property
    def current(self) -> _Section:
        return self.sections[-1]

    def blocks(self, tokens: list[dict[str, Any]]) -> None:
        for token in tokens:
            self.block(token)

    def block(self, token: dict[str, Any]) -> None:
        kind = token["type"]
        attrs = token.get("attrs", {})
        if kind == "heading" and attrs.get("id") in self.toc:
            entry = self.toc[attrs["id"]]
            trail = [t for t in self.current.trail if t.depth < entry.depth] + [entry]
            self.sections.append(_Section(entry, trail))
            return
        if kind in _SILENT:
            return
        if plugin := syntax.search(kind):
            plugin(self, token)
        elif kind == "block_code":
            code = str(token["raw"])
            title = highlight.parse_info(attrs.get("info"), len(code.splitlines()))[1]
            self.add(f"{title} {code}" if title else code)
        elif kind == "block_html":
            self.add(_TAG.sub(" ", str(token["raw"])))
        elif kind == "table_row" and token["children"]:
            self.opening_names(token["children"][0].get("children", []))
            self.blocks(token["children"])
        elif kind == "list_item" and token["children"]:
            first = token["children"][0]
            if first["type"] in ("block_text", "paragraph"):
                self.opening_names(first.get("children", [])[:1])
            self.blocks(token["children"])
        elif "children" in token and kind not in ("block_text", "paragraph", "heading", "table_cell"):
            self.blocks(token["children"])
        else:
            self.add(self.inline(token.get("children", [])) if "children" in token else str(token.get("raw", "")))

    def opening_names(self, inline: list[dict[str, Any]]) -> None:
        """Names the code spans that open a table row or list item: what that row or item documents."""
        for token in inline:
            if token["type"] == "codespan":
                self.current.name(str(token["raw"]))
            elif token["type"] == "text" and _NAME_SEPARATOR.match(str(token["raw"])):
                continue
            else:
                break

    def inline(self, tokens: list[dict[str, Any]]) -> str:
        out: list[str] = []
        for token in tokens:
            kind = token["type"]
            if kind in _SILENT:
                continue
            if kind in ("softbreak", "linebreak"):
                out.append(" ")
            elif kind == "inline_html":
                out.append(_TAG.sub("", str(token["raw"])))
            elif "children" in token:
                out.append(self.inline(token["children"]))
            else:
                out.append(str(token.get("raw", "")))
        return "".join(out)

    def add(self, text: str) -> None:
        self.current.text.append(text)

    def name(self, code: str) -> None:
        self.current.name(code)


def sections(title: str, route: str, state: BlockState, toc: list[TocEntry]) -> list[SearchDocument]:
    """One document for the text before the first heading, then one per outline heading."""
    walker = _Walker(toc)
    walker.blocks(state.tokens)
    notes = state.env.get("ref_footnotes") or {}
    for key in state.env.get("footnotes") or []:
        if key in notes:
            walker.add(plain(str(notes[key])))
    return [
        SearchDocument(
            id=f"{route}#{s.entry.id}" if s.entry else route,
            title=title,
            header=s.entry.text if s.entry else "",
            headers=[t.text for t in s.trail],
            content=" ".join(html.unescape(" ".join(s.text)).split()),
            names=s.names,
            route_path=route,
            anchor=s.entry.id if s.entry else "",
        )
        for s in walker.sections
    ]
