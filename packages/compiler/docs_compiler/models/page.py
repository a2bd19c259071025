"""PageData: everything the web app needs to render one route."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .base import Model
from .frontmatter import Frontmatter


class TocEntry(Model):
    text: str
    """Plain heading text."""
    id: str
    """Anchor id."""
    depth: int = Field(ge=2, le=4)
    """Heading level."""
    char_index: int = -1
    """Offset of the heading in the page's Markdown body (-1 when unknown)."""


class PageLink(Model):
    text: str
    """Title of the linked page."""
    link: str
    """Route path with the version prefix."""


class VersionLink(Model):
    version: str
    """Target version."""
    link: str
    """Route in that version: the same page, or its nearest existing ancestor."""
    exact: bool
    """False when the page does not exist in that version."""


class OverviewItem(Model):
    text: str
    link: str
    headers: list[TocEntry]


class OverviewGroup(Model):
    name: str
    items: list[OverviewItem]


class PageData(Model):
    title: str
    """Page title (frontmatter title or first heading)."""
    heading_title: str
    """Text of the first `#` heading."""
    document_title: str
    """Browser tab title, with the site-title suffix."""
    description: str
    """Meta description."""
    route_path: str
    """Route with the version prefix, without the base path."""
    lang: str
    """Language (empty: the site has one language)."""
    version: str
    """Documentation version."""
    page_type: Literal["home", "doc", "custom", "blank", "404", "overview"]
    """Layout."""
    relative_path: str
    """Source file, relative to the version's content folder."""
    last_updated_time: str | None = None
    """Date of the source's last commit (ISO 8601, UTC), when site.yaml sets lastUpdated and the
    build knows it (tools/status/workspace_status.sh)."""
    edit_url: str | None = None
    """Where to edit the page's source (site.yaml editLink.docRepoBaseUrl plus its path)."""
    frontmatter: Frontmatter
    """The page's frontmatter."""
    toc: list[TocEntry]
    """Outline entries (depth 2 to 4)."""
    html: str
    """Rendered body."""
    markdown_path: str | None = None
    """The page's Markdown twin, with the version prefix, without the base path (/docs/api.md)."""
    sidebar: str | None = None
    """Key of the version's sidebar this page shows."""
    prev: PageLink | None = None
    """Previous page in sidebar order."""
    next: PageLink | None = None
    """Next page in sidebar order."""
    versions: list[VersionLink] = []
    """Where the version switcher leads from this page."""
    overview: list[OverviewGroup] = []
    """Child pages listed by an overview page."""
