"""The build: discovers pages, renders them, checks links and sidebars, and assembles artifacts."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from . import emit, highlight, search_docs, sidebar
from .assets import Assets
from .config import load_site, read_site_yaml
from .context import PageContext
from .errors import Reporter
from .frontmatter import SplitPage, split
from .markdown import MarkdownStage
from .models import (
    Manifest, OverviewGroup, OverviewItem, PageData, PageLink, RouteEntry, SiteConfig, SiteInfo,
    VersionInfo, VersionLink,
)
from .routes import RouteTable, route_of, version_prefix


@dataclass
class Page:
    """A page after rendering, before site-wide data (sidebar, prev/next) is attached."""

    ctx: PageContext
    source: SplitPage
    html: str
    route: str
    """Version-relative route."""
    title: str


def _decode(file: Path, reporter: Reporter) -> str | None:
    data = file.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        reporter.at(file, line, column, "invalid UTF-8: save the file as UTF-8")
        return None


def _version_names(raw: dict) -> tuple[list[str], str]:  # type: ignore[type-arg]
    versions = [v for v in raw.get("versions") or [] if isinstance(v, dict) and "name" in v]
    names = [str(v["name"]) for v in versions]
    defaults = [str(v["name"]) for v in versions if v.get("default")]
    return names, (defaults[0] if defaults else (names[0] if names else ""))


def _discover(content: Path, names: list[str], reporter: Reporter) -> dict[str, dict[str, Path]]:
    """version -> route -> file, reporting routes two files claim."""
    found: dict[str, dict[str, Path]] = {}
    for name in names:
        root = content / name
        if not root.is_dir():
            reporter.at(content / "site.yaml", 1, 1, f"version {name} has no folder content/{name}/")
            continue
        seen: dict[str, Path] = {}
        routes: dict[str, Path] = {}
        for file in sorted(root.rglob("*.md")):
            route = route_of(file.relative_to(root).as_posix())
            key = route.rstrip("/") or "/"
            if key in seen:
                reporter.at(file, 1, 1, f"duplicate route {route}: {reporter.rel(seen[key])} already defines it; rename one file")
                continue
            seen[key] = file
            routes[route] = file
        found[name] = routes
    return found


def _render_pages(content: Path, files: dict[str, dict[str, Path]], config_base: str, routes: RouteTable,
                  reporter: Reporter, assets: Assets, strict: bool) -> dict[str, dict[str, Page]]:
    stage = MarkdownStage()
    pages: dict[str, dict[str, Page]] = {}
    for version, by_route in files.items():
        pages[version] = {}
        for route, file in by_route.items():
            text = _decode(file, reporter)
            if text is None:
                continue
            source, problems = split(text)
            for p in problems:
                reporter.at(file, p.line, p.column, p.message)
            if source is None:
                continue
            ctx = PageContext(
                file=file, text=text, body_offset=source.body_offset, version=version,
                relative_path=file.relative_to(content / version).as_posix(), base=config_base,
                routes=routes, reporter=reporter, assets=assets, strict=strict,
            )
            html = stage.render(source.body, ctx)
            title = source.frontmatter.title or ctx.heading_title
            if not title and source.frontmatter.page_type == "doc":
                reporter.at(file, 1, 1, "page has no title: add `title:` to the frontmatter or a `# Heading`")
            pages[version][route] = Page(ctx, source, html, route, title or "")
    return pages


def _check_anchors(pages: dict[str, dict[str, Page]], reporter: Reporter) -> None:
    for by_route in pages.values():
        for page in by_route.values():
            for use in page.ctx.links:
                target = pages.get(use.target.version, {}).get(use.target.route)
                if use.target.anchor and target and use.target.anchor not in target.ctx.ids:
                    page.ctx.error(
                        use.url,
                        f"link '{use.url}' points to a missing anchor #{use.target.anchor}: "
                        f"{reporter.rel(target.ctx.file)} has no heading with that id",
                    )


def _site_info(config: SiteConfig) -> SiteInfo:
    default = next((v.name for v in config.versions if v.default), config.versions[0].name)
    return SiteInfo(
        title=config.title, description=config.description, base=config.base, lang=config.lang,
        logo=config.logo, logo_text=config.logo_text or config.title, repository=config.repository,
        copyright=config.copyright, footer_message=config.footer_message, social_links=config.social_links,
        edit_link=config.edit_link, last_updated=config.last_updated, hide_navbar=config.hide_navbar,
        dark_mode=config.dark_mode, texts=config.texts, search=config.search,
        locales=config.locales, locale_redirect=config.locale_redirect,
        versions=[VersionInfo(name=v.name, prefix=version_prefix(v.name, default), default=v.name == default) for v in config.versions],
    )


def _nav_link(link: str | None, version: str, routes: RouteTable) -> str | None:
    if link is None or link.startswith(sidebar.EXTERNAL):
        return link
    route = routes.canonical(version, link)
    return routes.full(version, route) if route else None


def _overview(page: Page, version_pages: dict[str, Page], sidebars: dict, routes: RouteTable, others: str) -> list[OverviewGroup]:  # type: ignore[type-arg]
    base = page.route.rstrip("/") + "/"
    key = sidebar.sidebar_key(sidebars, page.route)
    items = sidebars.get(key, []) if key else []
    order = [l.link for l in sidebar.links(items)]
    depths = set(page.source.frontmatter.overview_headers)
    groups: dict[str, list[OverviewItem]] = {}
    children = [p for r, p in version_pages.items() if r.startswith(base) and r != page.route]
    full = {p.route: routes.full(page.ctx.version, p.route) for p in children}
    children.sort(key=lambda p: (order.index(full[p.route]) if full[p.route] in order else len(order), p.route))
    for child in children:
        trail = sidebar.groups_of(items, full[child.route]) or ()
        name = trail[-1] if trail else others
        headers = [t for t in child.ctx.toc if t.depth in depths]
        groups.setdefault(name, []).append(OverviewItem(text=child.title, link=full[child.route], headers=headers))
    return [OverviewGroup(name=n, items=i) for n, i in groups.items()]


def compile_site(content: Path, strict: bool = True) -> tuple[dict[str, bytes], Reporter]:
    """Compiles content/ into artifact files (path -> bytes); diagnostics are in the reporter."""
    content = content.resolve()
    reporter = Reporter(content)
    site_yaml = content / "site.yaml"
    raw = read_site_yaml(site_yaml, reporter)
    if raw is None:
        return {}, reporter
    names, default = _version_names(raw)
    files = _discover(content, names, reporter)
    routes = RouteTable({v: set(r) for v, r in files.items()}, default)
    base = str(raw.get("base") or "/")
    assets = Assets(content)
    pages = _render_pages(content, files, base, routes, reporter, assets, strict)
    _check_anchors(pages, reporter)
    titles = {v: {r: p.title for r, p in by_route.items()} for v, by_route in pages.items()}
    config = load_site(site_yaml, raw, reporter, titles)
    if config is None:
        return {}, reporter
    yaml_text = site_yaml.read_text(encoding="utf-8")
    info = _site_info(config)
    out: dict[str, bytes] = {"syntax.css": highlight.stylesheet().encode()}
    out.update(assets.files)
    for vconf in config.versions:
        version = vconf.name
        prefix = version_prefix(version, default)
        problems: list[str] = []
        sidebars = {k: sidebar.resolve(items, version, routes, problems) for k, items in vconf.sidebars.items()}
        for link in problems:
            reporter.find(site_yaml, yaml_text, link, start=max(0, yaml_text.find(f'"{version}"')), message=f"sidebar entry '{link}' of {version} points at no page: fix the route or add the page")
        nav = [n.model_copy(update={"link": _nav_link(n.link, version, routes)}) for n in vconf.nav]
        # Each sidebar's reading order and every link's place in it, computed once per version.
        reading_of = {k: list(sidebar.links(items)) for k, items in sidebars.items()}
        place_of = {k: {l.link: i for i, l in reversed(list(enumerate(r)))} for k, r in reading_of.items()}
        in_sidebar = {link for places in place_of.values() for link in places}
        route_entries: list[RouteEntry] = []
        documents = []
        for route, page in sorted(pages.get(version, {}).items()):
            fm = page.source.frontmatter
            full = routes.full(version, route)
            key = sidebar.sidebar_key(sidebars, route)
            reading = reading_of[key] if key else []
            at = place_of[key].get(full) if key else None
            if fm.page_type == "doc" and full not in in_sidebar:
                reporter.at(page.ctx.file, 1, 1, f"page {full} is in no sidebar: add it to content/site.yaml", "warning")
            page_type = "overview" if fm.overview else fm.page_type
            if page_type == "home":
                doc_title = config.title
            else:
                doc_title = f"{page.title} | {fm.title_suffix or config.title}"
            data = PageData(
                title=page.title, heading_title=page.ctx.heading_title, document_title=doc_title,
                description=fm.description or config.description, route_path=full, lang="", version=version,
                page_type=page_type, relative_path=page.ctx.relative_path, frontmatter=fm, toc=page.ctx.toc,
                html=page.html, sidebar=key if fm.sidebar and page_type in ("doc", "overview") else None,
                prev=PageLink(text=reading[at - 1].text, link=reading[at - 1].link) if at else None,
                next=PageLink(text=reading[at + 1].text, link=reading[at + 1].link) if at is not None and at + 1 < len(reading) else None,
                versions=[
                    VersionLink(version=v.name, link=routes.full(v.name, target), exact=exact)
                    for v in config.versions
                    for target, exact in [routes.nearest(v.name, route)]
                ],
                overview=_overview(page, pages[version], sidebars, routes, config.texts.others_text) if fm.overview else [],
            )
            stem = route.strip("/").replace("/", "-") or "index"
            if route.endswith("/") and route != "/":
                stem += "-index"
            body = emit.json_bytes(data)
            name = "pages/" + emit.hashed_name(stem, body)
            out[f"{version}/{name}"] = body
            route_entries.append(RouteEntry(path=full, file=name, source=f"{version}/{page.ctx.relative_path}", version=version, title=page.title))
            if page_type in ("doc", "overview"):
                documents.extend(search_docs.sections(page.title, full, page.html, page.ctx.toc))
        not_found = PageData(
            title="404", heading_title="404", document_title=f"404 | {config.title}", description=config.description,
            route_path=prefix + "/404", lang="", version=version, page_type="404", relative_path="",
            frontmatter={}, toc=[], html="",  # type: ignore[arg-type]
            versions=[VersionLink(version=v.name, link=routes.full(v.name, "/"), exact=True) for v in config.versions],
        )
        nf_body = emit.json_bytes(not_found)
        nf_name = emit.hashed_name("404", nf_body)
        out[f"{version}/{nf_name}"] = nf_body
        search_body = emit.json_bytes(documents)
        search_name = emit.hashed_name(f"search_index.{version}", search_body)
        out[f"{version}/{search_name}"] = search_body
        manifest = Manifest(
            version=version, prefix=prefix, site=info, nav=nav, sidebars=sidebars,
            routes=route_entries, not_found=nf_name, search_index=search_name,
        )
        out[f"{version}/manifest.json"] = emit.json_bytes(manifest)
    return out, reporter
