"""Page data: one page's complete record for the browser, every href and active state decided here."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..site import assets, sidebar
from ..site.hrefs import Hrefs
from ..markdown.twin import twin_path
from ..models import (
    CustomPageFrame, DocPageFrame, Feature, Hero, HomePageFrame, NavItem, NotFoundPageData, OverviewGroup, OverviewHeading,
    OverviewItem, OverviewPageFrame, PageFrame, PageSummary, PageLink, SidebarItem, SidebarLink, SiteConfig, VersionLink,
)


@dataclass(frozen=True)
class VersionContext:
    """What every page of a version is linked against: computed once by the link stage."""

    config: SiteConfig
    hrefs: Hrefs
    nav: list[NavItem]
    sidebars: dict[str, list[SidebarItem]]
    reading: dict[str, list[SidebarLink]]
    """Each sidebar's pages in reading order."""
    place: dict[str, dict[str, int]]
    """Each sidebar's place of a full route in its reading order."""
    pages: dict[str, PageSummary]
    """This version's pages by version-relative route."""
    dates: dict[str, str]
    """Source (relative to content/) -> date of its last commit."""

    @property
    def default(self) -> str:
        return self.hrefs.routes.default_version


def version_links(ctx: VersionContext, route: str) -> list[VersionLink]:
    """The same page in every version, or its nearest ancestor there (then with ?from=, so it says so)."""
    out = []
    for v in ctx.config.versions:
        target, exact = ctx.hrefs.routes.nearest(v.name, route)
        link = ctx.hrefs.routes.full(v.name, target)
        suffix = "" if exact else f"?from={ctx.hrefs.version}"
        out.append(VersionLink(version=v.name, link=link, exact=exact, href=ctx.hrefs.page(link) + suffix))
    return out


def active_nav(nav: list[NavItem], route: str, full: str) -> int | None:
    """The nav item a page belongs to: the first whose activeMatch matches its version-relative route,
    or whose link is the page."""
    for i, item in enumerate(nav):
        if item.active_match is not None and re.search(item.active_match, route):
            return i
        if item.active_match is None and item.link == full:
            return i
    return None


def _home(ctx: VersionContext, hero: Hero | None, features: list[Feature]) -> dict[str, Any]:
    """Hero and feature cards with their links and images resolved (frontmatter links are version-relative)."""
    hrefs, version = ctx.hrefs, ctx.hrefs.version

    def link(url: str) -> Any:
        path, _, anchor = url.partition("#")
        route = hrefs.routes.canonical(version, path)
        if route is None:  # external (the page stage has reported a dead route already)
            return hrefs.link(url)
        return hrefs.to(hrefs.routes.full(version, route) + (f"#{anchor}" if anchor else ""))

    if hero is not None:
        image = hero.image
        if image is not None:
            srcset = ", ".join(f"{hrefs.file(url)} {d}".strip() for url, d in assets.srcset_candidates(image.srcset)) if image.srcset else None
            image = image.model_copy(update={"src": hrefs.file(image.src), "src_dark": hrefs.file(image.src_dark) if image.src_dark else None, "srcset": srcset})
        actions = [a.model_copy(update={"target": link(a.link)}) for a in hero.actions]
        hero = hero.model_copy(update={"image": image, "actions": actions})
    features = [f.model_copy(update={"target": link(f.link) if f.link else None}) for f in features]
    return {"hero": hero, "features": features}


