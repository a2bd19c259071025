"""Code fences left open: CommonMark makes the rest of the page code, so the build fails at the fence."""

from __future__ import annotations

import re
from typing import Match

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState

from ..context import page_of
from ..positions import where


def _parse_fenced_code(md: Markdown, block: BlockParser, m: Match[str], state: BlockState) -> int | None:
    end = block.parse_fenced_code(m, state)
    if end is not None and _ran_to_the_end(m, state):
        marker = m.group("fenced_2")
        page_of(state).report(where(state, m.start()), f"code fence {marker} is never closed, so the rest of the page is code: add a line with {marker} after the code")
    return end


def _ran_to_the_end(m: Match[str], state: BlockState) -> bool:
    """Whether mistune found no closing fence: its code is then all the text after the opening line
    (less the opening fence's indentation, which mistune takes off each line); a closed block's code
    stops before its closing line."""
    rest = state.src[m.end() + 1:]
    indent = len(m.group("fenced_1") or "")
    if indent and rest:
        rest = re.sub("^ {0,%d}" % indent, "", rest, flags=re.M)
    return bool(state.tokens) and state.tokens[-1]["type"] == "block_code" and state.tokens[-1]["raw"] == rest


def plugin(md: Markdown) -> None:
    md.block.register("fenced_code", None, lambda block, m, state: _parse_fenced_code(md, block, m, state))
