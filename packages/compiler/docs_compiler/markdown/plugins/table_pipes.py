"""Escaped pipes in table cells: `\\|` is a literal `|`, inside code spans too (as GFM has it)."""

from __future__ import annotations

from typing import Any, Iterator

from mistune import Markdown
from mistune.core import BlockState


def _cells(tokens: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for token in tokens:
        if token["type"] == "table_cell":
            yield token
        elif "children" in token:
            yield from _cells(token["children"])


def _unescape_pipes(md: Markdown, state: BlockState) -> None:
    # mistune splits cells on unescaped pipes but leaves `\|` in the cell, where a code span
    # would show the backslash; GFM drops it before inline parsing.
    for cell in _cells(state.tokens):
        cell["text"] = cell["text"].replace("\\|", "|")


def plugin(md: Markdown) -> None:
    md.before_render_hooks.append(_unescape_pipes)
