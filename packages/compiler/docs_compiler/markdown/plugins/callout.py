""":::tip Title / ::: callouts: a kind, a title, and Markdown content."""

from __future__ import annotations

from typing import TypedDict, cast

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState
from mistune.util import escape

from .. import syntax, twin
from ..syntax import Token
from .colon_fence import Fence, children, register

_KINDS = ("note", "tip", "info", "warning", "caution", "danger")


class CalloutAttrs(TypedDict):
    """A `callout` token's attrs; its children are the content's block tokens."""

    kind: str
    """note, tip, info, warning, caution or danger: the callout's colour and icon."""
    title: str
    """The title as written, or the kind capitalised when none is."""


def _parse(block: BlockParser, state: BlockState, fence: Fence) -> None:
    attrs = CalloutAttrs(kind=fence.name, title=fence.args or fence.name.capitalize())
    state.append_token({"type": "callout", "attrs": attrs, "children": children(block, fence.inner, state)})


def _html(renderer: syntax.HtmlWriter, token: Token, state: BlockState) -> str:
    attrs = cast(CalloutAttrs, token["attrs"])
    return (
        f'<div class="callout" data-kind="{attrs["kind"]}">'
        f'<p class="callout-title">{escape(attrs["title"])}</p>'
        f'<div class="callout-body">{renderer.render_tokens(token["children"], state)}</div></div>\n'
    )


def _twin(renderer: syntax.TwinWriter, token: Token, state: BlockState) -> str:
    attrs = cast(CalloutAttrs, token["attrs"])
    kind, title = attrs["kind"], attrs["title"]
    label = kind.capitalize() if title.lower() == kind else f"{kind.capitalize()}: {twin.escape_text(title)}"
    return twin.quote(f"**{label}**\n\n" + renderer.render_children(token, state).strip("\n")) + "\n\n"


def _search(walker: syntax.SearchText, token: Token) -> None:
    walker.add(cast(CalloutAttrs, token["attrs"])["title"])
    walker.blocks(token["children"])


def plugin(md: Markdown) -> None:
    register(md, _KINDS, _parse)
    syntax.register("callout", html=_html, twin=_twin, search=_search)
