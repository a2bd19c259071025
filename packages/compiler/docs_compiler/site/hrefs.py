"""Hrefs: every URL the browser follows, decided once here (base path, version prefix, kind of link)."""

from __future__ import annotations

from dataclasses import dataclass

from ..models import ExternalLink, Link, PageLoadLink, RouteLink
from .routes import RouteTable

EXTERNAL = ("http://", "https://", "mailto:", "tel:", "//")
"""What makes a URL external (another site): the one definition, for pages, site.yaml and frontmatter."""


def is_external(url: str) -> bool:
    return url.startswith(EXTERNAL)


@dataclass(frozen=True)
class Hrefs:
    """The URLs of one version's pages: base + version prefix + route."""

    base: str
    """Base path, with its trailing slash (/react-native-testing-library/)."""
    version: str
    """The version whose pages link (its routes navigate in the client; others load a page)."""
    routes: RouteTable

    def page(self, full_route: str) -> str:
        """URL of a route that already carries its version prefix (/12.x/docs/api)."""
        return self.base.rstrip("/") + full_route

    def file(self, path: str) -> str:
        """URL of a bundle file given from the bundle's root (img/owl.svg, /img/owl.svg), or an external URL."""
        return path if is_external(path) else self.base + path.lstrip("/")

    def to(self, full_route: str) -> Link:
        """A resolved route as a link: client navigation inside this version, a page load into another."""
        if self.routes.version_of(full_route) == self.version:
            return RouteLink(route=full_route)
        return PageLoadLink(href=self.page(full_route))

    def link(self, url: str) -> Link:
        """A link as written in site.yaml or frontmatter once resolved: an external URL, or a full route."""
        if is_external(url):
            return ExternalLink(href=url)
        return self.to(url)
