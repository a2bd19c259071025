"""Routes: file paths to clean URLs, and link targets back to routes."""

from __future__ import annotations

import difflib
import posixpath
from dataclasses import dataclass

from .urls import route_candidates


def route_of(relative_path: str) -> str:
    """Version-relative route of a content file: docs/api.md -> /docs/api, cookbook/index.md -> /cookbook/."""
    stem = relative_path[: -len(".md")]
    if stem == "index":
        return "/"
    if stem.endswith("/index"):
        return "/" + stem[: -len("index")]
    return "/" + stem


def version_prefix(version: str, default_version: str) -> str:
    return "" if version == default_version else "/" + version


@dataclass(frozen=True)
class LinkTarget:
    version: str
    route: str
    """Version-relative route."""
    anchor: str


class RouteTable:
    """Every route of every version, to resolve and check internal links."""

    def __init__(self, routes: dict[str, set[str]], default_version: str) -> None:
        self.routes = routes
        self.default_version = default_version

    def full(self, version: str, route: str) -> str:
        """Route with its version prefix (what the router and the bundle use)."""
        return version_prefix(version, self.default_version) + route

    def version_of(self, full_route: str) -> str:
        """The version a route with its version prefix belongs to (the default version has none)."""
        first = full_route.split("/")[1] if full_route.startswith("/") else ""
        return first if first in self.routes and first != self.default_version else self.default_version

    def exists(self, version: str, route: str) -> bool:
        return route in self.routes.get(version, set())

    def canonical(self, version: str, route: str) -> str | None:
        """The existing route a path means, tolerating .md as links may, and what URLs may (urls.py)."""
        if route.endswith(".md"):
            route = route[: -len(".md")]
        return next((c for c in route_candidates(route) if self.exists(version, c)), None)

    def resolve(self, url: str, version: str, from_file: str) -> tuple[LinkTarget | None, str]:
        """Resolves an internal link; returns (target, '') or (None, reason)."""
        path, _, anchor = url.partition("#")
        if not path:
            return None, "same-page"
        if path.startswith("/"):
            first = path.split("/")[1]
            if first in self.routes:
                version, path = first, path[len(first) + 1 :] or "/"
        else:
            base = posixpath.dirname(from_file)
            joined = posixpath.normpath(posixpath.join("/", base, path))
            if path.endswith("/") and not joined.endswith("/"):
                joined += "/"
            path = joined
            if path.endswith(".md"):
                path = route_of(path.lstrip("/"))
        route = self.canonical(version, path)
        if route is None:
            return None, f"no page at {path} in {version}"
        return LinkTarget(version, route, anchor), ""

    def closest(self, url: str, version: str, from_file: str) -> str | None:
        """The existing route a dead link most likely meant, written as the link was (with its
        version prefix if it had one), or None when no route is near."""
        path = url.partition("#")[0]
        prefix = ""
        if path.startswith("/") and path.split("/")[1] in self.routes:
            version = path.split("/")[1]
            prefix, path = "/" + version, path[len(version) + 1 :] or "/"
        elif not path.startswith("/"):
            path = posixpath.normpath(posixpath.join("/", posixpath.dirname(from_file), path))
            if path.endswith(".md"):
                path = route_of(path.lstrip("/"))
        # Near as a whole and in its last segment: /docs/nope is not a typo of /docs/intro.
        last = path.rstrip("/").rsplit("/", 1)[-1]
        for near in difflib.get_close_matches(path, sorted(self.routes.get(version, ())), n=3, cutoff=0.75):
            if difflib.SequenceMatcher(None, last, near.rstrip("/").rsplit("/", 1)[-1]).ratio() >= 0.75:
                return prefix + near
        return None

    def nearest(self, version: str, route: str) -> tuple[str, bool]:
        """The same route in a version, or its nearest existing ancestor (exact flag)."""
        if self.exists(version, route):
            return route, True
        parts = [p for p in route.split("/") if p]
        while parts:
            parts.pop()
            for candidate in ("/" + "/".join(parts) + "/", "/" + "/".join(parts)):
                if candidate != "//" and self.exists(version, candidate):
                    return candidate, False
        return "/", False
