"""Per-version manifest and search documents: the artifacts besides the page files."""

from __future__ import annotations

from typing import Literal

from .base import Model
from .config import EditLink, LocaleItem, NavItem, SearchConfig, SocialLink, Texts
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


class SiteInfo(Model):
    title: str
    description: str
    base: str
    origin: str
    """Deployed scheme and host ('' when not configured): canonical and Open Graph URLs start with it."""
    lang: str
    logo: str | dict[Literal["light", "dark"], str]
    logo_text: str
    repository: str
    copyright: str
    footer_message: str | None
    social_links: list[SocialLink]
    edit_link: EditLink | None
    last_updated: bool
    hide_navbar: str
    dark_mode: bool
    texts: Texts
    search: SearchConfig
    locales: list[LocaleItem]
    locale_redirect: str
    versions: list[VersionInfo]


class Manifest(Model):
    version: str
    """This manifest's version."""
    prefix: str
    """URL prefix of this version."""
    site: SiteInfo
    """Site-wide settings."""
    nav: list[NavItem]
    """Navbar items, links resolved to routes."""
    sidebars: dict[str, list[SidebarItem]]
    """Sidebars keyed by route prefix, links resolved."""
    routes: list[RouteEntry]
    """Every page of this version."""
    not_found: str
    """Hashed page data file of this version's 404 page."""
    search_index: str
    """Hashed search documents file of this version."""
    llms_txt: str
    """This version's llms.txt (llmstxt.org), with the version prefix, without the base path."""


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
