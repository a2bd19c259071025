"""Intermediate artifacts between the compiler's stages (build-internal, never read by the web app)."""

from __future__ import annotations

from .base import Model
from .frontmatter import Frontmatter
from .manifest import SearchDocument
from .page import TocEntry


class SiteSettings(Model):
    """What compiling any one page needs to know about the whole site: written by the site stage."""

    base: str
    """Base path the site is served under, e.g. /react-native-testing-library/."""
    origin: str
    """Scheme and host the site is deployed at (site.yaml origin), for absolute links."""
    default_version: str
    """The version without a URL prefix."""
    routes: dict[str, dict[str, str]]
    """version -> version-relative route -> source path relative to the version folder."""
    assets: dict[str, str]
    """Content-relative image path (public/img/owl.svg, 13.x/docs/x.png) -> hashed bundle path."""
    strict: bool = True
    """Unknown code languages are errors (warnings otherwise)."""
    copy_code_text: str = "Copy code"
    """The copy-code button's accessible name (site.yaml texts), which page bodies carry."""


class LinkRef(Model):
    """An internal link of a page, resolved to a route; its anchor is checked by the link stage."""

    version: str
    route: str
    """Version-relative route of the target."""
    anchor: str
    """Target heading id ('' for none)."""
    url: str
    """The link as the author wrote it."""
    line: int
    column: int


class PageSummary(Model):
    """What the link stage reads of a page: what other pages show of it (titles, outline, frontmatter).

    A body edit that keeps the title, headings and frontmatter leaves it byte for byte the same, so
    Bazel skips the version's link action (its inputs did not change) and re-renders only the page.
    """

    version: str
    route: str
    """Version-relative route."""
    source: str
    """Source file, relative to content/ (e.g. 13.x/docs/api.md)."""
    relative_path: str
    """Source file, relative to the version folder."""
    frontmatter: Frontmatter
    title: str
    """Frontmatter title or first heading."""
    heading_title: str
    """Text of the first `#` heading."""
    toc: list[TocEntry]


class PageArtifact(PageSummary):
    """One compiled page: everything about it that does not depend on other pages."""

    ids: list[str]
    """Every heading id on the page, for anchor checks."""
    html: str
    """Rendered body."""
    tips: str = ""
    """The popovers its body opens: quick info's tooltips, claims' tests (PageBody.tips)."""
    markdown: str
    """The page's Markdown twin (docs_compiler.markdown.twin): title, description, clean body."""
    links: list[LinkRef]
    """Internal links to check for anchors once every page is compiled."""
    sections: list[SearchDocument]
    """Search documents, one per section."""


class PageAnchors(Model):
    """A page's heading ids and its internal links: all the anchor check reads of it."""

    version: str
    route: str
    source: str
    """Source file, relative to content/."""
    ids: list[str]
    links: list[LinkRef] = []
    """The page's internal links, with where they are written (for the error's line and column)."""


class LlmsEntry(Model):
    twin: str
    """The page's Markdown twin, relative to the version's md/ folder (docs/api.md)."""
    url: str
    """The page's absolute URL, named in the file after the twin's title."""


class LlmsPlan(Model):
    """What llms-full.txt of a version is made of, decided by the link stage from its sidebars: the
    llms stage joins the twins in this order (it reads every twin, so it runs on every body edit)."""

    header: str
    pages: list[LlmsEntry]
