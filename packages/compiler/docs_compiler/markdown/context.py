"""PageContext: what rendering one page needs to know and what it records."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal, cast

from mistune.core import BlockState

from ..checks.errors import Reporter
from ..models import ApiHistory, PageQuickInfo, TocEntry
from .raw_html import RawHtmlState

if TYPE_CHECKING:
    from .plugins.claims import Claim
from ..site.routes import LinkTarget, RouteTable


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
    """Whole file text, frontmatter included."""
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
    quick_info: PageQuickInfo | None = None
    """What the version's type check says each identifier of the page's TypeScript blocks is
    (None: code blocks get no quick info)."""
    api_links: dict[str, str] = field(default_factory=dict)
    """API name -> where the version documents it (models.ApiLinks), for quick info's links."""
    claims: dict[str, Claim] = field(default_factory=dict)
    """The page's claim blocks by ID (plugins/claims.py)."""
    release_claims: set[tuple[int, int]] = field(default_factory=set)
    """Where each release number that an API claim checked against the published releases is
    written (plugins/version_claims.py), for plugins/release_numbers.py."""
    tested_text: str = "tested"
    """The button after a sentence a claim proves."""
    show_test_text: str = "show the test that proves this sentence"
    tested_by_text: str = "Run against this version's release by the docs' examples check; it fails when its assertion is flipped."
    quick_tips: dict[int, str] = field(default_factory=dict)
    """Quick info the page's blocks use (index into quick_info.infos) -> its tooltip's id."""
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

    @property
    def body_line(self) -> int:
        """The file's line on which the Markdown body starts."""
        return self.text.count("\n", 0, self.body_offset) + 1

    @property
    def body_start(self) -> tuple[int, int]:
        """Where a problem goes that no token of the page wrote (the code of an install block)."""
        return self.body_line, 1

    def report(self, where: tuple[int, int], message: str, severity: Literal["error", "warning"] = "error") -> None:
        self.reporter.at(self.file, where[0], where[1], message, severity)

    def problem(self, where: tuple[int, int], message: str) -> None:
        """An error in strict builds, a warning otherwise."""
        self.report(where, message, "error" if self.strict else "warning")


PAGE = "page"
"""Key of the page being parsed in mistune's state.env, which child states share."""


def page_of(state: BlockState) -> PageContext:
    """The page a parse is working on: plugins' parsers and hooks, and the renderer, read it here."""
    return cast(PageContext, state.env[PAGE])
