"""Per-version manifest and search documents: the artifacts besides the page files."""

from __future__ import annotations

from .base import Model
from .config import NavItem, SiteCommon, ThemedImage
from .link import Link
from .sidebar import SidebarItem


class RouteEntry(Model):
    path: str
    """Route with the version prefix."""
    file: str
    """Hashed page data file, relative to the version's artifact folder."""
    source: str
    """Source file, relative to content/."""
    lang: str = ""
    """Language (empty: single-language site)."""
    version: str
    """Documentation version."""
    title: str
    """Page title, for links and prefetch hints."""


class VersionInfo(Model):
    name: str
    prefix: str
    """URL prefix: '' for the default version, '/12.x' otherwise."""
    default: bool


class SiteInfo(SiteCommon):
    """What the browser needs of site.yaml: its shared fields as written, and these resolved."""

    logo: ThemedImage
    """URLs of the logo per theme (the same image twice when site.yaml names one)."""
    logo_text: str
    """Text beside the logo (site.yaml logoText, else the title)."""
    versions: list[VersionInfo]
    """Every version, with its URL prefix."""


class Manifest(Model):
    version: str
    """This manifest's version."""
    prefix: str
    """URL prefix of this version."""
    site: SiteInfo
    """Site-wide settings."""
    home: Link
    """This version's home page (the navbar's logo link)."""
    nav: list[NavItem]
    """Navbar items, links resolved to routes."""
    sidebars: dict[str, list[SidebarItem]]
    """Sidebars keyed by route prefix, links resolved."""
    routes: list[RouteEntry]
    """Every page of this version."""
    not_found: str
    """Page data file of this version's 404 page."""
    llms_txt: str
    """URL of this version's llms.txt (llmstxt.org)."""


class SearchDocument(Model):
    id: str
    """Route plus anchor: unique per section."""
    title: str
    """Page title."""
    header: str
    """The section's heading ('' for the text before the first heading)."""
    headers: list[str]
    """Parent headings, outermost first, ending with the section's own."""
    content: str
    """Plain text of the section."""
    names: list[str] = []
    """Identifiers the section documents besides its heading: code spans opening a table row or list item."""
    route_path: str
    """Route with the version prefix."""
    anchor: str
    """Heading id ('' for the page top)."""
    domain: str = ""
    """Origin of the document (empty: this site)."""
