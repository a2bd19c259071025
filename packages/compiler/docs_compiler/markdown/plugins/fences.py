"""Code fences left open: CommonMark makes the rest of the page code, so the build fails at the fence."""

from __future__ import annotations

import re
from typing import Match

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState

from ..context import page_of


def _parse_fenced_code(md: Markdown, block: BlockParser, m: Match[str], state: BlockState) -> int | None:
    marker = m.group("fenced_2")
    # The closing fence as mistune looks for it: the same character, at least as many, nothing after.
    close = re.compile(r"^ {0,3}" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}[ \t]*(?:\n|$)", re.M)
    end = block.parse_fenced_code(m, state)
    if end is not None and not close.search(state.src, m.end() + 1):
        page = page_of(state)
        page.error(m.group(0).strip(), f"code fence {marker} is never closed, so the rest of the page is code: add a line with {marker} after the code")
    return end


def plugin(md: Markdown) -> None:
    md.block.register("fenced_code", None, lambda block, m, state: _parse_fenced_code(md, block, m, state))
