"""PageData: everything the web app needs to render one route, one model per page kind."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field
from typing_extensions import TypeAliasType

from .base import Model
from .frontmatter import Feature, Hero
from .link import Link


class TocEntry(Model):
    text: str
    """Plain heading text."""
    id: str
    """Anchor id."""
    depth: int = Field(ge=2, le=4)
    """Heading level."""


class PageLink(Model):
    text: str
    """Title of the linked page."""
    target: Link
    """The page."""


class VersionLink(Model):
    version: str
    """Target version."""
    link: str
    """Route in that version, with its prefix: the same page, or its nearest existing ancestor."""
    exact: bool
    """False when the page does not exist in that version."""
    href: str
    """URL the version switcher opens: with ?from=<this version> when not exact, so that page says so."""


class OverviewHeading(Model):
    text: str
    """Plain heading text."""
    depth: int
    """Heading level."""
    target: Link
    """The heading on its page."""


class OverviewItem(Model):
    text: str
    """Title of the child page."""
    target: Link
    """The child page."""
    headers: list[OverviewHeading]
    """Its headings at the overview's depths."""


class OverviewGroup(Model):
    name: str
    items: list[OverviewItem]


class PageCommon(Model):
    """What every kind of page has: the shell (navbar, version switch, footer) reads only this."""

    title: str
    """Page title (frontmatter title or first heading)."""
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
    footer: bool
    """Show the site footer under the page."""
    versions: list[VersionLink]
    """Where the version switcher leads from this page."""
    active_nav: int | None = None
    """Index in the manifest's nav of the item this page belongs to (its activeMatch, else its link)."""
    url: str | None = None
    """Absolute URL (origin, base path, route) for Open Graph; none for the 404."""
    canonical_url: str | None = None
    """Absolute URL of the same page in the default version, when it exists there (rel=canonical)."""


class ContentPage(PageCommon):
    """A page compiled from a Markdown file."""

    toc: list[TocEntry]
    """Outline entries (depth 2 to 4)."""
    outline: bool
    """Show the outline (frontmatter outline, and only when toc has entries)."""
    html: str
    """Rendered body."""
    markdown_href: str
    """URL of the page's Markdown twin (/react-native-testing-library/docs/api.md)."""


class DocFields(ContentPage):
    """What a documentation page adds: its sidebar, neighbours, edit link and date."""

    last_updated_time: str | None = None
    """Date of the source's last commit (ISO 8601, UTC), when site.yaml sets lastUpdated and the
    build knows it (tools/status/workspace_status.sh)."""
    edit_url: str | None = None
    """Where to edit the page's source (site.yaml editLink.docRepoBaseUrl plus its path)."""
    sidebar: str | None = None
    """Key of the version's sidebar this page shows."""
    prev: PageLink | None = None
    """Previous page in sidebar order."""
    next: PageLink | None = None
    """Next page in sidebar order."""
    open_groups: list[str] = []
    """Ids of the sidebar groups that hold this page (shown open whatever their collapsed flag)."""
    latest: VersionLink | None = None
    """The same page in the default version, when this page is in another version and the page
    exists there (an ancestor does not count): the banner offers it."""


class DocPageData(DocFields):
    page_type: Literal["doc"] = "doc"
    """Layout: a documentation page."""


class OverviewPageData(DocFields):
    page_type: Literal["overview"] = "overview"
    """Layout: a documentation page that lists the pages below it."""
    overview: list[OverviewGroup]
    """Child pages listed by the overview, grouped as in the sidebar."""


class HomePageData(ContentPage):
    page_type: Literal["home"] = "home"
    """Layout: the hero and feature cards."""
    hero: Hero | None
    """The hero, from the frontmatter."""
    features: list[Feature]
    """The feature cards, from the frontmatter."""


class CustomPageData(ContentPage):
    page_type: Literal["custom", "blank"]
    """Layout: the body alone (blank: without navbar and footer either)."""


class NotFoundPageData(PageCommon):
    page_type: Literal["404"] = "404"
    """Layout: the not-found page (one per version; the default version's is 404.html)."""


PageData = TypeAliasType(
    "PageData",
    Annotated[
        Union[DocPageData, OverviewPageData, HomePageData, CustomPageData, NotFoundPageData],
        Field(discriminator="page_type"),
    ],
)
"""Everything the web app needs to render one route, keyed on its layout."""
