"""Heading ids (slugs or {#custom-id}), the page outline, and the heading title."""

from __future__ import annotations

import html
import re
from typing import Any, Iterator

from mistune import Markdown
from mistune.core import BlockState

from ...models import TocEntry

from ..context import page_of
from ..positions import text_place

CUSTOM_ID = re.compile(r"\s*\{#([A-Za-z][\w-]*)\}\s*$")


def plain(text: str) -> str:
    """Heading Markdown as plain text: no code ticks, emphasis, link syntax or tags."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"[`*]|(?<!\w)_+|_+(?!\w)", "", text)
    return " ".join(html.unescape(text).split())


def slugify(text: str) -> str:
    """Anchor id: lower case, punctuation other than - and _ dropped, spaces to dashes.

    Never with a leading underscore: ids that start with one are the web app's own (#_root, #_main),
    so a heading can never take them.
    """
    slug = re.sub(r"[^\w\- ]", "", text.lower(), flags=re.UNICODE)
    return "-".join(slug.split()).lstrip("_") or "section"


def escape_markup(text: str) -> str:
    """Escapes raw HTML in heading text (outside code spans): headings are never trusted markup."""
    parts = re.split(r"(`+[^`]*`+)", text)
    return "".join(p if p.startswith("`") else p.replace("<", "&lt;").replace(">", "&gt;") for p in parts)


def _walk(tokens: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for token in tokens:
        yield token
        if "children" in token and token["type"] != "heading":
            yield from _walk(token["children"])


def _assign_ids(md: Markdown, state: BlockState) -> None:
    assign_ids(state)


def assign_ids(state: BlockState) -> None:
    """Gives each heading of a parse its id (and the page its outline and title)."""
    page = page_of(state)
    for token in _walk(state.tokens):
        if token["type"] != "heading":
            continue
        level = token["attrs"]["level"]
        raw = token["text"]
        custom = CUSTOM_ID.search(raw)
        if custom:
            raw = raw[: custom.start()]
            token["text"] = raw
        text = plain(raw)
        token["text"] = escape_markup(raw)
        if level == 1:
            if not page.heading_title:
                page.heading_title = text
            continue
        hid = custom.group(1) if custom else slugify(text)
        if hid in page.ids:
            if custom:
                page.report(text_place(token, custom.start(1) - 2, page.body_start), f"duplicate heading id '{hid}': ids must be unique on a page")
            n = 1
            while f"{hid}-{n}" in page.ids:
                n += 1
            hid = f"{hid}-{n}"
        page.ids.add(hid)
        token["attrs"]["id"] = hid
        if 2 <= level <= 4:
            page.toc.append(TocEntry(text=text, id=hid, depth=level))


def plugin(md: Markdown) -> None:
    md.before_render_hooks.append(_assign_ids)
