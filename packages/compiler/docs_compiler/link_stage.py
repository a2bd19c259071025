"""The link stage: a version's page artifacts in, the version's artifacts for the web app out.

Everything that needs a whole version happens here, once per version: the site config with sidebar
titles taken from the pages, anchor checks of every internal link, sidebars, nav, prev/next,
overview lists, version-switch targets, the 404 page, the search documents and the manifest.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from . import emit, llms, sidebar
from .config import load_site, read_site_yaml, yaml_place
from .errors import Reporter, line_col
from .markdown_twin import twin_path
from .page_stage import anchors
from .models import (
    Manifest, NavItem, OverviewGroup, OverviewItem, PageAnchors, PageArtifact, PageData, PageLink, RouteEntry, SiteConfig,
    SiteInfo, SiteSettings, VersionInfo, VersionLink,
)
from .routes import RouteTable, version_prefix

# The link stage's fixed file names (the prerender step packs the search documents and renames them).
NOT_FOUND = "404.json"
SEARCH_DOCUMENTS = "search.json"
# Markdown for assistants, laid out as in the bundle below the version's root: page twins
# (written by the page stage) and llms.txt, llms-full.txt.
MARKDOWN = "md/"


def check_anchors(content: Path, pages: dict[str, PageArtifact], targets: dict[tuple[str, str], PageAnchors], reporter: Reporter) -> None:
    """Every link's anchor must be a heading id of its target page."""
    for page in pages.values():
        for link in page.links:
            target = targets.get((link.version, link.route))
            if link.anchor and target is not None and link.anchor not in target.ids:
                reporter.at(
                    content / page.source, link.line, link.column,
                    f"link '{link.url}' points to a missing anchor #{link.anchor}: "
                    f"content/{target.source} has no heading with that id",
                )


def site_info(config: SiteConfig, default: str) -> SiteInfo:
    return SiteInfo(
        title=config.title, description=config.description, base=config.base, origin=config.origin or "", lang=config.lang,
        logo=config.logo, logo_text=config.logo_text or config.title, repository=config.repository,
        copyright=config.copyright, footer_message=config.footer_message, social_links=config.social_links,
        edit_link=config.edit_link, last_updated=config.last_updated, hide_navbar=config.hide_navbar,
        dark_mode=config.dark_mode, texts=config.texts, search=config.search,
        locales=config.locales, locale_redirect=config.locale_redirect,
        versions=[VersionInfo(name=v.name, prefix=version_prefix(v.name, default), default=v.name == default) for v in config.versions],
    )


def resolve_nav(items: list[NavItem], version: str, routes: RouteTable, loc: tuple[Any, ...],
                report: Callable[[tuple[Any, ...], str], None]) -> list[NavItem]:
    """Nav items with links made full routes; a link to no page is reported at its key in site.yaml."""
    out = []
    for i, item in enumerate(items):
        link = item.link
        if link is not None and not link.startswith(sidebar.EXTERNAL):
            route = routes.canonical(version, link)
            if route is None:
                report(loc + (i, "link"), f"nav link '{link}' of {version} points at no page: fix the route or add the page")
            link = routes.full(version, route) if route else link
        nested = resolve_nav(item.items, version, routes, loc + (i, "items"), report)
        out.append(item.model_copy(update={"link": link, "items": nested}))
    return out


def _overview(page: PageArtifact, pages: dict[str, PageArtifact], items: list[Any], routes: RouteTable, others: str) -> list[OverviewGroup]:
    base = page.route.rstrip("/") + "/"
    order = [l.link for l in sidebar.links(items)]
    depths = set(page.frontmatter.overview_headers)
    groups: dict[str, list[OverviewItem]] = {}
    children = [p for r, p in pages.items() if r.startswith(base) and r != page.route]
    full = {p.route: routes.full(page.version, p.route) for p in children}
    children.sort(key=lambda p: (order.index(full[p.route]) if full[p.route] in order else len(order), p.route))
    for child in children:
        trail = sidebar.groups_of(items, full[child.route]) or ()
        name = trail[-1] if trail else others
        headers = [t for t in child.toc if t.depth in depths]
        groups.setdefault(name, []).append(OverviewItem(text=child.title, link=full[child.route], headers=headers))
    return [OverviewGroup(name=n, items=i) for n, i in groups.items()]


def data_file(relative_path: str) -> str:
    """Where a page's data goes, from its source path: docs/api.md -> pages/docs/api.json.

    Named after the source, not the content: an edit then leaves the manifest, and so every other
    page's HTML, unchanged (packages/compiler/defs.bzl declares the same names).
    """
    return "pages/" + relative_path.removesuffix(".md") + ".json"


