"""Frontmatter: the YAML block at the top of a page."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .base import Model
from .link import Link


class HeroImage(Model):
    src: str
    """Image path (light theme, or both)."""
    alt: str
    """Alternative text."""
    src_dark: str | None = None
    """Image path for the dark theme."""
    srcset: str | None = None
    """Responsive sources, as the HTML attribute."""
    sizes: str | None = None
    """Responsive sizes, as the HTML attribute."""


class HeroAction(Model):
    theme: Literal["brand", "alt"] = "brand"
    """Button style: brand (filled) or alt (outlined)."""
    text: str
    """Button label."""
    link: str
    """Route (version-relative) or external URL."""
    target: Link | None = None
    """The link resolved by the link stage (not written in frontmatter)."""


class Hero(Model):
    name: str
    """Large title."""
    text: str | list[str] = ""
    """One or more lines under the title."""
    tagline: str = ""
    """Short sentence under the text."""
    image: HeroImage | None = None
    """Optional illustration, shown 375 by 375."""
    actions: list[HeroAction] = []
    """Call-to-action buttons."""


class Feature(Model):
    title: str
    """Card title."""
    details: str
    """One or two sentences."""
    icon: Literal["layers", "shield-check", "people"] | None = None
    """One of the theme's SVG icons, shown above the title (emoji need an emoji font, which
    many machines lack)."""
    link: str | None = None
    """Optional route the card links to."""
    target: Link | None = None
    """The link resolved by the link stage (not written in frontmatter)."""
    span: int = Field(default=4, ge=1, le=12)
    """Width in a 12-column grid (default 4: three cards per row)."""


class Frontmatter(Model):
    title: str | None = None
    """Page title; defaults to the first `#` heading."""
    title_suffix: str | None = None
    """Replaces the site title after the page title in the browser tab."""
    description: str | None = None
    """Meta description and link preview text."""
    page_type: Literal["home", "doc", "custom", "blank"] = "doc"
    """Layout of the page."""
    overview: bool = False
    """List the pages below this route with their headings (the overview page type)."""
    overview_headers: list[int] = [2]
    """Heading depths an overview lists."""
    hero: Hero | None = None
    """Home page hero."""
    features: list[Feature] = []
    """Home page feature cards."""
    sidebar: bool = True
    """Show the sidebar on this page."""
    outline: bool = True
    """Show the outline on this page."""
    footer: bool = True
    """Show the footer on this page."""
