"""The `:::name` fence that callouts, tabs and install blocks share: its opener, closer and nesting.

One block rule reads every colon fence, so that fences of equal length nest the same way whatever
their name; the plugin that registered the name turns its content into tokens.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Match

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState
from mistune.util import escape

from ..context import page_of
from ..positions import where
from ..syntax import Token

_PATTERN = r"^ {0,3}(?P<ct_mark>:{3,})(?P<ct_name>[A-Za-z][\w-]*)(?P<ct_args>[^\n]*)$"


@dataclass(frozen=True)
class Fence:
    """A colon fence as its opening and closing lines delimit it."""

    name: str
    """The name after the colons, in lower case."""
    args: str
    """The rest of the opening line, stripped."""
    inner: str
    """The text between the opening and the closing line."""
    where: tuple[int, int]
    """Where the opening line is written, for the page's errors."""


ContainerParser = Callable[[BlockParser, BlockState, Fence], None]
"""Appends a fence's tokens to the state."""

# By name, for every Markdown instance alike (see syntax.py).
_PARSERS: dict[str, ContainerParser] = {}
_OFFERED: list[str] = []
"""The names an unknown block's error offers, in the order the plugins registered them."""


def register(md: Markdown, names: tuple[str, ...], parse: ContainerParser, offered: bool = True) -> None:
    """Registers the fence names a plugin parses (offered: named to an author who wrote an unknown one)."""
    for name in names:
        _PARSERS[name] = parse
        if offered and name not in _OFFERED:
            _OFFERED.append(name)
    if "container" not in md.block.rules:
        md.block.register("container", _PATTERN, _parse, before="fenced_code")
        # A step of a numbered list or a quote may hold a callout or an install block too.
        md.block.insert_rule(md.block.list_rules, "container", before="fenced_code")
        md.block.insert_rule(md.block.block_quote_rules, "container", before="fenced_code")


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


def children(block: BlockParser, text: str, state: BlockState) -> list[Token]:
    """The block tokens of a fence's content (at the nesting limit, without further fences)."""
    child = state.child_state(text)
    rules = block.rules
    if state.depth() >= block.max_nested_level - 1:
        rules = [r for r in rules if r != "container"]
    block.parse(child, rules)
    return child.tokens


def _parse(block: BlockParser, m: Match[str], state: BlockState) -> int:
    page = page_of(state)
    mark, name, args = m.group("ct_mark"), m.group("ct_name").lower(), m.group("ct_args").strip()
    opener = where(state, m.start())
    text_start = m.end() + 1
    close_start, end = _find_close(state.src, text_start, mark)
    if close_start >= len(state.src) and end == len(state.src):
        page.report(opener, f"'{mark}{name}' is never closed: add a line with {mark} after its content")
    inner = state.src[text_start:close_start] if text_start <= close_start else ""
    parse = _PARSERS.get(name)
    if parse:
        parse(block, state, Fence(name, args, inner, opener))
    else:
        page.report(opener, f"unknown block ':::{name}': use one of {', '.join(_OFFERED)}")
        state.append_token({"type": "paragraph", "text": escape(inner)})
    return end
