"""Sidebars: links checked and resolved to routes, reading order for prev/next, page membership."""

from __future__ import annotations

from collections.abc import Iterator

from .models import SidebarGroup, SidebarItem, SidebarLink
from .routes import RouteTable

EXTERNAL = ("http://", "https://")


def resolve(items: list[SidebarItem], version: str, routes: RouteTable, problems: list[str]) -> list[SidebarItem]:
    """Copies items with links made absolute routes; unknown routes are added to problems."""
    out: list[SidebarItem] = []
    for item in items:
        if isinstance(item, SidebarLink):
            out.append(item.model_copy(update={"link": _route(item.link, version, routes, problems)}))
        elif isinstance(item, SidebarGroup):
            link = _route(item.link, version, routes, problems) if item.link else None
            out.append(item.model_copy(update={"items": resolve(item.items, version, routes, problems), "link": link}))
        else:
            out.append(item)
    return out


def _route(link: str, version: str, routes: RouteTable, problems: list[str]) -> str:
    if link.startswith(EXTERNAL):
        return link
    route = routes.canonical(version, link)
    if route is None:
        problems.append(link)
        return link
    return routes.full(version, route)


def links(items: list[SidebarItem]) -> Iterator[SidebarLink]:
    """Internal links in reading order."""
    for item in items:
        if isinstance(item, SidebarLink) and not item.link.startswith(EXTERNAL):
            yield item
        elif isinstance(item, SidebarGroup):
            if item.link:
                yield SidebarLink(text=item.text, link=item.link)
            yield from links(item.items)


def groups_of(items: list[SidebarItem], route: str, trail: tuple[str, ...] = ()) -> tuple[str, ...] | None:
    """Names of the groups (outermost first) that hold a route, or None when it is absent."""
    for item in items:
        if isinstance(item, SidebarLink) and item.link == route:
            return trail
        if isinstance(item, SidebarGroup):
            if item.link == route:
                return trail + (item.text,)
            found = groups_of(item.items, route, trail + (item.text,))
            if found is not None:
                return found
    return None


def sidebar_key(sidebars: dict[str, list[SidebarItem]], route: str) -> str | None:
    """The sidebar whose route prefix matches a version-relative route best."""
    matches = [k for k in sidebars if route.startswith(k) or route + "/" == k]
    return max(matches, key=len) if matches else None
