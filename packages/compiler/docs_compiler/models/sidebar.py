"""Sidebar entries: a discriminated union keyed on `type`."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field
from typing_extensions import TypeAliasType

from .base import Model
from .link import Link


class SidebarLink(Model):
    type: Literal["link"] = "link"
    text: str
    """Label shown in the sidebar."""
    link: str
    """Route path, with the version prefix once resolved."""
    tag: str | None = None
    """Short badge after the label."""
    context: str | None = None
    """Free-form marker for theme customisation."""
    target: Link | None = None
    """The link resolved by the link stage (not written in site.yaml)."""


class SidebarGroup(Model):
    type: Literal["group"] = "group"
    text: str
    """Group heading."""
    items: list[SidebarItem]
    """Entries of the group, in order."""
    collapsed: bool = False
    """Start collapsed (unless it holds the current page)."""
    collapsible: bool = True
    """Whether the reader can toggle it."""
    link: str | None = None
    """Optional route the heading itself links to."""
    target: Link | None = None
    """The heading's link resolved by the link stage (not written in site.yaml)."""
    id: str = ""
    """Element id of the group's list, unique in its sidebar (set by the link stage)."""


class SidebarDivider(Model):
    type: Literal["divider"] = "divider"
    divider_type: Literal["solid", "dashed"] = "solid"
    """Line style."""


class SidebarSectionHeader(Model):
    type: Literal["sectionHeader"] = "sectionHeader"
    section_header_text: str
    """Text of the header."""
    tag: str | None = None
    """Short badge after the text."""


# A named alias, so the schema (and the TypeScript generated from it) has one SidebarItem type.
SidebarItem = TypeAliasType(
    "SidebarItem",
    Annotated[Union[SidebarLink, SidebarGroup, SidebarDivider, SidebarSectionHeader], Field(discriminator="type")],
)
SidebarGroup.model_rebuild()
