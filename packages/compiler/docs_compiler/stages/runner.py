"""The stage runner: the one place the stages are put in order, with their typed inputs and outputs.

  site   content files (pages, images, misnamed) -> SiteStage: settings, hashed images
  page   one Markdown file                       -> PageArtifact (summary, body, search, anchors, twin)
  link   a version's pages (summaries)            -> its manifest, page frames, 404, llms.txt and plan
  check  every page's anchors, of every version  -> a link to a missing heading is an error
  llms   the plan and the version's twins        -> llms-full.txt

Bazel runs each stage as its own action through the command line (__main__.py, worker.py);
packages/compiler/defs.bzl declares those actions and their files. The live preview's session
re-runs the stages a save feeds, and compile_site runs them all in one process (the whole-site
command line, tests, benchmarks). All three go through Runner, and nothing else calls a stage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..checks.errors import Reporter
from ..markdown import highlight
from ..markdown.parser import MarkdownStage
from ..models import ApiHistory, PageAnchors, PageArtifact, PageSummary, SiteSettings
from ..site import files
from ..site.assets import is_image
from ..site.files import is_misnamed_page, is_page
from ..site.routes import RouteTable
from . import link_stage, page_stage, site_stage


@dataclass
class ContentFiles:
    """The site stage's input: files under content/, relative to it, as Bazel lists them (defs.bzl)."""

    pages: list[str] = field(default_factory=list)
    """Markdown pages (13.x/docs/api.md); folders and broken links named like pages too, to be reported."""
    images: list[str] = field(default_factory=list)
    misnamed: list[str] = field(default_factory=list)
    """Files named like pages that are not read as pages (.markdown, .MD): warned about."""


def content_files(content: Path) -> ContentFiles:
    """Lists content/ the way Bazel's glob in content/BUILD.bazel and defs.bzl see it."""
    found = ContentFiles()
    for file in sorted(content.rglob("*")):
        rel = file.relative_to(content).as_posix()
        if rel.startswith("tests/") or (file.is_dir() and not is_page(rel)):
            continue
        if is_page(rel):
            found.pages.append(rel)
        elif is_misnamed_page(rel):
            found.misnamed.append(rel)
        elif is_image(rel):
            found.images.append(rel)
    return found


def other_anchors(pages: dict[str, dict[str, PageArtifact]], version: str) -> list[PageAnchors]:
    """The heading ids and links of every other version's pages, which this version's links may name."""
    return [page_stage.anchors(p) for v, by_route in pages.items() if v != version for p in by_route.values()]


class Runner:
    """Runs the stages for one content folder, keeping what is costly to make between runs warm:
    the Markdown parser, the route table of the current settings, the API history, each version's
    last link."""

    def __init__(self, content: Path, api: ApiHistory | None = None) -> None:
        self.content = content
        self.api = api
        """Which releases export which names, for API badges and checks (none without it)."""
        self.markdown = MarkdownStage()
        self.warm_link = link_stage.WarmLink()
        self._routes: tuple[SiteSettings, RouteTable] | None = None

    def site(self, found: ContentFiles, reporter: Reporter, strict: bool = True) -> site_stage.SiteStage | None:
        """The site stage: names checked, images read and hashed, site.yaml validated (strict: unknown
        code languages are errors, not warnings)."""
        files.misnamed(self.content, found.misnamed, reporter)
        pages = files.publishable(self.content, found.pages, reporter)
        images = files.publishable(self.content, found.images, reporter)
        try:
            data = {rel: (self.content / rel).read_bytes() for rel in images}
        except OSError as e:  # deleted between listing and reading (the preview): the next save runs this again
            reporter.at(Path(e.filename or self.content), 1, 1, f"cannot read: {e.strerror}")
            return None
        return site_stage.run(self.content, pages, data, reporter, strict)

    def routes(self, settings: SiteSettings) -> RouteTable:
        """The route table of the settings, made again only when they change."""
        if self._routes is None or self._routes[0] != settings:
            self._routes = (settings, page_stage.route_table(settings))
        return self._routes[1]

    def page(self, settings: SiteSettings, source: str, data: bytes, reporter: Reporter) -> PageArtifact | None:
        """The page stage for one page; source is relative to content/ (13.x/docs/api.md)."""
        file = self.content / source
        return page_stage.compile_page(file, source, data, settings, self.routes(settings), self.markdown, reporter, self.api)

    def link_frames(self, settings: SiteSettings, version: str, pages: dict[str, PageSummary], reporter: Reporter,
                    dates: dict[str, str] | None = None) -> link_stage.Linked | None:
        """The link stage alone, from page summaries: Bazel's link action (bodies join in the prerender)."""
        return link_stage.run(self.content, settings, version, pages, reporter, dates)

    def check(self, pages: list[PageAnchors], reporter: Reporter) -> None:
        """The check stage: every link's anchor, of every version, against every page's heading ids."""
        link_stage.check_anchors(self.content, pages, pages, reporter)

    def link(self, settings: SiteSettings, version: str, pages: dict[str, PageArtifact], others: list[PageAnchors],
             reporter: Reporter, dates: dict[str, str] | None = None) -> dict[str, bytes] | None:
        """The link, check and llms stages of one version in one process, from whole pages (by
        version-relative route); others are the other versions' anchors (other_anchors)."""
        return link_stage.whole(self.content, settings, version, pages, others, reporter, dates or {}, self.warm_link)


def compile_site(content: Path, strict: bool = True, api: ApiHistory | None = None,
               dates: dict[str, str] | None = None) -> tuple[dict[str, bytes], Reporter]:
    """Every stage in order, in one process: content/ in, artifact files (path -> bytes) out.

    Diagnostics are in the reporter. dates: last-commit dates of sources (relative to content/), as
    last_updated.parse gives them.
    """
    content = content.resolve()
    reporter = Reporter(content)
    runner = Runner(content, api)
    site = runner.site(content_files(content), reporter, strict)
    if site is None:
        return {}, reporter
    settings = site.settings
    compiled: dict[str, dict[str, PageArtifact]] = {}
    twins: dict[str, bytes] = {}
    for version, by_route in settings.routes.items():
        compiled[version] = {}
        for relative in by_route.values():
            source = f"{version}/{relative}"
            page = runner.page(settings, source, (content / source).read_bytes(), reporter)
            if page is not None:
                compiled[version][page.route] = page
                twins[f"{version}/{link_stage.MARKDOWN}{relative}"] = page.markdown.encode()
    out: dict[str, bytes] = {"syntax.css": highlight.stylesheet().encode(), **site.images, **twins}
    for version, pages_of in compiled.items():
        linked = runner.link(settings, version, pages_of, other_anchors(compiled, version), reporter, dates)
        for name, data in (linked or {}).items():
            out[f"{version}/{name}"] = data
    return out, reporter
