"""::::tabs / :::tab Label / ::: blocks: panels of which the reader sees one, picked by its label.

Tabs of the same `group="name"` switch together across the page (and the site, once picked).
"""

from __future__ import annotations

import shlex
from typing import TypedDict, cast

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState
from mistune.util import escape

from .. import syntax, twin
from ..context import page_of
from ..markup import TAB_GROUP, TAB_VALUE, TABS, TABS_LIST, TABS_PANEL
from ..syntax import Token
from .colon_fence import Fence, children, register


class TabsAttrs(TypedDict):
    """A `tabs` token's attrs; its children are `tab` tokens."""

    group: str
    """Tabs of one group switch together; empty: this block alone."""
    labels: list[str]
    """The tabs' labels, in order."""
    uid: int
    """The page's element id counter for this block: its tabs and panels are tab-UID-I, panel-UID-I."""


class TabAttrs(TypedDict):
    """A `tab` token's attrs; its children are the panel's block tokens."""

    label: str
    uid: int
    """Its tabs block's uid (0 for a tab outside one)."""
    index: int
    """Its place in its tabs block: the first is shown before any is picked."""


def _parse_tabs(block: BlockParser, state: BlockState, fence: Fence) -> None:
    page = page_of(state)
    args, inner = fence.args, fence.inner
    try:
        options = dict(o.partition("=")[::2] for o in shlex.split(args))
    except ValueError as e:  # an unbalanced quote
        page.report(fence.where, f"tabs options cannot be read ({str(e).lower()}): write them as group=\"name\"")
        options = {}
    uid = page.next_id()
    tabs = [t for t in children(block, inner, state) if t["type"] != "blank_line"]
    labels = []
    for i, tab in enumerate(tabs):
        if tab["type"] != "tab":
            page.report(fence.where, "a tabs block may only contain :::tab blocks")
            continue
        tab_attrs = cast(TabAttrs, tab["attrs"])
        tab_attrs["uid"], tab_attrs["index"] = uid, i
        labels.append(tab_attrs["label"])
    attrs = TabsAttrs(group=options.get("group", ""), labels=labels, uid=uid)
    state.append_token({"type": "tabs", "attrs": attrs, "children": tabs})


def _parse_tab(block: BlockParser, state: BlockState, fence: Fence) -> None:
    page = page_of(state)
    args, inner = fence.args, fence.inner
    if not args:
        page.report(fence.where, "a tab needs a label: :::tab Label")
    attrs = TabAttrs(label=args or "Tab", uid=0, index=0)
    state.append_token({"type": "tab", "attrs": attrs, "children": children(block, inner, state)})


def tablist(uid: int, labels: list[str], group: str) -> str:
    """The opening of a tabs block's HTML: its element and its row of tabs."""
    buttons = "".join(
        f'<button type="button" role="tab" id="tab-{uid}-{i}" aria-controls="panel-{uid}-{i}" '
        f'aria-selected="{"true" if i == 0 else "false"}" tabindex="{0 if i == 0 else -1}" '
        f'{TAB_VALUE}="{escape(label)}">{escape(label)}</button>'
        for i, label in enumerate(labels)
    )
    return f'<div class="{TABS}" {TAB_GROUP}="{escape(group)}"><div class="{TABS_LIST}" role="tablist">{buttons}</div>'


def panel(uid: int, index: int, label: str, html: str) -> str:
    """One tab's panel, hidden unless it is the first."""
    hidden = "" if index == 0 else " hidden"
    return (
        f'<div class="{TABS_PANEL}" role="tabpanel" id="panel-{uid}-{index}" aria-labelledby="tab-{uid}-{index}" '
        f'{TAB_VALUE}="{escape(label)}"{hidden}>{html}</div>'
    )


def _tabs_html(renderer: syntax.HtmlWriter, token: Token, state: BlockState) -> str:
    attrs = cast(TabsAttrs, token["attrs"])
    return tablist(attrs["uid"], attrs["labels"], attrs["group"]) + renderer.render_tokens(token["children"], state) + "</div>\n"


def _tab_html(renderer: syntax.HtmlWriter, token: Token, state: BlockState) -> str:
    attrs = cast(TabAttrs, token["attrs"])
    return panel(attrs["uid"], attrs["index"], attrs["label"], renderer.render_tokens(token["children"], state))


def _tabs_twin(renderer: syntax.TwinWriter, token: Token, state: BlockState) -> str:
    return renderer.render_children(token, state)


def _tab_twin(renderer: syntax.TwinWriter, token: Token, state: BlockState) -> str:
    return f"**{twin.escape_text(cast(TabAttrs, token['attrs'])['label'])}**\n\n" + renderer.render_children(token, state)


def plugin(md: Markdown) -> None:
    register(md, ("tabs",), _parse_tabs)
    register(md, ("tab",), _parse_tab, offered=False)  # an author starts with tabs; a tab goes inside one
    # Search reads the panels' content, not the labels (the HTML's tab buttons).
    syntax.register("tabs", html=_tabs_html, twin=_tabs_twin)
    syntax.register("tab", html=_tab_html, twin=_tab_twin)
