"""Hidden lines in script blocks (`# ` at the start, as in Rust's doctests): run, never shown.

An example often needs setup a reader does not: the imports, a component defined elsewhere on the
page. Written as `# import { Greeting } from './Greeting';`, such a line is part of the test the
examples stage writes (without its `# `) and absent from the HTML, the Markdown twin, search and
the copy button, since they all read the token this plugin trims. A lone `#` is a hidden blank
line. Only script blocks have hidden lines: `#` starts a comment in bash.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from mistune import Markdown
from mistune.core import BlockState

from .. import highlight
from ..context import page_of
from ..positions import start, walk

SCRIPTS = frozenset({"tsx", "ts", "typescript", "jsx", "js", "javascript"})
"""Languages whose blocks may hide lines (the ones the examples stage runs or type-checks)."""
_HIDDEN = re.compile(r"^([ \t]*)#(?: (.*)|[ \t]*)$")
"""`# code` (indentation before the mark is kept) or a lone `#`; `#field` is JavaScript, shown."""


def split(code: str) -> tuple[str, str, list[str]]:
    """(the code as run, the code as shown, the hidden lines as written)."""
    run: list[str] = []
    shown: list[str] = []
    hidden: list[str] = []
    for line in code.split("\n"):
        if m := _HIDDEN.match(line):
            run.append(m.group(1) + (m.group(2) or ""))
            hidden.append(line)
        else:
            run.append(line)
            shown.append(line)
    return "\n".join(run), "\n".join(shown), hidden


def is_hidden(line: str) -> bool:
    """Whether a line of a script block is hidden (`# ` or a lone `#`)."""
    return _HIDDEN.match(line) is not None


def has_hidden(info: str | None) -> bool:
    """Whether a block of this fence info string may hide lines."""
    return (info or "").strip().partition(" ")[0].lower() in SCRIPTS


def code_tokens(tokens: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every block_code token, those inside lists, quotes, callouts and tabs included, in document order."""
    return (token for token in walk(tokens, inline=False) if token["type"] == "block_code")


def _hide(md: Markdown, state: BlockState) -> None:
    """Trims every script block's hidden lines, and reports a hidden line that can never run."""
    page = page_of(state)
    for token in code_tokens(state.tokens):
        info = token.get("attrs", {}).get("info")
        if not has_hidden(info):
            continue
        code = str(token["raw"])
        _, shown, hidden = split(code)
        if not hidden:
            continue
        fence_line, column = start(token, page.body_start)
        first = next(i for i, line in enumerate(code.split("\n")) if _HIDDEN.match(line))
        where = (fence_line + 1 + first, column)
        if highlight.is_snippet(info):
            page.report(where, "hidden line (`# `) in a `snippet` block, which never runs: remove `snippet` so the "
                       "block runs as a test, or show the line")
        elif not shown.strip():
            page.report(where, "every line of this block is hidden (`# `): show at least one line, or move the code "
                       "to the page's examples folder")
        token["raw"] = shown


def plugin(md: Markdown) -> None:
    md.before_render_hooks.append(_hide)
