"""The stage runner: the one place the stages are put in order, with their typed inputs and outputs.

  site   content files (pages, images, misnamed) -> SiteStage: settings, hashed images
  api-links  a version's API pages              -> where each API name is documented (ApiLinks)
  page   one Markdown file (+ its quick info)   -> PageArtifact (summary, body, search, anchors, twin)
  link   a version's pages (summaries)            -> its manifest, page frames, 404, llms.txt and plan
  check  every page's anchors, of every version  -> a link to a missing heading is an error
  llms   the plan and the version's twins        -> llms-full.txt

Runner runs one stage at a time. Bazel runs each stage as its own action through the command line
(__main__.py, worker.py); packages/compiler/defs.bzl declares those actions and their files, and
test_bazel_outputs.py holds that graph to Pipeline's. Pipeline puts the stages in order and keeps
their outputs: compile_site runs it once (the whole-site command line, tests, benchmarks), the
live preview's session keeps one and re-runs what each save feeds. Nothing else calls a stage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..checks.errors import Diagnostic, Reporter
from ..markdown import highlight
from ..markdown.parser import MarkdownStage
from ..models import ApiHistory, ApiLinks, PageAnchors, PageArtifact, PageQuickInfo, PageSummary, SiteSettings
from ..site import files
from ..site.assets import is_image
from ..site.files import is_misnamed_page, is_page
from ..site.routes import RouteTable
from . import api_links, link_stage, page_stage, site_stage


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

    def __init__(self, content: Path, api: ApiHistory | None = None, quick_info: Path | None = None) -> None:
        self.content = content
        self.api = api
        """Which releases export which names, for API badges and checks (none without it)."""
        self.quick_info = quick_info
        """The folder holding VERSION/quickinfo/PAGE.json (examples/), for a page given no quick
        info of its own (the preview; Bazel's page actions name their files)."""
        self._quick: dict[Path, tuple[tuple[int, int], bytes]] = {}
        self._links: dict[str, tuple[tuple[tuple[str, int, int], ...], ApiLinks]] = {}
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

    def page(self, settings: SiteSettings, source: str, data: bytes, reporter: Reporter,
             quick_info: PageQuickInfo | None = None, links: ApiLinks | None = None) -> PageArtifact | None:
        """The page stage for one page; source is relative to content/ (13.x/docs/api.md)."""
        file = self.content / source
        if quick_info is None and links is None and self.quick_info is not None:
            quick_info, links = self.checked_in_quick_info(source, reporter)
        return page_stage.compile_page(file, source, data, settings, self.routes(settings), self.markdown, reporter, self.api,
                                       quick_info, links)

    def quick_info_bytes(self, source: str) -> bytes:
        """The page's checked-in quick info as it is now (empty: none), re-read only when it changes."""
        if self.quick_info is None:
            return b""
        version, _, page = source.partition("/")
        path = self.quick_info / version / "quickinfo" / Path(page).with_suffix(".json")
        try:
            stat = path.stat()
        except OSError:
            return b""
        stamp = (stat.st_mtime_ns, stat.st_size)
        if path not in self._quick or self._quick[path][0] != stamp:
            self._quick[path] = (stamp, path.read_bytes())
        return self._quick[path][1]

    def version_api_links(self, version: str, reporter: Reporter) -> ApiLinks:
        """api_links of the version's API pages as they are now, made again only when one changes."""
        folder = self.content / version / "docs" / "api"
        pages = sorted(folder.rglob("*.md")) if folder.is_dir() else []
        stamp = tuple((p.relative_to(self.content).as_posix(), p.stat().st_mtime_ns, p.stat().st_size) for p in pages)
        if version not in self._links or self._links[version][0] != stamp:
            self._links[version] = (stamp, self.api_links([rel for rel, _, _ in stamp], reporter))
        return self._links[version][1]

    def checked_in_quick_info(self, source: str, reporter: Reporter) -> tuple[PageQuickInfo | None, ApiLinks | None]:
        """What a Bazel page action is given: the page's checked-in quick info and its version's links."""
        data = self.quick_info_bytes(source)
        if not data:
            return None, None
        return PageQuickInfo.model_validate_json(data), self.version_api_links(source.partition("/")[0], reporter)

    def api_links(self, sources: list[str], reporter: Reporter) -> ApiLinks:
        """Where one version's API pages document each API name (for the page stage's quick info)."""
        return api_links.api_links(self.content, sources, self.markdown, reporter)

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


SITE = "site"
"""Key of the site stage's errors in Pipeline.errors (a page's key is its source, a link's link:VERSION)."""


@dataclass
class Update:
    """What one run of the stages changed."""

    versions: list[str] = field(default_factory=list)
    """Versions whose linked files changed."""
    files: list[str] = field(default_factory=list)
    """Linked files whose bytes changed, as VERSION/NAME (13.x/pages/docs/api.json)."""
    public: list[str] = field(default_factory=list)
    """Public files (relative to content/public) that changed: no stage reads them."""
    reported: list[Diagnostic] = field(default_factory=list)
    """Errors and warnings of the stages this run ran."""


Compiled = dict[str, tuple[PageArtifact | None, Reporter]]
"""Source -> its page artifact (None when it cannot be parsed at all) and what compiling it reported."""


class Pipeline:
    """The stages in order, over one content folder, keeping each stage's last output.

    build() runs every stage. apply() re-runs what changed files feed, as Bazel would: a page's page
    stage and its version's link stage (every version's when the page's heading ids changed, since
    their links are checked against them); site.yaml, an image, or a page added, deleted or refused
    re-runs the site stage, and when the settings it derives change (routes, images), every page.

    keep_going (a whole-site run, compile_site): an output with errors still feeds the next stage,
    so one run reports every problem. Otherwise (the preview) a stage with errors keeps its last good
    output, so the preview shows the last good build while the errors are on screen.
    """

    def __init__(self, content: Path, api: ApiHistory | None = None, strict: bool = True, keep_going: bool = False,
                 dates: dict[str, str] | None = None, quick_info: Path | None = None) -> None:
        self.content = content.resolve()
        self.runner = Runner(self.content, api, quick_info)
        self.strict = strict
        self.keep_going = keep_going
        self.dates = dates
        """Last-commit dates of sources (relative to content/), as last_updated.parse gives them."""
        self.site: site_stage.SiteStage | None = None
        self.pages: dict[str, PageArtifact] = {}
        """Source (13.x/docs/api.md) -> its last good page artifact."""
        self.linked: dict[str, dict[str, bytes]] = {}
        """Version -> its last good link stage files (manifest.json, pages/..., 404.json, search.json, md/llms*.txt)."""
        self.errors: dict[str, list[Diagnostic]] = {}
        """Stage key (SITE, a page's source, link:VERSION) -> its current errors."""
        self.generation = 0
        """Counts the runs that changed any version."""

    @property
    def diagnostics(self) -> list[Diagnostic]:
        """Every error the content has now, sorted by place."""
        return sorted(d for found in self.errors.values() for d in found)

    def sources(self) -> set[str]:
        """Every page of the current settings, relative to content/."""
        settings = self.site.settings if self.site else None
        return {f"{v}/{rel}" for v, by_route in (settings.routes.items() if settings else []) for rel in by_route.values()}

    def compile_pages(self, settings: SiteSettings, pages: dict[str, bytes]) -> Compiled:
        """The page stage over pages (source -> bytes), in this process. The preview's session adds
        a cache and worker processes."""
        out: Compiled = {}
        for source, data in pages.items():
            reporter = Reporter(self.content)
            out[source] = (self.runner.page(settings, source, data, reporter), reporter)
        return out

    def build(self) -> Update:
        """Runs every stage."""
        update = Update()
        if self._site(update):
            assert self.site is not None
            self._pages(sorted(self.sources()), update)
            self._link(sorted(self.site.settings.routes), update)
        return update

    def apply(self, changed: set[Path]) -> Update:
        """Re-runs the stages that the changed (added, edited or deleted) files feed."""
        update = Update()
        rels = set()
        for path in changed:
            try:
                rel = path.resolve().relative_to(self.content).as_posix()
            except ValueError:
                continue
            if rel.startswith("public/"):
                update.public.append(rel.removeprefix("public/"))
            elif not rel.startswith("tests/"):
                rels.add(rel)
        known = self.sources()
        edited = {rel for rel in rels if rel.endswith(".md") and "/" in rel}
        # Listing content/ costs more than compiling a page: only a page added or deleted needs it.
        added_or_deleted = any((rel in known) != (self.content / rel).is_file() for rel in edited)
        # A file the site stage refused (a name that is no URL, a link out of content/) is in no
        # route: saving, renaming or deleting it must run the stage that reported it again.
        refused = SITE in self.errors and bool(edited - known)
        if "site.yaml" in rels or any(is_image(rel) for rel in rels) or added_or_deleted or refused:
            old = self.site.settings if self.site else None
            if not self._site(update):
                # The link stage needs site.yaml too; pages saved meanwhile still get fresh diagnostics.
                if self.site is not None:
                    self._pages(sorted(edited & known), update)
                return update
            assert self.site is not None
            settings_changed = old != self.site.settings
            sources = self.sources()
            if settings_changed:
                # Routes or images changed: every page's links and image names may have too.
                self.pages = {s: p for s, p in self.pages.items() if s in sources}
                self.errors = {k: e for k, e in self.errors.items() if not k.endswith(".md") or k in sources}
            self._pages(sorted(sources if settings_changed else edited & sources), update)
            self._link(sorted(self.site.settings.routes), update)
            return update
        versions = self._pages(sorted(edited & known), update)
        self._link(sorted(versions), update)
        return update

    def _site(self, update: Update) -> bool:
        reporter = Reporter(self.content)
        site = self.runner.site(content_files(self.content), reporter, self.strict)
        self._record(SITE, reporter, update)
        if site is None or (reporter.errors and not self.keep_going):
            return False
        self.site = site
        return True

    def _pages(self, sources: list[str], update: Update) -> set[str]:
        """Runs the page stage on sources; returns the versions to link again."""
        assert self.site is not None
        versions: set[str] = set()
        read: dict[str, bytes] = {}
        for source in sources:
            file = self.content / source
            try:
                read[source] = file.read_bytes()
            except OSError as e:
                reporter = Reporter(self.content)
                reporter.at(file, 1, 1, f"cannot read: {e.strerror}")
                self._record(source, reporter, update)
        for source, (page, reporter) in self.compile_pages(self.site.settings, read).items():
            self._record(source, reporter, update)
            if page is None or (reporter.errors and not self.keep_going):
                continue
            before = self.pages.get(source)
            self.pages[source] = page
            versions.add(page.version)
            if before is None or before.ids != page.ids:
                # Other versions check their links against this page's heading ids.
                versions.update(self.site.settings.routes)
        return versions

    def _link(self, versions: list[str], update: Update) -> None:
        assert self.site is not None
        settings = self.site.settings
        by_version: dict[str, dict[str, PageArtifact]] = {}
        for page in self.pages.values():
            by_version.setdefault(page.version, {})[page.route] = page
        for version in versions:
            if version not in settings.routes:
                continue
            reporter = Reporter(self.content)
            files = self.runner.link(settings, version, by_version.get(version, {}), other_anchors(by_version, version), reporter, self.dates)
            self._record(f"link:{version}", reporter, update)
            if files is None or (reporter.errors and not self.keep_going):
                continue
            before = self.linked.get(version, {})
            if before != files:
                update.files.extend(f"{version}/{name}" for name, data in sorted(files.items()) if before.get(name) != data)
                self.linked[version] = files
                update.versions.append(version)
        for gone in set(self.linked) - set(settings.routes):
            del self.linked[gone]
        if update.versions:
            self.generation += 1

    def _record(self, key: str, reporter: Reporter, update: Update) -> None:
        update.reported.extend(reporter.diagnostics)
        if reporter.errors:
            self.errors[key] = reporter.errors
        else:
            self.errors.pop(key, None)


def compile_site(content: Path, strict: bool = True, api: ApiHistory | None = None,
                 dates: dict[str, str] | None = None) -> tuple[dict[str, bytes], Reporter]:
    """Every stage in order, in one process: content/ in, artifact files (path -> bytes) out.

    Diagnostics are in the reporter. dates: last-commit dates of sources (relative to content/), as
    last_updated.parse gives them.
    """
    pipeline = Pipeline(content, api, strict, keep_going=True, dates=dates)
    update = pipeline.build()
    reporter = Reporter(pipeline.content, update.reported)
    if pipeline.site is None:
        return {}, reporter
    out: dict[str, bytes] = {"syntax.css": highlight.stylesheet().encode(), **pipeline.site.images}
    for page in pipeline.pages.values():
        out[f"{page.version}/{link_stage.MARKDOWN}{page.relative_path}"] = page.markdown.encode()
    for version, files in pipeline.linked.items():
        out.update({f"{version}/{name}": data for name, data in files.items()})
    return out, reporter
