"""The whole pipeline in one process: site stage, every page, then the link stage per version.

Bazel runs the same stages as separate actions (see packages/compiler/defs.bzl); this module is
for tests, benchmarks and anything else that wants a whole site from a content folder at once.
"""

from __future__ import annotations

from pathlib import Path

from ..markdown import highlight
from ..site import files
from . import link_stage, page_stage, site_stage
from ..site.assets import is_image
from ..site.files import is_misnamed_page, is_page
from ..checks.errors import Reporter
from ..markdown.parser import MarkdownStage
from ..models import ApiHistory, PageArtifact


def content_files(content: Path) -> tuple[list[str], list[str], list[str]]:
    """(Markdown pages, images, files that look like pages but are not) under content/, relative to it.

    Folders and broken links named like pages are listed too, for files.publishable to report.
    """
    pages, images, misnamed = [], [], []
    for file in sorted(content.rglob("*")):
        rel = file.relative_to(content).as_posix()
        if rel.startswith("tests/") or (file.is_dir() and not is_page(rel)):
            continue
        if is_page(rel):
            pages.append(rel)
        elif is_misnamed_page(rel):
            misnamed.append(rel)
        elif is_image(rel):
            images.append(rel)
    return pages, images, misnamed


def compile_site(content: Path, strict: bool = True, api: ApiHistory | None = None,
                 dates: dict[str, str] | None = None) -> tuple[dict[str, bytes], Reporter]:
    """Compiles content/ into artifact files (path -> bytes); diagnostics are in the reporter.

    api: which releases export which names, for API badges and checks (none without it).
    dates: last-commit dates of sources (relative to content/), as last_updated.parse gives them.
    """
    content = content.resolve()
    reporter = Reporter(content)
    pages, images, ignored = content_files(content)
    files.misnamed(content, ignored, reporter)
    pages = files.publishable(content, pages, reporter)
    images = files.publishable(content, images, reporter)
    site = site_stage.run(content, pages, {rel: (content / rel).read_bytes() for rel in images}, reporter, strict)
    if site is None:
        return {}, reporter
    settings = site.settings
    routes = page_stage.route_table(settings)
    stage = MarkdownStage()
    compiled: dict[str, dict[str, PageArtifact]] = {}
    twins: dict[str, bytes] = {}
    for version, by_route in settings.routes.items():
        compiled[version] = {}
        for relative in by_route.values():
            source = f"{version}/{relative}"
            file = content / source
            page = page_stage.compile_page(file, source, file.read_bytes(), settings, routes, stage, reporter, api)
            if page is not None:
                compiled[version][page.route] = page
                twins[f"{version}/{link_stage.MARKDOWN}{relative}"] = page.markdown.encode()
    out: dict[str, bytes] = {"syntax.css": highlight.stylesheet().encode(), **site.images, **twins}
    for version, pages_of in compiled.items():
        others = [page_stage.anchors(p) for v, ps in compiled.items() if v != version for p in ps.values()]
        linked = link_stage.whole(content, settings, version, pages_of, others, reporter, dates or {})
        for name, data in (linked or {}).items():
            out[f"{version}/{name}"] = data
    return out, reporter
