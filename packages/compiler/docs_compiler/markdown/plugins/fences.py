"""Code fences: one left open fails at its fence (CommonMark makes the rest of the page code), and
every code block's language and highlighted lines are checked where its fence is."""

from __future__ import annotations

import re
from typing import Any, Match

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState

from .. import highlight
from ..context import page_of
from ..positions import start, where
from . import hidden_lines


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


def _check_code(md: Markdown, result: str | list[dict[str, Any]], state: BlockState) -> str | list[dict[str, Any]]:
    # After rendering: hidden lines are gone from the code whose highlighted lines are counted.
    page = page_of(state)
    for token in hidden_lines.code_tokens(state.tokens):
        line_count = len(str(token["raw"]).splitlines())
        lang, _, _, beyond = highlight.parse_info(token.get("attrs", {}).get("info"), line_count)
        fence = start(token, page.body_start)
        if not highlight.is_known(lang):
            page.problem(fence, f"unknown code language '{lang}': use one of {', '.join(sorted(highlight.LANGUAGES))} or text")
        for part in beyond:
            page.report(fence, f"highlighted lines {{{part}}} are outside the block's {line_count} lines: fix the range")
    return result


def plugin(md: Markdown) -> None:
    md.block.register("fenced_code", None, lambda block, m, state: _parse_fenced_code(md, block, m, state))
    md.after_render_hooks.append(_check_code)
