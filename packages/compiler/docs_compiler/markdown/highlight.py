"""Code highlighting with Pygments, for the languages the site supports."""

from __future__ import annotations

import re
from functools import lru_cache

from pygments import highlight as pygments_highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import get_lexer_by_name
from pygments.styles import get_style_by_name

from .. import theme
from . import contrast

# Language names authors may write, mapped to Pygments lexer aliases.
LANGUAGES = {
    "bash": "bash", "sh": "bash", "shell": "bash",
    "css": "css",
    "diff": "diff",
    "javascript": "javascript", "js": "javascript",
    "json": "json",
    "jsx": "jsx",
    "markup": "html", "html": "html",
    "tsx": "tsx",
    "typescript": "typescript", "ts": "typescript",
}
PLAIN = {"text", "txt", "plain", ""}
LIGHT_STYLE = "default"
DARK_STYLE = "github-dark"
# The theme's code backgrounds, from the tokens the stylesheet is generated from (theme.json).
LIGHT_BACKGROUNDS = theme.code_backgrounds("light")
DARK_BACKGROUNDS = theme.code_backgrounds("dark")

_META_TITLE = re.compile(r'''title=(?:"([^"]*)"|'([^']*)'|(\S+))''')
_META_LINES = re.compile(r"\{([\d,\s-]+)\}")


@lru_cache(maxsize=None)
def _lexer(alias: str) -> Lexer:
    return get_lexer_by_name(alias, stripnl=False, ensurenl=False)


@lru_cache(maxsize=256)
def _formatter(lines: tuple[int, ...]) -> HtmlFormatter[str]:
    # Building a formatter compiles its style sheet: far costlier than formatting one block.
    return HtmlFormatter(nowrap=True, hl_lines=list(lines))


def parse_info(info: str | None, line_count: int) -> tuple[str, str | None, list[int], list[str]]:
    """Splits a fence info string into (language, title, highlighted lines, line ranges beyond the block)."""
    info = (info or "").strip()
    lang, _, meta = info.partition(" ")
    title = None
    if m := _META_TITLE.search(meta):
        title = next(g for g in m.groups() if g is not None)
    lines: set[int] = set()
    beyond: list[str] = []
    if m := _META_LINES.search(meta):
        for part in m.group(1).replace(" ", "").split(","):
            a, dash, b = part.partition("-")
            if not (a.isdigit() and (b.isdigit() or not dash)):
                continue
            # Bounded by the block's own lines: {1-99999999} must not build a list that long.
            first, last = int(a), int(b) if dash else int(a)
            if not 1 <= first <= last <= line_count:
                beyond.append(part)
                continue
            lines.update(range(first, last + 1))
    return lang.lower(), title, sorted(lines), beyond


def is_snippet(info: str | None) -> bool:
    """True when the fence meta marks the block as deliberately partial (`tsx snippet`): not run."""
    meta = _META_TITLE.sub("", (info or "").strip().partition(" ")[2])
    return "snippet" in meta.split()


def is_known(lang: str) -> bool:
    return lang in LANGUAGES or lang in PLAIN


def highlight(code: str, lang: str, lines: list[int]) -> str:
    """Highlighted HTML of the code lines (no wrapper), with .hll around the highlighted lines."""
    return _highlight(code, LANGUAGES.get(lang, "text"), tuple(lines))


# Versions share many examples word for word; lexing is most of the compile time, so each
# distinct block is highlighted once per process.
@lru_cache(maxsize=4096)
def _highlight(code: str, alias: str, lines: tuple[int, ...]) -> str:
    return str(pygments_highlight(code, _lexer(alias), _formatter(lines)))


@lru_cache(maxsize=1)
def stylesheet() -> str:
    """Token colours for the light theme, and under .dark for the dark theme."""
    rules = []
    themes = ((LIGHT_STYLE, ".highlight", LIGHT_BACKGROUNDS), (DARK_STYLE, ".dark .highlight", DARK_BACKGROUNDS))
    for style, scope, backgrounds in themes:
        defs: str = HtmlFormatter(style=get_style_by_name(style)).get_style_defs(scope)  # type: ignore[no-untyped-call]
        for rule in defs.splitlines():
            # Keep token rules only: backgrounds and line numbers come from the theme.
            if rule.startswith(scope + " .") and not rule.startswith(scope + " .hll"):
                # Token colours meet WCAG AA on what they sit on, in both themes: a token's own
                # background (github-dark's diff lines) when it has one, else the code's.
                rules.append(contrast.with_readable_color(rule, backgrounds))
    return "\n".join(rules) + "\n"
