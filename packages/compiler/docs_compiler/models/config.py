"""content/site.yaml: the site and theme configuration, one typed file."""

from __future__ import annotations

import re
from typing import Literal
from urllib.parse import urlsplit

from pydantic import Field, ValidationInfo, field_validator, model_validator

from .analytics import Analytics, NoAnalytics, host_problem
from .base import Model
from .link import Link
from .sidebar import SidebarItem


VERSION_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
BASE = re.compile(r"/(?:[A-Za-z0-9._~-]+/)*")
LANG = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*")
WEB_URL = re.compile(r"https?://[^\s\"'<>]+$")


class NavItem(Model):
    text: str
    """Label."""
    link: str | None = None
    """Version-relative route or external URL."""
    active_match: str | None = None
    """Regular expression over the route that marks the item active."""
    position: Literal["left", "right"] = "right"
    """Side of the navbar."""
    tag: str | None = None
    """Short badge after the label."""
    items: list[NavItem] = []
    """Dropdown entries."""
    target: Link | None = None
    """The link resolved by the link stage (not written in site.yaml)."""

    @field_validator("active_match")
    @classmethod
    def _regex(cls, value: str | None) -> str | None:
        # The browser compiles it; an invalid one would only fail there, page by page.
        if value is not None:
            try:
                re.compile(value)
            except re.error as e:
                raise ValueError(f"activeMatch is not a valid regular expression ({e})") from None
        return value


class SocialLink(Model):
    icon: str
    """Icon name (github, discord, x, ...)."""
    mode: Literal["link", "text", "img", "dom"] = "link"
    """How content is used: a URL, a text, an image URL or markup."""
    content: str
    """URL, text, image URL or markup, per mode."""

    @model_validator(mode="after")
    def _web_url(self) -> "SocialLink":
        if self.mode in ("link", "img") and not WEB_URL.match(self.content):
            raise ValueError(f"socialLinks content of mode {self.mode} is an http(s) URL")
        return self


class EditLink(Model):
    doc_repo_base_url: str
    """Repository URL the page's relative path is appended to."""
    text: str = "Edit this page"
    """Link text."""


class Texts(Model):
    outline_title: str = "ON THIS PAGE"
    search_placeholder: str = "Search Docs"
    prev_page_text: str = "Previous Page"
    next_page_text: str = "Next Page"
    last_updated_text: str = "Last Updated"
    filter_placeholder: str = "Filter"
    search_input_placeholder: str = "Enter keyword"
    others_text: str = "Others"
    source_code_text: str = "Source"
    close_text: str = "Close"
    """The search panel's close button."""
    searching_text: str = "Searching…"
    """Shown while a query's first results load."""
    search_results_label: str = "Search results"
    """Accessible name of the search result list."""
    no_results_text: str = "No results for"
    """Before the query, when nothing matched."""
    no_results_hint: str = "Please try again with a different keyword"
    """Under the no-results line."""
    closest_titles_text: str = "Closest page titles"
    """Heading of the page titles offered when nothing matched."""
    show_all_text: str = "Show all {count} results"
    """The button that lists every hit; {count} is their number."""
    dark_mode_text: str = "Dark mode"
    """Accessible name of the theme switch."""
    navigation_text: str = "Navigation"
    """Accessible name of the phone navigation button."""
    version_text: str = "Version"
    """The version menu's name (followed by the current version) and the phone menu's heading."""
    language_text: str = "Language"
    """The language menu's name (followed by the current language)."""
    appearance_text: str = "Appearance"
    """The phone menu's heading of the theme switch."""
    menu_text: str = "Menu"
    """The button that opens the sidebar drawer on narrow screens."""
    main_nav_label: str = "Main"
    """Accessible name of the navbar's navigation landmark."""
    sidebar_label: str = "Sidebar"
    """Accessible name of the sidebar's navigation landmark."""
    pagination_label: str = "Pagination"
    """Accessible name of the previous/next page links under a doc page."""
    features_label: str = "Features"
    """Accessible name of the home page's features section."""
    more_links_text: str = "More links"
    """The button of the menu holding the social links past the fifth."""
    scroll_to_top_text: str = "Scroll to top"
    """The button that scrolls back to the top of the page."""
    loading_page_text: str = "Loading page"
    """Accessible name of the progress bar shown while a page loads."""
    skip_to_content_text: str = "Skip to content"
    """The first link of every page, shown on keyboard focus, to the main content."""
    load_error_text: str = "This page could not be loaded. Check your connection and try again."
    """Shown when the data of the page being opened cannot be fetched."""
    not_found_title: str = "PAGE NOT FOUND"
    """Heading of the 404 page."""
    not_found_home_text: str = "Take me home"
    """The 404 page's link to the home of the version the URL names."""
    copy_code_text: str = "Copy code"
    """Accessible name of each code block's copy button (the compiler writes it into the page body)."""
    copied_code_text: str = "Copied"
    """That button's name for the 2 s after a copy."""
    copy_page_text: str = "Copy page as Markdown"
    """The button that copies the page's Markdown twin."""
    copying_page_text: str = "Copying…"
    """That button while the Markdown loads."""
    copied_page_text: str = "Copied page as Markdown"
    """That button once the Markdown is on the clipboard."""
    copy_failed_text: str = "Copy failed"
    """That button when copying failed."""
    old_version_text: str = "You are reading docs for {version}. {link}."
    """Note atop a page of a version other than the latest; {version} is the page's, {link} is
    latest_version_link_text linking the page in the latest version."""
    latest_version_link_text: str = "Read this page for {version}"
    """The old-version note's link; {version} is the latest version."""
    version_fallback_text: str = (
        "The page you were reading in {from} does not exist in {version}, so you are on the closest page instead."
    )
    """Shown after the version menu led to an ancestor page; {from} is the version left, {version} the one shown."""


