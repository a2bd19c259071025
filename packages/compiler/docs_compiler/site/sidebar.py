"""Sidebars: links checked and resolved to routes, reading order for prev/next, page membership."""

from __future__ import annotations

from collections.abc import Iterator

from .hrefs import EXTERNAL, Hrefs
from ..models import SidebarGroup, SidebarItem, SidebarLink
from .routes import RouteTable


Problems = list[tuple[tuple[str | int, ...], str]]
"""(where in site.yaml, as keys and indexes, the link) of each link that points at no page."""


def resolve(items: list[SidebarItem], hrefs: Hrefs, problems: Problems, id_prefix: str = "_sidebar",
            loc: tuple[str | int, ...] = ()) -> list[SidebarItem]:
    """Copies items with links made full routes and resolved links, and each group given an id;
    unknown routes are added to problems with their place under loc."""
    version, routes = hrefs.version, hrefs.routes
    out: list[SidebarItem] = []
    for i, item in enumerate(items):
        if isinstance(item, SidebarLink):
            link = _route(item.link, version, routes, problems, loc + (i, "link"))
            out.append(item.model_copy(update={"link": link, "target": hrefs.link(link)}))
        elif isinstance(item, SidebarGroup):
            group_link = _route(item.link, version, routes, problems, loc + (i, "link")) if item.link else None
            gid = f"{id_prefix}-{i}"
            out.append(item.model_copy(update={
                "items": resolve(item.items, hrefs, problems, gid, loc + (i, "items")), "link": group_link,
                "target": hrefs.link(group_link) if group_link else None, "id": gid,
            }))
        else:
            out.append(item)
    return out


def _route(link: str, version: str, routes: RouteTable, problems: Problems, loc: tuple[str | int, ...]) -> str:
    if link.startswith(EXTERNAL):
        return link
    route = routes.canonical(version, link)
    if route is None:
        problems.append((loc, link))
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


def groups_of(items: list[SidebarItem], route: str, trail: tuple[SidebarGroup, ...] = ()) -> tuple[SidebarGroup, ...] | None:
    """The groups (outermost first) that hold a route, or None when it is absent."""
    for item in items:
        if isinstance(item, SidebarLink) and item.link == route:
            return trail
        if isinstance(item, SidebarGroup):
            if item.link == route:
                return trail + (item,)
            found = groups_of(item.items, route, trail + (item,))
            if found is not None:
                return found
    return None


def sidebar_key(sidebars: dict[str, list[SidebarItem]], route: str) -> str | None:
    """The sidebar whose route prefix matches a version-relative route best."""
    matches = [k for k in sidebars if route.startswith(k) or route + "/" == k]
    return max(matches, key=len) if matches else None
