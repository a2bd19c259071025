"""The link stage: a version's page artifacts in, the version's artifacts for the web app out.

Everything that needs a whole version happens here, once per version: the site config with sidebar
titles taken from the pages, anchor checks of every internal link, sidebars, nav, prev/next,
overview lists, version-switch targets, the 404 page, the search documents and the manifest.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from . import emit, llms, page_data, sidebar
from .config import load_site, read_site_yaml, yaml_place
from .errors import Reporter, line_col
from .hrefs import Hrefs, is_external
from .page_stage import anchors
from .models import (
    Manifest, NavItem, PageAnchors, PageArtifact, RouteEntry, SiteCommon, SiteConfig, SiteInfo, SiteSettings, ThemedImage,
    VersionInfo,
)
from .routes import RouteTable, version_prefix

# The link stage's fixed file names (the prerender's version step packs the search documents into
# the hashed index the browser loads, and names it in the bundle's _data/VERSION/search_index.json).
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


def site_info(config: SiteConfig, hrefs: Hrefs) -> SiteInfo:
    """site.yaml's fields the browser reads, with the logo's URLs and each version's prefix."""
    light, dark = (config.logo.light, config.logo.dark) if isinstance(config.logo, ThemedImage) else (config.logo, config.logo)
    default = hrefs.routes.default_version
    return SiteInfo(
        **{name: getattr(config, name) for name in SiteCommon.model_fields},
        logo=ThemedImage(light=hrefs.file(light), dark=hrefs.file(dark)), logo_text=config.logo_text or config.title,
        versions=[VersionInfo(name=v.name, prefix=version_prefix(v.name, default), default=v.name == default) for v in config.versions],
    )


def resolve_nav(items: list[NavItem], hrefs: Hrefs, loc: tuple[Any, ...],
                report: Callable[[tuple[Any, ...], str], None]) -> list[NavItem]:
    """Nav items with links made full routes and resolved; a link to no page is reported at its key in site.yaml."""
    version, routes = hrefs.version, hrefs.routes
    out = []
    for i, item in enumerate(items):
        link, target = item.link, None
        if link is not None and is_external(link):
            target = hrefs.link(link)
        elif link is not None:
            route = routes.canonical(version, link)
            if route is None:
                report(loc + (i, "link"), f"nav link '{link}' of {version} points at no page: fix the route or add the page")
            else:
                link = routes.full(version, route)
                target = hrefs.to(link)
        nested = resolve_nav(item.items, hrefs, loc + (i, "items"), report)
        out.append(item.model_copy(update={"link": link, "items": nested, "target": target}))
    return out


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
    prefix = version_prefix(version, settings.default_version)
    yaml_text = site_yaml.read_text(encoding="utf-8")
    # Sidebar entries are searched for from this version's own sidebars key on.
    line, column = yaml_place(raw_config, "versions", index, "sidebars")
    cursor = sum(len(l) + 1 for l in yaml_text.split("\n")[: line - 1]) + column - 1
    problems: list[str] = []
    hrefs = Hrefs(settings.base, version, routes)
    sidebars = {k: sidebar.resolve(items, hrefs, problems) for k, items in vconf.sidebars.items()}
    for link in problems:  # in the order they are written
        found = yaml_text.find(link, cursor)
        cursor = found + len(link) if found >= 0 else cursor
        reporter.at(site_yaml, *(line_col(yaml_text, found) if found >= 0 else (line, column)),
                    f"sidebar entry '{link}' of {version} points at no page: fix the route or add the page")
    nav = resolve_nav(vconf.nav, hrefs, ("versions", index, "nav"),
                      lambda loc, message: reporter.at(site_yaml, *yaml_place(raw_config, *loc), message))
    # Each sidebar's reading order and every link's place in it, computed once per version.
    reading_of = {k: list(sidebar.links(items)) for k, items in sidebars.items()}
    place_of = {k: {l.link: i for i, l in reversed(list(enumerate(r)))} for k, r in reading_of.items()}
    in_sidebar = {link for places in place_of.values() for link in places}
    ctx = page_data.VersionContext(config, hrefs, nav, sidebars, reading_of, place_of, pages, dates or {})
    out: dict[str, bytes] = {}
    route_entries: list[RouteEntry] = []
    documents = []
    for route, page in sorted(pages.items()):
        full = routes.full(version, route)
        if page.frontmatter.page_type == "doc" and full not in in_sidebar:
            reporter.at(content / page.source, 1, 1, f"page {full} is in no sidebar: add it to content/site.yaml", "warning")
        name = data_file(page.relative_path)
        out[name] = emit.json_bytes(page_data.build(ctx, route, page), drop_nulls=True)
        route_entries.append(RouteEntry(path=full, file=name, source=page.source, version=version, title=page.title))
        documents.extend(page.sections)
    not_found = page_data.not_found(ctx)
    out[NOT_FOUND] = emit.json_bytes(not_found, drop_nulls=True)
    out[SEARCH_DOCUMENTS] = emit.json_bytes(documents, drop_nulls=True)
    manifest = Manifest(
        version=version, prefix=prefix, site=site_info(config, hrefs), home=hrefs.to(prefix + "/"), nav=nav, sidebars=sidebars,
        routes=route_entries, not_found=NOT_FOUND, llms_txt=hrefs.page(prefix + "/" + llms.LLMS_TXT),
    )
    out["manifest.json"] = emit.json_bytes(manifest, drop_nulls=True)
    for name, text in llms.files(config, version, sidebars, pages, routes).items():
        out[MARKDOWN + name] = text.encode()
    return out