def run(content: Path, settings: SiteSettings, version: str, pages: dict[str, PageArtifact],
        others: list[PageAnchors], reporter: Reporter, dates: dict[str, str] | None = None) -> dict[str, bytes] | None:
    """Links one version; others are the anchors of the other versions' pages, dates the sources'
    last-commit dates (shown when site.yaml sets lastUpdated).

    Returns the version's artifact files (paths relative to the version folder).
    """
    site_yaml = content / "site.yaml"
    raw_config = read_site_yaml(site_yaml, reporter)
    if raw_config is None:
        return None
    routes = RouteTable({v: set(r) for v, r in settings.routes.items()}, settings.default_version)
    targets = {(a.version, a.route): a for a in others}
    targets.update({(version, r): anchors(p) for r, p in pages.items()})
    check_anchors(content, pages, targets, reporter)
    config = load_site(site_yaml, raw_config, reporter, {version: {r: p.title for r, p in pages.items()}})
    if config is None:
        return None
    index, vconf = next((i, v) for i, v in enumerate(config.versions) if v.name == version)
    default = settings.default_version
    prefix = version_prefix(version, default)
    yaml_text = site_yaml.read_text(encoding="utf-8")
    # Sidebar entries are searched for from this version's own sidebars key on.
    line, column = yaml_place(raw_config, "versions", index, "sidebars")
    cursor = sum(len(l) + 1 for l in yaml_text.split("\n")[: line - 1]) + column - 1
    problems: list[str] = []
    sidebars = {k: sidebar.resolve(items, version, routes, problems) for k, items in vconf.sidebars.items()}
    for link in problems:  # in the order they are written
        found = yaml_text.find(link, cursor)
        cursor = found + len(link) if found >= 0 else cursor
        reporter.at(site_yaml, *(line_col(yaml_text, found) if found >= 0 else (line, column)),
                    f"sidebar entry '{link}' of {version} points at no page: fix the route or add the page")
    nav = resolve_nav(vconf.nav, version, routes, ("versions", index, "nav"),
                      lambda loc, message: reporter.at(site_yaml, *yaml_place(raw_config, *loc), message))
    # Each sidebar's reading order and every link's place in it, computed once per version.
    reading_of = {k: list(sidebar.links(items)) for k, items in sidebars.items()}
    place_of = {k: {l.link: i for i, l in reversed(list(enumerate(r)))} for k, r in reading_of.items()}
    in_sidebar = {link for places in place_of.values() for link in places}
    out: dict[str, bytes] = {}
    route_entries: list[RouteEntry] = []
    documents = []
    for route, page in sorted(pages.items()):
        fm = page.frontmatter
        full = routes.full(version, route)
        key = sidebar.sidebar_key(sidebars, route)
        reading = reading_of[key] if key else []
        at = place_of[key].get(full) if key else None
        if fm.page_type == "doc" and full not in in_sidebar:
            reporter.at(content / page.source, 1, 1, f"page {full} is in no sidebar: add it to content/site.yaml", "warning")
        page_type = "overview" if fm.overview else fm.page_type
        edit_url = f"{config.edit_link.doc_repo_base_url.rstrip('/')}/{page.source}" if config.edit_link else None
        doc_title = config.title if page_type == "home" else f"{page.title} | {fm.title_suffix or config.title}"
        data = PageData(
            title=page.title, heading_title=page.heading_title, document_title=doc_title,
            description=fm.description or config.description, route_path=full, lang="", version=version,
            page_type=page_type, relative_path=page.relative_path, frontmatter=fm, toc=page.toc,
            last_updated_time=(dates or {}).get(page.source) if config.last_updated else None, edit_url=edit_url,
            html=page.html, markdown_path="/" + twin_path(full), sidebar=key if fm.sidebar and page_type in ("doc", "overview") else None,
            prev=PageLink(text=reading[at - 1].text, link=reading[at - 1].link) if at else None,
            next=PageLink(text=reading[at + 1].text, link=reading[at + 1].link) if at is not None and at + 1 < len(reading) else None,
            versions=[
                VersionLink(version=v.name, link=routes.full(v.name, target), exact=exact)
                for v in config.versions
                for target, exact in [routes.nearest(v.name, route)]
            ],
            overview=_overview(page, pages, sidebars.get(key, []) if key else [], routes, config.texts.others_text) if fm.overview else [],
        )
        name = data_file(page.relative_path)
        out[name] = emit.json_bytes(data)
        route_entries.append(RouteEntry(path=full, file=name, source=page.source, version=version, title=page.title))
        documents.extend(page.sections)
    not_found = PageData(
        title="404", heading_title="404", document_title=f"404 | {config.title}", description=config.description,
        route_path=prefix + "/404", lang="", version=version, page_type="404", relative_path="",
        frontmatter={}, toc=[], html="",  # type: ignore[arg-type]
        versions=[VersionLink(version=v.name, link=routes.full(v.name, "/"), exact=True) for v in config.versions],
    )
    out[NOT_FOUND] = emit.json_bytes(not_found)
    out[SEARCH_DOCUMENTS] = emit.json_bytes(documents)
    manifest = Manifest(
        version=version, prefix=prefix, site=site_info(config, default), nav=nav, sidebars=sidebars,
        routes=route_entries, not_found=NOT_FOUND, search_index=SEARCH_DOCUMENTS, llms_txt=prefix + "/" + llms.LLMS_TXT,
    )
    out["manifest.json"] = emit.json_bytes(manifest)
    for name, text in llms.files(config, version, sidebars, pages, routes).items():
        out[MARKDOWN + name] = text.encode()
    return out