class LocaleItem(Model):
    lang: str
    """Language code, also the URL prefix of non-default languages (e.g. zh)."""
    label: str
    """Name in the language menu."""


class SearchConfig(Model):
    mode: Literal["local", "remote"] = "local"
    """local: the browser loads the version's static index; remote: it asks api_url."""
    api_url: str | None = None
    """Remote mode: the search API, called with keyword, limit, searchIndexes and lang."""
    search_indexes: list[str] = []
    """Remote mode: index names sent to the API (default: the reader's version)."""
    panel_hits: int = 7
    """Hits shown per page group in the panel before "more"."""
    limit: int = 100
    """Most results a query returns."""

    @model_validator(mode="after")
    def _remote_needs_url(self) -> "SearchConfig":
        if self.mode == "remote" and not self.api_url:
            raise ValueError("search.mode remote needs search.apiUrl")
        return self


class VersionConfig(Model):
    name: str
    """Version label and URL prefix, e.g. 12.x."""
    default: bool = False
    """The default version has no URL prefix."""
    nav: list[NavItem] = []
    """Navbar items (version-relative links)."""
    sidebars: dict[str, list[SidebarItem]] = {}
    """Sidebars keyed by the route prefix they apply to (e.g. /docs/)."""

    @field_validator("name")
    @classmethod
    def _one_segment(cls, value: str) -> str:
        # The name is a folder of content/ and of the bundle, and a URL segment.
        if not VERSION_NAME.fullmatch(value) or value.strip(".") == "":
            raise ValueError("a version name is one URL path segment of letters, digits, '.', '_' or '-' (e.g. 13.x)")
        return value


class ThemedImage(Model):
    light: str
    """Image for the light theme."""
    dark: str
    """Image for the dark theme."""


class SiteCommon(Model):
    """The part of site.yaml the browser gets as written (SiteConfig and SiteInfo both extend it)."""

    title: str
    """Site title (tab suffix, navbar)."""
    description: str
    """Default meta description."""
    base: str = "/"
    """Base path the site is served under."""
    origin: str
    """Scheme and host the site is deployed at, without a path (https://callstack.github.io): canonical,
    Open Graph and sitemap URLs, and links in the Markdown twins and llms.txt, are origin + base + route."""
    lang: str = "en"
    """Language of the content."""
    repository: str
    """Source repository URL."""
    copyright: str
    """Footer copyright line."""
    footer_message: str | None = None
    """Optional footer message."""
    social_links: list[SocialLink] = []
    """Navbar social links (up to 5 inline)."""
    edit_link: EditLink | None = None
    """Edit-this-page link."""
    last_updated: bool = False
    """Show the last-updated line."""
    hide_navbar: Literal["never", "always", "auto"] = "never"
    """Hide the navbar always, never, or on scroll down (auto)."""
    dark_mode: bool = True
    """Offer the dark theme."""
    texts: Texts = Texts()
    """Interface texts."""
    search: SearchConfig = SearchConfig()
    """Full-text search settings."""
    locales: list[LocaleItem] = []
    """Languages of the site; the language menu and locale redirects need more than one."""
    locale_redirect: Literal["auto", "never"] = "auto"
    """auto: a first visit may be redirected to the browser's language; never: no redirects."""
    analytics: Analytics = NoAnalytics()
    """Web analytics: the provider whose script pages load once hydrated (vercel, umami or none) and
    its settings; none by default. Never loaded with ?globalUIComponents=0."""

    @field_validator("base")
    @classmethod
    def _base_path(cls, value: str) -> str:
        if not BASE.fullmatch(value) or "/../" in value or "/./" in value:
            raise ValueError("base is a URL path that starts and ends with '/' (e.g. /react-native-testing-library/)")
        return value

    @field_validator("repository")
    @classmethod
    def _repository_url(cls, value: str) -> str:
        if not WEB_URL.match(value):
            raise ValueError("repository is an http(s) URL")
        return value

    @field_validator("lang")
    @classmethod
    def _language_tag(cls, value: str) -> str:
        if not LANG.fullmatch(value):
            raise ValueError("lang is a language tag such as en or pt-BR")
        return value
    @field_validator("origin")
    @classmethod
    def _https_origin(cls, origin: str) -> str:
        parts = urlsplit(origin)
        if parts.scheme != "https" or not parts.hostname or parts.path or parts.query or parts.fragment or parts.username:
            raise ValueError("origin must be an https origin without a path, e.g. https://callstack.github.io")
        return origin

    @field_validator("analytics")
    @classmethod
    def _works_where_deployed(cls, analytics: Analytics, info: ValidationInfo) -> Analytics:
        # origin comes first, so it is in info.data once valid.
        origin = info.data.get("origin")
        if origin and (problem := host_problem(analytics, origin)):
            raise ValueError(problem)
        return analytics


class SiteConfig(SiteCommon):
    """content/site.yaml."""

    logo: str | ThemedImage
    """Logo path, or a light/dark pair."""
    logo_text: str | None = None
    """Text beside the logo (defaults to the title)."""
    versions: list[VersionConfig] = Field(min_length=1)
    """Documentation versions; exactly one is the default."""
