"""URL tolerance: the routes a requested path may name, for every server of the site and for links.

A route is /docs/api or, for a folder's index page, /docs/api/. A URL may add `.html`, end in
`/index`, or add or drop the trailing slash: the tolerance GitHub Pages gives a bundle's files.
//:serve, the live preview and the link checks all ask this module; the browser's router asks
packages/web/src/shared/site.ts (normalizePath), which holds the same rule for the web side.
No imports beyond the standard library: the servers load this module alone.
"""

from __future__ import annotations


def route_candidates(path: str) -> list[str]:
    """The routes a URL path (from the base on, with a leading slash) may name, most exact first."""
    if path.endswith(".html"):
        path = path[: -len(".html")]
    if path == "/index" or path.endswith("/index"):
        path = path[: -len("index")]
    if path.endswith("/"):
        return [path, path.rstrip("/") or "/"]
    return [path, path + "/"]


def route_file(route: str) -> str:
    """Where a route's page sits in the bundle: /docs/api -> docs/api.html, /docs/ -> docs/index.html."""
    return route.lstrip("/") + "index.html" if route.endswith("/") else route.lstrip("/") + ".html"


def base_path(base: str) -> str:
    """A base path as every server and the router use it: a leading and a trailing slash."""
    inner = base.strip("/")
    return f"/{inner}/" if inner else "/"
