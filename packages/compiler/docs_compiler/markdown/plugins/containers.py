"""Colon-fenced containers: callouts (:::tip Title), tabs (::::tabs / :::tab) and :::install."""

from __future__ import annotations

import re
import shlex
from typing import Any, Match

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState
from mistune.util import escape

from .. import highlight
from ..markup import TAB_GROUP, TAB_VALUE, TABS, TABS_LIST, TABS_PANEL

from ..context import page_of
from ..positions import where

CALLOUTS = ("note", "tip", "info", "warning", "caution", "danger")
PATTERN = r"^ {0,3}(?P<ct_mark>:{3,})(?P<ct_name>[A-Za-z][\w-]*)(?P<ct_args>[^\n]*)$"
# Package managers and how each adds packages: (name, command, dev flag).
PACKAGE_MANAGERS = (
    ("npm", "npm install", "--save-dev"),
    ("yarn", "yarn add", "--dev"),
    ("pnpm", "pnpm add", "--save-dev"),
    ("bun", "bun add", "--dev"),
)


def _find_close(src: str, start: int, mark: str) -> tuple[int, int]:
    """(start of the closing line, end after it) for a fence, honouring nesting of equal fences."""
    opener = re.compile(r" {0,3}" + mark + r"[A-Za-z]")
    closer = re.compile(r" {0,3}" + mark + r"[ \t]*$")
    depth = 0
    pos = start
    while pos < len(src):
        end = src.find("\n", pos)
        line = src[pos:] if end == -1 else src[pos:end]
        nxt = len(src) if end == -1 else end + 1
        if closer.fullmatch(line):
            if depth == 0:
                return pos, nxt
            depth -= 1
        elif opener.match(line) and not line.lstrip().startswith(mark + ":"):
            depth += 1
        pos = nxt
    return len(src), len(src)


def _children(block: BlockParser, text: str, state: BlockState) -> list[dict[str, Any]]:
    child = state.child_state(text)
    rules = block.rules
    if state.depth() >= block.max_nested_level - 1:
        rules = [r for r in rules if r != "container"]
    block.parse(child, rules)
    return child.tokens


def parse_container(md: Markdown, block: BlockParser, m: Match[str], state: BlockState) -> int:
    page = page_of(state)
    mark, name, args = m.group("ct_mark"), m.group("ct_name").lower(), m.group("ct_args").strip()
    opener = where(state, m.start())
    text_start = m.end() + 1
    close_start, end = _find_close(state.src, text_start, mark)
    if close_start >= len(state.src) and end == len(state.src):
        page.report(opener, f"'{mark}{name}' is never closed: add a line with {mark} after its content")
    inner = state.src[text_start:close_start] if text_start <= close_start else ""
    if name in CALLOUTS:
        state.append_token({
            "type": "callout",
            "attrs": {"kind": name, "title": args or name.capitalize()},
            "children": _children(block, inner, state),
        })
    elif name == "install":
        flags = args.split()
        unknown = [f for f in flags if f != "dev"]
        if unknown:
            page.report(opener, f"unknown install option '{unknown[0]}': the only option is dev")
        packages = inner.split()
        if not packages:
            page.report(opener, "install block lists no package: put package names between the fences")
        state.append_token({"type": "install", "attrs": {"packages": packages, "dev": "dev" in flags, "uid": page.next_id()}})
    elif name == "tabs":
        try:
            options = dict(o.partition("=")[::2] for o in shlex.split(args))
        except ValueError as e:  # an unbalanced quote
            page.report(opener, f"tabs options cannot be read ({str(e).lower()}): write them as group=\"name\"")
            options = {}
        uid = page.next_id()
        tabs = [t for t in _children(block, inner, state) if t["type"] != "blank_line"]
        labels = []
        for i, tab in enumerate(tabs):
            if tab["type"] != "tab":
                page.report(opener, "a tabs block may only contain :::tab blocks")
                continue
            tab["attrs"].update(uid=uid, index=i)
            labels.append(tab["attrs"]["label"])
        state.append_token({"type": "tabs", "attrs": {"group": options.get("group", ""), "labels": labels, "uid": uid}, "children": tabs})
    elif name == "tab":
        if not args:
            page.report(opener, "a tab needs a label: :::tab Label")
        state.append_token({"type": "tab", "attrs": {"label": args or "Tab", "uid": 0, "index": 0}, "children": _children(block, inner, state)})
    else:
        page.report(opener, f"unknown block ':::{name}': use one of {', '.join(CALLOUTS)}, install, tabs")
        state.append_token({"type": "paragraph", "text": escape(inner)})
    return end


def render_callout(renderer: Any, text: str, kind: str, title: str) -> str:
    return (
        f'<div class="callout" data-kind="{kind}">'
        f'<p class="callout-title">{escape(title)}</p>'
        f'<div class="callout-body">{text}</div></div>\n'
    )


def tablist(uid: int, labels: list[str], group: str) -> str:
    buttons = "".join(
        f'<button type="button" role="tab" id="tab-{uid}-{i}" aria-controls="panel-{uid}-{i}" '
        f'aria-selected="{"true" if i == 0 else "false"}" tabindex="{0 if i == 0 else -1}" '
        f'{TAB_VALUE}="{escape(label)}">{escape(label)}</button>'
        for i, label in enumerate(labels)
    )
    return f'<div class="{TABS}" {TAB_GROUP}="{escape(group)}"><div class="{TABS_LIST}" role="tablist">{buttons}</div>'


def panel(uid: int, index: int, label: str, html: str) -> str:
    hidden = "" if index == 0 else " hidden"
    return (
        f'<div class="{TABS_PANEL}" role="tabpanel" id="panel-{uid}-{index}" aria-labelledby="tab-{uid}-{index}" '
        f'{TAB_VALUE}="{escape(label)}"{hidden}>{html}</div>'
    )


def render_tabs(renderer: Any, text: str, group: str, labels: list[str], uid: int) -> str:
    return tablist(uid, labels, group) + text + "</div>\n"


def render_tab(renderer: Any, text: str, label: str, uid: int, index: int) -> str:
    return panel(uid, index, label, text)


def install_commands(packages: list[str], dev: bool) -> list[tuple[str, str]]:
    """(package manager, command line) for each package manager an install block offers."""
    return [(pm, " ".join([command, *([dev_flag] if dev else []), *packages])) for pm, command, dev_flag in PACKAGE_MANAGERS]


def plugin(md: Markdown) -> None:
    md.block.register("container", PATTERN, lambda block, m, state: parse_container(md, block, m, state), before="fenced_code")
    # A step of a numbered list or a quote may hold a callout or an install block too.
    md.block.insert_rule(md.block.list_rules, "container", before="fenced_code")
    md.block.insert_rule(md.block.block_quote_rules, "container", before="fenced_code")
    renderer = md.renderer
    assert renderer is not None, "plugins go on a Markdown with a renderer"
    renderer.register("callout", render_callout)
    renderer.register("tabs", render_tabs)
    renderer.register("tab", render_tab)
    # An install block's code blocks need the page (the copy button's name): DocsRenderer renders it.
