"""The compiler kept warm between saves: the site, page and link stages of //:site, re-run for what changed.

A save re-runs the page stage for that page and the link stage for its version (and for the other
versions when the page's heading ids changed, since they check their links against them). site.yaml,
an image, or a page added or deleted re-runs the site stage; when the settings it derives change
(routes, images), every page is compiled again, as Bazel would. A stage with errors keeps its last
good output, so the preview always shows the last good build while the errors are on screen.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from docs_compiler.site.assets import is_image
from docs_compiler.site.config import read_site_yaml
from docs_compiler.site.urls import base_path
from docs_compiler.stages.site_stage import SiteStage
from docs_compiler.checks.errors import Diagnostic, Reporter
from docs_compiler.models import ApiHistory, PageArtifact, SiteSettings
from docs_compiler.stages.runner import Runner, content_files, other_anchors

from docs_dev.page_cache import PageCache

SITE = "site"
"""Key of the site stage's errors."""

PARALLEL_FROM = 8
"""Fewer pages than this to compile (a save, a restart with a warm cache) stay in this process:
starting worker processes costs more than it saves."""


@dataclass
class _Job:
    """One page to compile, as a worker process gets it."""

    source: str
    data: bytes


_worker: tuple[Runner, SiteSettings] | None = None


def _start_worker(content: Path, settings: SiteSettings, api: ApiHistory | None) -> None:
    global _worker
    _worker = (Runner(content, api), settings)


def _compile_page(runner: Runner, settings: SiteSettings, job: _Job) -> tuple[PageArtifact | None, Reporter]:
    reporter = Reporter(runner.content)
    return runner.page(settings, job.source, job.data, reporter), reporter


def _compile_in_worker(job: _Job) -> tuple[PageArtifact | None, Reporter]:
    assert _worker is not None
    return _compile_page(*_worker, job)


@dataclass
class Update:
    """What one save changed."""

    versions: list[str] = field(default_factory=list)
    """Versions whose linked artifacts changed."""
    files: list[str] = field(default_factory=list)
    """Link stage files whose bytes changed, as VERSION/NAME (13.x/pages/docs/api.json)."""
    public: list[str] = field(default_factory=list)
    """Public files (relative to content/public) that changed."""
    reported: list[Diagnostic] = field(default_factory=list)
    """Errors and warnings of the stages this save re-ran, for the terminal."""


