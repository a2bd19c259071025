"""Typed models of everything the compiler reads and writes (the artifact schema)."""

from .config import EditLink, NavItem, SearchConfig, SiteConfig, SocialLink, Texts, VersionConfig
from .frontmatter import Feature, Frontmatter, Hero, HeroAction, HeroImage
from .page import OverviewGroup, OverviewItem, PageData, PageLink, TocEntry, VersionLink
from .manifest import Manifest, RouteEntry, SearchDocument, SiteInfo, VersionInfo
from .api import ApiHistory, ApiName
from .artifacts import LinkRef, PageAnchors, PageArtifact, SiteSettings
from .sidebar import SidebarDivider, SidebarGroup, SidebarItem, SidebarLink, SidebarSectionHeader

__all__ = [
    "ApiHistory", "ApiName", "EditLink", "LinkRef", "PageAnchors", "PageArtifact", "SiteSettings", "Feature", "Frontmatter", "Hero", "HeroAction", "HeroImage", "Manifest", "NavItem",
    "OverviewGroup", "OverviewItem", "PageData", "PageLink", "RouteEntry", "SearchDocument",
    "SidebarDivider", "SidebarGroup", "SidebarItem", "SidebarLink", "SidebarSectionHeader",
    "SearchConfig", "SiteConfig", "SiteInfo", "SocialLink", "Texts", "TocEntry", "VersionConfig", "VersionInfo",
    "VersionLink",
]
