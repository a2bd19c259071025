"""PageData: everything the web app needs to render one route, one model per page kind."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import ConfigDict, Field
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


class PageBody(Model):
    """A content page's rendered body: what the page stage writes for the prerender (PAGE.body.json).
    The link stage never reads it, so a body edit leaves the link stage and every other page as they are."""

    html: str
    """Rendered body."""
    tips: str = ""
    """The popovers the body opens: the tooltips of the quick info its code blocks' identifiers
    name (aria-describedby), each once, and the tests its "tested" buttons show (popovertarget).
    Not in the page's HTML document: the browser adds them from the page's data on the first sign
    of interest in its code or claims, so a page's first visit does not carry them."""


class ContentFrame(PageCommon):
    """What a page compiled from a Markdown file adds, its body aside."""

    toc: list[TocEntry]
    """Outline entries (depth 2 to 4)."""
    outline: bool
    """Show the outline (frontmatter outline, and only when toc has entries)."""
    markdown_href: str
    """URL of the page's Markdown twin (/react-native-testing-library/docs/api.md)."""


class DocFields(ContentFrame):
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


class DocPageFrame(DocFields):
    page_type: Literal["doc"] = "doc"
    """Layout: a documentation page."""


class OverviewPageFrame(DocFields):
    page_type: Literal["overview"] = "overview"
    """Layout: a documentation page that lists the pages below it."""
    overview: list[OverviewGroup]
    """Child pages listed by the overview, grouped as in the sidebar."""


class HomePageFrame(ContentFrame):
    page_type: Literal["home"] = "home"
    """Layout: the hero and feature cards."""
    hero: Hero | None
    """The hero, from the frontmatter."""
    features: list[Feature]
    """The feature cards, from the frontmatter."""


class CustomPageFrame(ContentFrame):
    page_type: Literal["custom", "blank"]
    """Layout: the body alone (blank: without navbar and footer either)."""


PageFrame = TypeAliasType(
    "PageFrame",
    Annotated[Union[DocPageFrame, OverviewPageFrame, HomePageFrame, CustomPageFrame], Field(discriminator="page_type")],
)
"""A content page's data without its body: what the link stage writes for each page (pages/...json
beside the version's manifest), from the page summaries alone."""


def _parts(frame: type[Model]) -> ConfigDict:
    """The schema of a page's data names the frame and body it is made of ("x-parts"): the
    TypeScript generator writes it as an interface extending the two (typescript.py checks that
    they hold its fields and nothing else)."""
    return ConfigDict(json_schema_extra={"x-parts": [frame.__name__, PageBody.__name__]})


# Each kind of content page's data is its frame and its body, and nothing else: page_data_of() below
# is the one place the two are put together.
class DocPageData(DocPageFrame, PageBody):
    """A documentation page: its frame and its body."""

    model_config = _parts(DocPageFrame)


class OverviewPageData(OverviewPageFrame, PageBody):
    """An overview page: its frame and its body."""

    model_config = _parts(OverviewPageFrame)


class HomePageData(HomePageFrame, PageBody):
    """A home page: its frame and its body."""

    model_config = _parts(HomePageFrame)


class CustomPageData(CustomPageFrame, PageBody):
    """A custom or blank page: its frame and its body."""

    model_config = _parts(CustomPageFrame)


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

_DATA_OF: dict[type[Model], type[DocPageData | OverviewPageData | HomePageData | CustomPageData]] = {
    DocPageFrame: DocPageData, OverviewPageFrame: OverviewPageData, HomePageFrame: HomePageData, CustomPageFrame: CustomPageData,
}


def page_data_of(frame: PageFrame, body: PageBody) -> PageData:
    """A content page's data: the link stage's frame of it with the page stage's body (the live
    preview, the tests; the prerender's pages.ts does the same over the generated types)."""
    # Both parts are validated already; the data holds nothing else to check.
    return _DATA_OF[type(frame)].model_construct(**dict(frame), **dict(body))
