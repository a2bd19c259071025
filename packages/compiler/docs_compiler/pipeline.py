"""The whole pipeline in one process: site stage, every page, then the link stage per version.

Bazel runs the same stages as separate actions (see packages/compiler/defs.bzl); this module is
for tests, benchmarks and anything else that wants a whole site from a content folder at once.
"""

from __future__ import annotations

from pathlib import Path

from . import highlight, link_stage, page_stage, site_stage
from .assets import is_image
from .errors import Reporter
from .markdown import MarkdownStage
from .models import PageArtifact


def content_files(content: Path) -> tuple[list[str], list[str]]:
    """(Markdown pages, images) under content/, as paths relative to it."""
    pages, images = [], []
    for file in sorted(content.rglob("*")):
        rel = file.relative_to(content).as_posix()
        if not file.is_file() or rel.startswith("tests/"):
            continue
        if rel.endswith(".md") and "/" in rel and not rel.startswith("public/"):
            pages.append(rel)
        elif is_image(rel):
            images.append(rel)
    return pages, images


def compile_site(content: Path, strict: bool = True, dates: dict[str, str] | None = None) -> tuple[dict[str, bytes], Reporter]:
    """Compiles content/ into artifact files (path -> bytes); diagnostics are in the reporter.

    dates: last-commit dates of sources (relative to content/), as last_updated.parse gives them.
    """
    content = content.resolve()
    reporter = Reporter(content)
    pages, images = content_files(content)
    site = site_stage.run(content, pages, {rel: (content / rel).read_bytes() for rel in images}, reporter, strict)
    if site is None:
        return {}, reporter
    settings = site.settings
    routes = page_stage.route_table(settings)
    stage = MarkdownStage()
    compiled: dict[str, dict[str, PageArtifact]] = {}
    for version, by_route in settings.routes.items():
        compiled[version] = {}
        for relative in by_route.values():
            source = f"{version}/{relative}"
            file = content / source
            page = page_stage.compile_page(file, source, file.read_bytes(), settings, routes, stage, reporter)
            if page is not None:
                compiled[version][page.route] = page
    out: dict[str, bytes] = {"syntax.css": highlight.stylesheet().encode(), **site.images}
    for version, pages_of in compiled.items():
        others = [page_stage.anchors(p) for v, ps in compiled.items() if v != version for p in ps.values()]
        files = link_stage.run(content, settings, version, pages_of, others, reporter, dates or {})
        for name, data in (files or {}).items():
            out[f"{version}/{name}"] = data
    return out, reporter
