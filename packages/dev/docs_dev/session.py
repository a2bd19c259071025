"""The preview's pipeline: the stages of //:site kept warm between saves (stages/runner.Pipeline),
with a page cache between runs and worker processes for the first build.

What a save re-runs, and that a stage with errors keeps its last good output, is the Pipeline's;
this adds only how pages are compiled when many need it, and what a dev server needs to start.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from docs_compiler.site.config import read_site_yaml
from docs_compiler.site.urls import base_path
from docs_compiler.checks.errors import Reporter
from docs_compiler.models import ApiHistory, PageArtifact, SiteSettings
from docs_compiler.stages.runner import Compiled, Pipeline, Runner

from docs_dev.page_cache import PageCache

PARALLEL_FROM = 8
"""Fewer pages than this to compile (a save, a restart with a warm cache) stay in this process:
starting worker processes costs more than it saves."""


@dataclass
class _Job:
    """One page to compile, as a worker process gets it."""

    source: str
    data: bytes


_worker: tuple[Runner, SiteSettings] | None = None


def _start_worker(content: Path, settings: SiteSettings, api: ApiHistory | None, quick_info: Path | None) -> None:
    global _worker
    _worker = (Runner(content, api, quick_info), settings)


def _compile_page(runner: Runner, settings: SiteSettings, job: _Job) -> tuple[PageArtifact | None, Reporter]:
    reporter = Reporter(runner.content)
    return runner.page(settings, job.source, job.data, reporter), reporter


def _compile_in_worker(job: _Job) -> tuple[PageArtifact | None, Reporter]:
    assert _worker is not None
    return _compile_page(*_worker, job)


class Session(Pipeline):
    """The pipeline over one content folder, updated save by save (build, apply: Pipeline's)."""

    def __init__(self, content: Path, strict: bool = True, cache: PageCache | None = None,
                 api: ApiHistory | None = None, jobs: int = 1, quick_info: Path | None = None) -> None:
        super().__init__(content, api, strict, quick_info=quick_info)
        self.cache = cache
        self.jobs = jobs
        """Processes that compile pages when many need it (the first build)."""
        self.clean: dict[str, str] = {}
        """Source -> cache key of the pages whose last compile had no diagnostic."""

    @property
    def base(self) -> str:
        """The base path pages are served under: the last good build's, or until one succeeds, the
        one site.yaml names as far as it can be read."""
        if self.site is not None:
            return self.site.settings.base
        raw = read_site_yaml(self.content / "site.yaml", Reporter(self.content))
        base = raw.get("base") if isinstance(raw, dict) else None
        return base_path(base if isinstance(base, str) else "/")

    def compile_pages(self, settings: SiteSettings, pages: dict[str, bytes]) -> Compiled:
        """The page stage over pages (source -> bytes): from the cache when an earlier run compiled
        the same bytes cleanly, over several processes when many are left."""
        keys: dict[str, str] = {}
        out: Compiled = {}
        if self.cache:
            self.cache.use_settings(settings)
            links: dict[str, bytes] = {}
            for source, data in pages.items():
                # The page's quick info is an input of its artifact as its text is, and so are, when it
                # has any, the version's API links (a heading renamed on an API page moves them).
                quick = self.runner.quick_info_bytes(source)
                version = source.partition("/")[0]
                if quick and version not in links:
                    links[version] = self.runner.version_api_links(version, Reporter(self.content)).model_dump_json().encode()
                keys[source] = self.cache.key(source, data + b"\0" + quick + b"\0" + (links[version] if quick else b""))
                cached = self.cache.get(keys[source])
                if cached is not None:
                    out[source] = (cached, Reporter(self.content))
        jobs = [_Job(source, data) for source, data in pages.items() if source not in out]
        if self.jobs > 1 and len(jobs) >= PARALLEL_FROM:
            # Forked, so the workers start with the compiler already imported.
            context = multiprocessing.get_context("fork")
            with ProcessPoolExecutor(self.jobs, context, _start_worker, (self.content, settings, self.runner.api, self.runner.quick_info)) as pool:
                out.update(zip((job.source for job in jobs), pool.map(_compile_in_worker, jobs, chunksize=4)))
        else:
            out.update((job.source, _compile_page(self.runner, settings, job)) for job in jobs)
        for source, (_, reporter) in out.items():
            if reporter.diagnostics:
                self.clean.pop(source, None)
            else:
                self.clean[source] = keys.get(source, "")
        return {source: out[source] for source in pages}

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

    def save_cache(self) -> None:
        """Keeps the pages as they are now for the next session."""
        if self.cache:
            sources = self.sources()
            self.cache.keep({key: self.pages[s] for s, key in self.clean.items() if s in self.pages and s in sources})
