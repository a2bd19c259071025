"""PageContext: what rendering one page needs to know and what it records."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .assets import Assets
from .errors import Reporter
from .models import TocEntry
from .routes import LinkTarget, RouteTable


@dataclass
class LinkUse:
    """An internal link whose anchor is checked once every page is rendered."""

    target: LinkTarget
    url: str


@dataclass
class PageContext:
    file: Path
    """Source file on disk."""
    text: str
    """Whole file text, to locate problems."""
    body_offset: int
    """Where the Markdown body starts in text."""
    version: str
    relative_path: str
    """Path relative to the version folder."""
    base: str
    """Site base path, e.g. /react-native-testing-library/."""
    routes: RouteTable
    reporter: Reporter
    assets: Assets
    strict: bool = True
    toc: list[TocEntry] = field(default_factory=list)
    ids: set[str] = field(default_factory=set)
    links: list[LinkUse] = field(default_factory=list)
    heading_title: str = ""
    counter: int = 0

    def next_id(self) -> int:
        """A per-page counter for element ids (deterministic across builds)."""
        self.counter += 1
        return self.counter

    def error(self, needle: str, message: str) -> None:
        self.reporter.find(self.file, self.text, needle, message, "error", self.body_offset)

    def warn(self, needle: str, message: str) -> None:
        self.reporter.find(self.file, self.text, needle, message, "warning", self.body_offset)

    def problem(self, needle: str, message: str) -> None:
        """An error in strict builds, a warning otherwise."""
        (self.error if self.strict else self.warn)(needle, message)