def _overview(ctx: VersionContext, page: PageSummary, items: list[SidebarItem]) -> list[OverviewGroup]:
    """The pages below an overview page, grouped by their sidebar group, with their headings."""
    routes, hrefs = ctx.hrefs.routes, ctx.hrefs
    base = page.route.rstrip("/") + "/"
    order = [l.link for l in sidebar.links(items)]
    depths = set(page.frontmatter.overview_headers)
    groups: dict[str, list[OverviewItem]] = {}
    children = [p for r, p in ctx.pages.items() if r.startswith(base) and r != page.route]
    full = {p.route: routes.full(page.version, p.route) for p in children}
    children.sort(key=lambda p: (order.index(full[p.route]) if full[p.route] in order else len(order), p.route))
    for child in children:
        trail = sidebar.groups_of(items, full[child.route]) or ()
        name = trail[-1].text if trail else ctx.config.texts.others_text
        headers = [
            OverviewHeading(text=t.text, depth=t.depth, target=hrefs.to(f"{full[child.route]}#{t.id}"))
            for t in child.toc if t.depth in depths
        ]
        groups.setdefault(name, []).append(OverviewItem(text=child.title, target=hrefs.to(full[child.route]), headers=headers))
    return [OverviewGroup(name=n, items=i) for n, i in groups.items()]


def build(ctx: VersionContext, route: str, page: PageSummary) -> PageFrame:
    """The frame of one page of the version: its data but the body, which is the page's own (the
    page stage's, models.PageBody); models.page_data_of puts the two together."""
    config, hrefs, fm = ctx.config, ctx.hrefs, page.frontmatter
    full = hrefs.routes.full(hrefs.version, route)
    versions = version_links(ctx, route)
    twin = next((v for v in versions if v.version == ctx.default), None)
    common: dict[str, Any] = dict(
        title=page.title, description=fm.description or config.description,
        document_title=config.title if fm.page_type == "home" else f"{page.title} | {fm.title_suffix or config.title}",
        route_path=full, lang="", version=hrefs.version, footer=fm.footer and fm.page_type != "blank", versions=versions,
        active_nav=active_nav(ctx.nav, route, full), url=config.origin + hrefs.page(full),
        canonical_url=config.origin + hrefs.page(twin.link) if twin and twin.exact else None,
        toc=page.toc,
        outline=fm.outline and bool(page.toc), markdown_href=hrefs.page("/" + twin_path(full)),
    )
    if fm.page_type == "home" and not fm.overview:
        return HomePageFrame(**common, **_home(ctx, fm.hero, fm.features))
    if fm.page_type in ("custom", "blank") and not fm.overview:
        return CustomPageFrame(**common, page_type=fm.page_type)
    key = sidebar.sidebar_key(ctx.sidebars, route)
    items = ctx.sidebars.get(key, []) if key else []
    reading = ctx.reading[key] if key else []
    at = ctx.place[key].get(full) if key else None

    def neighbour(i: int) -> PageLink | None:
        return PageLink(text=reading[i].text, target=hrefs.to(reading[i].link)) if at is not None and 0 <= i < len(reading) else None

    doc: dict[str, Any] = dict(
        last_updated_time=ctx.dates.get(page.source) if config.last_updated else None,
        edit_url=f"{config.edit_link.doc_repo_base_url.rstrip('/')}/{page.source}" if config.edit_link else None,
        sidebar=key if fm.sidebar else None, prev=neighbour(at - 1) if at is not None else None,
        next=neighbour(at + 1) if at is not None else None,
        open_groups=[g.id for g in sidebar.groups_of(items, full) or ()],
        latest=twin if twin and twin.exact and hrefs.version != ctx.default else None,
    )
    if fm.overview:
        return OverviewPageFrame(**common, **doc, overview=_overview(ctx, page, items))
    return DocPageFrame(**common, **doc)


def not_found(ctx: VersionContext) -> NotFoundPageData:
    """The version's 404 page: its version links lead to each version's home."""
    config, hrefs = ctx.config, ctx.hrefs
    return NotFoundPageData(
        title="404", document_title=f"404 | {config.title}", description=config.description,
        route_path=hrefs.routes.full(hrefs.version, "/404"), lang="", version=hrefs.version, footer=True,
        versions=[
            VersionLink(version=v.name, link=hrefs.routes.full(v.name, "/"), exact=True, href=hrefs.page(hrefs.routes.full(v.name, "/")))
            for v in config.versions
        ],
    )
