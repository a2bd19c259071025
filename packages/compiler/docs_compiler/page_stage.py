"""The page stage: one Markdown file in, one typed page artifact out.

Everything here depends on the page's own text and on the site settings (routes, base, images),
never on another page's content, so Bazel compiles each page in its own action and an edit
recompiles only that page. Whatever needs every page of a version is the link stage's job.
"""

from __future__ import annotations

from pathlib import Path

from . import markdown_twin, search_docs
from .context import PageContext
from .errors import Reporter
from .frontmatter import split
from .markdown import MarkdownStage
from .models import ApiHistory, LinkRef, PageAnchors, PageArtifact, SiteSettings
from .routes import RouteTable, route_of, version_prefix


def decode(file: Path, data: bytes, reporter: Reporter) -> str | None:
    """The file's text, or None after reporting where its bytes are not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        reporter.at(file, line, column, "invalid UTF-8: save the file as UTF-8")
        return None


def route_table(settings: SiteSettings) -> RouteTable:
    return RouteTable({v: set(routes) for v, routes in settings.routes.items()}, settings.default_version)


def compile_page(file: Path, source: str, data: bytes, settings: SiteSettings, routes: RouteTable,
                 stage: MarkdownStage, reporter: Reporter, api: ApiHistory | None = None) -> PageArtifact | None:
    """Compiles one page; source is its path relative to content/ (13.x/docs/api.md).

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
    ctx = PageContext(
        file=file, text=text, body_offset=page.body_offset, version=version, source=source,
        relative_path=relative_path, base=settings.base, routes=routes, reporter=reporter,
        assets=settings.assets, strict=settings.strict, api=api,
    )
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
        title=title or "", heading_title=ctx.heading_title, toc=ctx.toc, ids=sorted(ctx.ids), html=html,
        markdown=markdown_twin.render(state, ctx, settings.origin, title or "", fm),
        links=[
            LinkRef(version=u.target.version, route=u.target.route, anchor=u.target.anchor, url=u.url, line=u.line, column=u.column)
            for u in ctx.links
        ],
        sections=search_docs.sections(title or "", full, html, ctx.toc) if searchable else [],
    )


def anchors(page: PageArtifact) -> PageAnchors:
    return PageAnchors(version=page.version, route=page.route, source=page.source, ids=page.ids)