class Session:
    """Every stage's last good output for one content folder, updated save by save."""

    def __init__(self, content: Path, strict: bool = True, cache: PageCache | None = None,
                 api: ApiHistory | None = None, jobs: int = 1) -> None:
        self.content = content.resolve()
        self.strict = strict
        self.cache = cache
        self.api = api
        """Release history for the badges and the API checks, as //:site compiles with."""
        self.jobs = jobs
        """Processes that compile pages when many need it (the first build)."""
        self.clean: dict[str, str] = {}
        """Source -> cache key of the pages whose last compile had no diagnostic."""
        self.runner = Runner(self.content, api)
        self.site: SiteStage | None = None
        self.pages: dict[str, PageArtifact] = {}
        """Source (13.x/docs/api.md) -> its last good page artifact."""
        self.linked: dict[str, dict[str, bytes]] = {}
        """Version -> its last good link stage files (manifest.json, pages/..., 404.json, search.json)."""
        self.errors: dict[str, list[Diagnostic]] = {}
        """Stage key (site, a page's source, link:VERSION) -> its current errors."""
        self.generation = 0
        """Counts the updates that changed any version."""

    @property
    def diagnostics(self) -> list[Diagnostic]:
        """Every error the content has now, sorted by place."""
        return sorted(d for found in self.errors.values() for d in found)

    @property
    def base(self) -> str:
        """The base path pages are served under: the last good build's, or until one succeeds, the
        one site.yaml names as far as it can be read."""
        if self.site is not None:
            return self.site.settings.base
        raw = read_site_yaml(self.content / "site.yaml", Reporter(self.content))
        base = raw.get("base") if isinstance(raw, dict) else None
        return base_path(base if isinstance(base, str) else "/")

    def sources(self) -> set[str]:
        settings = self.site.settings if self.site else None
        return {f"{v}/{rel}" for v, by_route in (settings.routes.items() if settings else []) for rel in by_route.values()}

    def build(self) -> Update:
        """Compiles everything, as the first build of a session."""
        update = Update()
        if self._site(update):
            self._pages(sorted(self.sources()), update)
            self._link(sorted(self.site.settings.routes) if self.site else [], update)
        return update

    def warm(self) -> None:
        """Compiles each version's largest page in this process and drops the result. Pages compiled
        in worker processes (the first build) or read from the cache leave this process without the
        highlighter's lexers and the parser's patterns loaded: the first save would load them."""
        if self.site is None:
            return
        for version, by_route in self.site.settings.routes.items():
            sources = [f"{version}/{rel}" for rel in by_route.values()]
            largest = max(sources, key=lambda s: (self.content / s).stat().st_size, default=None)
            if largest is not None:
                _compile_page(self.runner, self.site.settings, _Job(largest, (self.content / largest).read_bytes()))

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
            if settings_changed:
                # Routes or images changed: every page's links and image names may have too.
                self.pages = {s: p for s, p in self.pages.items() if s in self.sources()}
                self.errors = {k: e for k, e in self.errors.items() if not k.endswith(".md") or k in self.sources()}
            self._pages(sorted(self.sources() if settings_changed else edited & self.sources()), update)
            self._link(sorted(self.site.settings.routes), update)
            return update
        versions = self._pages(sorted(edited & known), update)
        self._link(sorted(versions), update)
        return update

    def _site(self, update: Update) -> bool:
        reporter = Reporter(self.content)
        site = self.runner.site(content_files(self.content), reporter, self.strict)
        self._record(SITE, reporter, update)
        if site is None or reporter.errors:
            return False
        self.site = site
        if self.cache:
            self.cache.use_settings(site.settings)
        return True

    def _pages(self, sources: list[str], update: Update) -> set[str]:
        """Compiles pages; returns the versions to link again."""
        assert self.site is not None
        versions: set[str] = set()
        read: dict[str, tuple[str, bytes, PageArtifact | None]] = {}
        for source in sources:
            file = self.content / source
            try:
                data = file.read_bytes()
            except OSError as e:
                reporter = Reporter(self.content)
                reporter.at(file, 1, 1, f"cannot read: {e.strerror}")
                self._record(source, reporter, update)
                continue
            key = self.cache.key(source, data) if self.cache else ""
            read[source] = (key, data, self.cache.get(key) if self.cache else None)
        compiled = self._compile({s: data for s, (_, data, cached) in read.items() if cached is None})
        for source, (key, _, cached) in read.items():
            page, reporter = (cached, Reporter(self.content)) if cached is not None else compiled[source]
            self._record(source, reporter, update)
            if reporter.diagnostics:
                self.clean.pop(source, None)
            else:
                self.clean[source] = key
            if page is None or reporter.errors:
                continue
            before = self.pages.get(source)
            self.pages[source] = page
            versions.add(page.version)
            if before is None or before.ids != page.ids:
                # Other versions check their links against this page's heading ids.
                versions.update(self.site.settings.routes)
        return versions

    def _compile(self, pages: dict[str, bytes]) -> dict[str, tuple[PageArtifact | None, Reporter]]:
        """Runs the page stage on each page (source -> bytes), over several processes when many."""
        assert self.site is not None
        settings = self.site.settings
        jobs = [_Job(source, data) for source, data in pages.items()]
        if self.jobs > 1 and len(pages) >= PARALLEL_FROM:
            # Forked, so the workers start with the compiler already imported.
            context = multiprocessing.get_context("fork")
            with ProcessPoolExecutor(self.jobs, context, _start_worker, (self.content, settings, self.api)) as pool:
                return dict(zip(pages, pool.map(_compile_in_worker, jobs, chunksize=4)))
        return {job.source: _compile_page(self.runner, settings, job) for job in jobs}

    def save_cache(self) -> None:
        """Keeps the pages as they are now for the next session."""
        if self.cache:
            self.cache.keep({key: self.pages[s] for s, key in self.clean.items() if s in self.pages and s in self.sources()})

    def _link(self, versions: list[str], update: Update) -> None:
        assert self.site is not None
        settings = self.site.settings
        for version in versions:
            if version not in settings.routes:
                continue
            reporter = Reporter(self.content)
            by_version: dict[str, dict[str, PageArtifact]] = {}
            for page in self.pages.values():
                by_version.setdefault(page.version, {})[page.route] = page
            files = self.runner.link(settings, version, by_version.get(version, {}), other_anchors(by_version, version), reporter)
            self._record(f"link:{version}", reporter, update)
            if files is None or reporter.errors:
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
