"""PageContext: what rendering one page needs to know and what it records."""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, cast
from urllib.parse import unquote

from mistune.core import BlockState

from ..checks.errors import Reporter, line_col
from ..models import ApiHistory, TocEntry
from .raw_html import RawHtmlState
from ..site.routes import LinkTarget, RouteTable

WINDOW = 4096
"""Characters after the last place found that are searched before the whole body."""
NEWLINE = re.compile("\n")



@dataclass
class LinkUse:
    """An internal link whose anchor is checked once every page is rendered."""

    target: LinkTarget
    url: str
    line: int
    column: int


@dataclass
class PageContext:
    file: Path
    """Source file on disk."""
    text: str
    """Whole file text, to locate problems."""
    body_offset: int
    """Where the Markdown body starts in text."""
    version: str
    source: str
    """Path relative to content/, e.g. 13.x/docs/api.md."""
    relative_path: str
    """Path relative to the version folder."""
    base: str
    """Site base path, e.g. /react-native-testing-library/."""
    routes: RouteTable
    reporter: Reporter
    assets: dict[str, str]
    """Content-relative image path -> bundle path (the site stage's asset map)."""
    strict: bool = True
    api: ApiHistory | None = None
    """Which releases export which names, for API badges and checks (None: no badges)."""
    copy_code_text: str = "Copy code"
    """Accessible name of the code blocks' copy buttons."""
    toc: list[TocEntry] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)
    links: list[LinkUse] = field(default_factory=list)
    raw_html: RawHtmlState = field(default_factory=RawHtmlState)
    """Tags the page's raw HTML has opened and not closed yet."""
    heading_title: str = ""
    counter: int = 0

    def next_id(self) -> int:
        """A per-page counter for element ids (deterministic across builds)."""
        self.counter += 1
        return self.counter

    cursors: dict[str, int] = field(default_factory=dict)
    """Needle -> where to search for its next occurrence, so a repeated problem names each place."""
    last: int = 0
    """Just after the last place found."""
    _newlines: list[int] | None = None

    def locate(self, target: str, *prefixes: str, at_target: bool = True) -> tuple[int, int]:
        """1-based line and column of the next occurrence of target in the body, written after one of
        prefixes (tried in order; none means target alone), at the target or at the prefix.

        Rendering visits the page in document order, so the n-th call for the same text finds its
        n-th occurrence. The parser hands over text with backslash escapes and entities resolved
        (a fence's info string), so those are allowed back when the text is not written as is.
        When nothing matches, the body's first line stands in.
        """
        prefixes = prefixes or ("",)
        return (self._find(target, prefixes, at_target) or self._find_written(target, prefixes, at_target)
                or self.line_col(self.body_offset))

    def _find(self, target: str, prefixes: tuple[str, ...], at_target: bool = True) -> tuple[int, int] | None:
        # Near the last place found first: rendering mostly follows the text, and a page of many
        # links must not be searched from its start once per link.
        for window in (WINDOW, None):
            for prefix in prefixes:
                needle = prefix + target
                own = self.cursors.get(needle, self.body_offset)
                start = max(own, self.last) if window else own
                offset = self.text.find(needle, start, start + window if window else len(self.text))
                if needle and offset >= 0:
                    self.cursors[needle] = self.last = offset + len(needle)
                    return self.line_col(offset + (len(prefix) if at_target else 0))
        return None

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and column of an offset of the text, by bisection (pages may be large)."""
        if self._newlines is None:
            self._newlines = [m.start() for m in NEWLINE.finditer(self.text)]
        line = bisect_left(self._newlines, offset)
        return line + 1, offset - (self._newlines[line - 1] + 1 if line else 0) + 1

    def locate_link(self, url: str) -> tuple[int, int]:
        """Where a link's URL is written: inline, as a reference definition, an autolink, or bare.

        The parser hands over URLs percent-encoded, with backslash escapes and entities resolved;
        the search allows each of those back.
        """
        prefixes = ("](", "](<", "]: ", "]:", "<", "")
        if found := self._find(url, prefixes):
            return found
        return self._find_written(unquote(url), prefixes) or self.line_col(self.body_offset)

    def _find_written(self, target: str, prefixes: tuple[str, ...], at_target: bool = True) -> tuple[int, int] | None:
        """Like _find, allowing a backslash before any punctuation and an entity for '&'."""
        written = "".join(
            "(?:&|&amp;|&#38;)" if c == "&" else ("\\\\?" + re.escape(c) if not c.isalnum() else re.escape(c))
            for c in target
        )
        for prefix in prefixes:
            pattern = re.escape(prefix) + f"({written})"
            m = re.compile(pattern).search(self.text, self.cursors.get(pattern, self.body_offset))
            if written and m:
                self.cursors[pattern] = m.end()
                return self.line_col(m.start(1) if at_target else m.start())
        return None

    def report(self, where: tuple[int, int], message: str, severity: Literal["error", "warning"] = "error") -> None:
        self.reporter.at(self.file, where[0], where[1], message, severity)

    def error(self, needle: str, message: str) -> None:
        self.report(self.locate(needle), message)

    def warn(self, needle: str, message: str) -> None:
        self.report(self.locate(needle), message, "warning")

    def problem(self, where: tuple[int, int], message: str) -> None:
        """An error in strict builds, a warning otherwise."""
        self.report(where, message, "error" if self.strict else "warning")


PAGE = "page"
"""Key of the page being parsed in mistune's state.env, which child states share."""


def page_of(state: BlockState) -> PageContext:
    """The page a parse is working on: plugins' parsers and hooks, and the renderer, read it here."""
    return cast(PageContext, state.env[PAGE])
