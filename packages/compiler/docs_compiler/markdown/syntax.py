"""The site's own syntaxes and their renderings: each plugin registers how its token type renders.

mistune lets a plugin register a token's HTML method on its renderer; a page's token tree is
also walked into its Markdown twin and its search text. A plugin registers all three renderings
here by its token's name (the HTML one takes the token and the state, so it can reach the page),
so the renderers dispatch on the name and only the plugin's file knows the shape of its attrs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from mistune.core import BlockState

Token = dict[str, Any]
"""A mistune token: `type`, and `attrs`, `children`, `text` or `raw` as its type has them."""


class HtmlWriter(Protocol):
    """What an HTML rendering may ask of the page's HTML renderer."""

    def render_tokens(self, tokens: list[Token], state: BlockState) -> str: ...


class TwinWriter(Protocol):
    """What a twin rendering may ask of the page's Markdown twin renderer."""

    def render_children(self, token: Token, state: BlockState) -> str: ...


class SearchText(Protocol):
    """What a search rendering may ask of the walker that cuts a page into search sections."""

    def add(self, text: str) -> None:
        """Adds text to the current section."""

    def blocks(self, tokens: list[Token]) -> None:
        """Walks block tokens into the current section (and the sections their headings open)."""

    def name(self, code: str) -> None:
        """Names an API the current section documents."""


HtmlRendering = Callable[[HtmlWriter, Token, BlockState], str]
TwinRendering = Callable[[TwinWriter, Token, BlockState], str]
SearchRendering = Callable[[SearchText, Token], None]
Suffix = Callable[[Mapping[str, Any]], str]
"""Text a plugin adds after a token type it does not own, from that token's attrs."""

# By token type. Token types are the site's, not one parser's: every Markdown instance registers
# the same functions, so a second registration changes nothing.
_HTML: dict[str, HtmlRendering] = {}
_TWIN: dict[str, TwinRendering] = {}
_SEARCH: dict[str, SearchRendering] = {}
_HTML_SUFFIX: dict[str, Suffix] = {}
_TWIN_SUFFIX: dict[str, Suffix] = {}


def register(name: str, *, html: HtmlRendering, twin: TwinRendering, search: SearchRendering | None = None) -> None:
    """Registers a token type's renderings (a plugin's `plugin(md)` does); without `search`, the
    search walker reads the token's children."""
    _HTML[name], _TWIN[name] = html, twin
    if search:
        _SEARCH[name] = search


def register_suffix(name: str, *, html: Suffix, twin: Suffix) -> None:
    """Registers what follows the rendering of another plugin's or mistune's token type."""
    _HTML_SUFFIX[name], _TWIN_SUFFIX[name] = html, twin


def html(name: str) -> HtmlRendering | None:
    return _HTML.get(name)


def twin_renderings() -> dict[str, TwinRendering]:
    return dict(_TWIN)


def search(name: str) -> SearchRendering | None:
    return _SEARCH.get(name)


def html_suffix(name: str, attrs: Mapping[str, Any]) -> str:
    suffix = _HTML_SUFFIX.get(name)
    return suffix(attrs) if suffix else ""


def twin_suffix(name: str, attrs: Mapping[str, Any]) -> str:
    suffix = _TWIN_SUFFIX.get(name)
    return suffix(attrs) if suffix else ""
