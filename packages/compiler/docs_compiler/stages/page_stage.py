"""The page stage: one Markdown file in, one typed page artifact out.

Everything here depends on the page's own text and on the site settings (routes, base, images),
never on another page's content, so Bazel compiles each page in its own action and an edit
recompiles only that page. Whatever needs every page of a version is the link stage's job.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from ..markdown import twin as markdown_twin
from ..site import assets
from . import search_docs
from ..markdown.context import PageContext
from ..checks.errors import Reporter, line_col
from ..markdown.frontmatter import SplitPage, split
from ..checks.guards import MAX_NESTING_COLUMNS, nesting_problem
from ..markdown.parser import MarkdownStage
from ..markdown.plugins import claims
from ..markdown.plugins.quick_info import tooltips
from ..models import ApiHistory, ApiLinks, LinkRef, PageAnchors, PageArtifact, PageBody, PageQuickInfo, PageSummary, SiteSettings
from ..site.hrefs import EXTERNAL
from ..site.routes import RouteTable, route_of, version_prefix
from ..checks.source import decode


def route_table(settings: SiteSettings) -> RouteTable:
    return RouteTable({v: set(routes) for v, routes in settings.routes.items()}, settings.default_version)


def check_frontmatter_links(page: SplitPage, version: str, source: str, settings: SiteSettings, routes: RouteTable,
                            report: Callable[[tuple[int, int], str], None]) -> None:
    """Hero actions, feature links and hero images must exist, like links and images in the body."""
    fm = page.frontmatter
    links: list[tuple[tuple[str | int, ...], str]] = [
        (("hero", "actions", i, "link"), a.link) for i, a in enumerate(fm.hero.actions if fm.hero else [])
    ]
    links += [(("features", i, "link"), f.link) for i, f in enumerate(fm.features) if f.link]
    for loc, link in links:
        if not link.startswith(EXTERNAL) and routes.canonical(version, link.partition("#")[0]) is None:
            report(page.place(*loc), f"link '{link}' points at no page of {version}: write a route such as /docs/start/intro")
    image = fm.hero.image if fm.hero else None
    sources = [("src", image.src if image else None), ("srcDark", image.src_dark if image else None)]
    sources += [("srcset", url) for url, _ in assets.srcset_candidates(image.srcset)] if image and image.srcset else []
    for key, src in sources:
        if src and not src.startswith(EXTERNAL) and (not src.startswith("/") or assets.resolve(src, source, settings.assets) is None):
            report(page.place("hero", "image", key), f"image '{src}' not found: put it in content/public/ and write its path from there (e.g. /img/hero.svg)")


def compile_page(file: Path, source: str, data: bytes, settings: SiteSettings, routes: RouteTable,
                 stage: MarkdownStage, reporter: Reporter, api: ApiHistory | None = None,
                 quick_info: PageQuickInfo | None = None, api_links: ApiLinks | None = None) -> PageArtifact | None:
    """Compiles one page; source is its path relative to content/ (13.x/docs/api.md). quick_info is
    what the version's type check says of its TypeScript blocks' identifiers, api_links where the
    version documents its API names (plugins/quick_info.py); without them code has no quick info.

    Returns None when the page cannot be parsed at all; other errors are in the reporter, and the
    artifact still comes back so a whole-site run can go on to report every problem at once.
    """
    version, _, relative_path = source.partition("/")
    text = decode(file, data, reporter)
    if text is None:
        return None
    page, problems = split(text)
    for p in problems:
        reporter.at(file, p.line, p.column, p.message)
    if page is None:
        return None
    if deep := nesting_problem(page.body):
        offset, width = deep
        line, column = line_col(text, page.body_offset + offset)
        reporter.at(file, line, column, f"lists or quotes nested {width} columns deep (the limit is {MAX_NESTING_COLUMNS}): flatten them")
        return None
    ctx = PageContext(
        file=file, text=text, body_offset=page.body_offset, version=version, source=source,
        relative_path=relative_path, base=settings.base, routes=routes, reporter=reporter,
        assets=settings.assets, strict=settings.strict, api=api, copy_code_text=settings.copy_code_text,
        quick_info=quick_info, api_links=dict(api_links.links) if api_links else {},
    )
    check_frontmatter_links(page, version, source, settings, routes, lambda where, message: reporter.at(file, *where, message))
    html, state = stage.parse(page.body, ctx)
    fm = page.frontmatter
    title = fm.title or ctx.heading_title
    if not title and fm.page_type == "doc":
        reporter.at(file, 1, 1, "page has no title: add `title:` to the frontmatter or a `# Heading`")
    route = route_of(relative_path)
    full = version_prefix(version, settings.default_version) + route
    searchable = fm.overview or fm.page_type == "doc"
    return PageArtifact(
        version=version, route=route, source=source, relative_path=relative_path, frontmatter=fm,
        title=title or "", heading_title=ctx.heading_title, toc=ctx.toc, ids=sorted(ctx.ids), html=html, tips=tooltips(ctx) + claims.sources(ctx),
        markdown=markdown_twin.render(state, ctx, settings.origin, title or "", fm),
        links=[
            LinkRef(version=u.target.version, route=u.target.route, anchor=u.target.anchor, url=u.url, line=u.line, column=u.column)
            for u in ctx.links
        ],
        sections=search_docs.sections(title or "", full, state, ctx.toc) if searchable else [],
    )


def summary(page: PageArtifact) -> PageSummary:
    """What the link stage reads of the page (models.PageSummary)."""
    return PageSummary(**{name: getattr(page, name) for name in PageSummary.model_fields})


def body(page: PageArtifact) -> PageBody:
    """What the prerender reads of the page besides its frame (models.PageBody)."""
    return PageBody(html=page.html, tips=page.tips)


def anchors(page: PageArtifact) -> PageAnchors:
    return PageAnchors(version=page.version, route=page.route, source=page.source, ids=page.ids, links=page.links)
