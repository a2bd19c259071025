"""Typed models of everything the compiler reads and writes (the artifact schema)."""

from .analytics import Analytics, NoAnalytics, UmamiAnalytics, VercelAnalytics
from .config import EditLink, NavItem, SearchConfig, SiteCommon, SiteConfig, SocialLink, Texts, ThemedImage, VersionConfig
from .frontmatter import Feature, Frontmatter, Hero, HeroAction, HeroImage
from .link import ExternalLink, Link, PageLoadLink, RouteLink
from .page import (
    ContentFrame, CustomPageData, CustomPageFrame, DocPageData, DocPageFrame, HomePageData, HomePageFrame, NotFoundPageData,
    OverviewGroup, OverviewItem, OverviewPageData, OverviewPageFrame, OverviewHeading, PageBody, PageCommon, PageData, PageFrame,
    PageLink, TocEntry, VersionLink, page_data_of,
)
from .manifest import Manifest, RouteEntry, SearchDocument, SiteInfo, VersionInfo
from .api import ApiHistory, ApiName
from .artifacts import LinkRef, LlmsEntry, LlmsPlan, PageAnchors, PageArtifact, PageSummary, SiteSettings
from .bundle import VersionFiles
from .quick_info import ApiLinks, PageQuickInfo, QuickInfo
from .sidebar import SidebarDivider, SidebarGroup, SidebarItem, SidebarLink, SidebarSectionHeader

__all__ = [
    "Analytics", "NoAnalytics", "UmamiAnalytics", "VercelAnalytics",
    "ApiHistory", "ApiName", "EditLink", "LinkRef", "LlmsEntry", "LlmsPlan", "PageAnchors", "PageArtifact", "PageSummary", "SiteSettings", "Feature", "Frontmatter", "Hero", "HeroAction", "HeroImage", "Manifest", "NavItem",
    "ContentFrame", "CustomPageData", "CustomPageFrame", "DocPageData", "DocPageFrame", "HomePageData", "HomePageFrame",
    "NotFoundPageData", "OverviewPageData", "OverviewPageFrame", "PageBody", "PageCommon", "PageFrame", "page_data_of",
    "OverviewGroup", "OverviewItem", "PageData", "PageLink", "RouteEntry", "SearchDocument",
    "SidebarDivider", "SidebarGroup", "SidebarItem", "SidebarLink", "SidebarSectionHeader",
    "SearchConfig", "SiteCommon", "SiteConfig", "ThemedImage", "SiteInfo", "SocialLink", "Texts", "TocEntry", "VersionConfig", "VersionInfo",
    "ApiLinks", "PageQuickInfo", "QuickInfo", "VersionFiles", "VersionLink", "ExternalLink", "Link", "PageLoadLink", "RouteLink", "OverviewHeading",
]
