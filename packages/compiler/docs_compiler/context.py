"""PageContext: what rendering one page needs to know and what it records."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .errors import Reporter, line_col
from .models import TocEntry
from .routes import LinkTarget, RouteTable


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
    toc: list[TocEntry] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)
    links: list[LinkUse] = field(default_factory=list)
    heading_title: str = ""
    counter: int = 0
    code_blocks: list[tuple[str, str]] = field(default_factory=list)
    """Every fenced block as (info string, code), in document order: the examples stage reads them."""

    def next_id(self) -> int:
        """A per-page counter for element ids (deterministic across builds)."""
        self.counter += 1
        return self.counter

    def locate_link(self, url: str) -> tuple[int, int]:
        """1-based line and column of a link's URL in the body (1, 1 when absent)."""
        offset = self.text.find("](" + url, self.body_offset)
        return line_col(self.text, offset + 2) if offset >= 0 else (1, 1)

    def error(self, needle: str, message: str) -> None:
        self.reporter.find(self.file, self.text, needle, message, "error", self.body_offset)

    def warn(self, needle: str, message: str) -> None:
        self.reporter.find(self.file, self.text, needle, message, "warning", self.body_offset)

    def problem(self, needle: str, message: str) -> None:
        """An error in strict builds, a warning otherwise."""
        (self.error if self.strict else self.warn)(needle, message)
