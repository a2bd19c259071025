"""The live preview: the warm session, the warm prerender, and what the server answers from them.

Each save goes session (compile) -> an update event to every open page -> artifacts on disk for the
prerender. A version's search index is packed when a page asks for it and the content has changed
since, so saves never wait behind packing.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson

from docs_compiler.emit import write_file
from docs_compiler.checks.errors import Diagnostic
from docs_compiler.models import VersionFiles
from docs_compiler.stages.link_stage import MARKDOWN, NOT_FOUND, SEARCH_DOCUMENTS, is_page_data
from docs_compiler.site.routes import version_prefix
from docs_compiler.stages.runner import Update

from docs_dev.events import Broadcaster, event
from docs_dev.prerender import Prerender, PrerenderError
from docs_dev.session import Session


class Preview:
    """Compiles on save, answers for the server, tells open pages what changed."""

    def __init__(self, session: Session, prerender: Prerender, work: Path, log: Callable[[str], None] = print) -> None:
        self.session = session
        self.prerender = prerender
        self.work = work
        self.log = log
        self.events = Broadcaster()
        self.routes: dict[str, dict[str, str]] = {}
        """Version -> full route path -> its page data file (pages/docs/api.json)."""
        self._packed: dict[str, bytes] = {}
        """Version -> the search documents last packed."""
        self._staged: dict[str, dict[str, bytes]] = {}
        """Version -> what _stage last wrote of each file."""
        self._laid_out: dict[str, tuple[bytes, VersionFiles]] = {}
        """Version -> the manifest its version step last ran on, and the names it gave the version's files."""
        self._route_tables: dict[str, set[str]] = {}
        """Version -> every name its version steps gave its route table: a page built before a save
        names an older one, and gets the current table."""
        self._update_lock = threading.Lock()

    def artifacts(self, version: str) -> Path:
        return self.work / "artifacts" / version

    def start(self) -> None:
        started = (time.perf_counter(), time.thread_time())
        with self._update_lock:
            update = self.session.build()
            self._publish(update, started, "built")

    def changed(self, paths: set[Path]) -> None:
        """Called by the watcher with the files one save touched; never raises."""
        started = (time.perf_counter(), time.thread_time())
        try:
            with self._update_lock:
                update = self.session.apply(paths)
                names = sorted({p.name for p in paths})
                self._publish(update, started, ", ".join(names[:3]) + (" ..." if len(names) > 3 else ""))
        except Exception:  # a compiler bug must not stop the preview
            self.log(traceback.format_exc())

    def _publish(self, update: Update, started: tuple[float, float], what: str) -> None:
        """started: wall clock and this thread's CPU time when the save was handed over."""
        errors = self.session.diagnostics
        # Open pages read page data from memory: tell them first, then write what the prerender reads.
        pages = {f: self.session.linked[v][name] for f in update.files for v, _, name in [f.partition("/")] if is_page_data(name)}
        self.events.send(event("update", self.session.generation, errors, update.versions, update.public, update.files, pages))
        # The CPU time says what a save costs when other processes hold the cores (wall time grows).
        took = (time.perf_counter() - started[0]) * 1000, (time.thread_time() - started[1]) * 1000
        for version in update.versions:
            self._stage(version, self.session.linked[version])
        for d in sorted(update.reported):
            self.log(str(d))
        if update.versions:
            self.log(f"dev: {what}: {', '.join(update.versions)} updated in {took[0]:.0f} ms ({took[1]:.0f} ms CPU)")
        if errors:
            self.log(f"dev: {len(errors)} error(s); open pages show the last good build")

    def _stage(self, version: str, files: dict[str, bytes]) -> None:
        """Writes a version's link stage output where the prerender reads it, file by file."""
        folder = self.artifacts(version)
        staged = self._staged.setdefault(version, {})
        for name, data in files.items():
            if staged.get(name) != data:
                write_file(folder / name, data)
                staged[name] = data
        manifest = orjson.loads(files["manifest.json"])
        self.routes[version] = {r["path"]: r["file"] for r in manifest["routes"]}

    def _version_step(self, version: str) -> tuple[Path, VersionFiles] | None:
        """The folder of the prerender's version step over the version's staged artifacts (its route
        table and the stylesheet, as //:site has them) and the names it gave them, run again first
        when the manifest changed since. Call with the update lock held: the staged artifacts stay
        as they are while node reads them."""
        manifest = self.session.linked.get(version, {}).get("manifest.json")
        if manifest is None:
            return None
        out = self.work / "version" / version
        last = self._laid_out.get(version)
        if last is None or last[0] != manifest:
            folder = self.artifacts(version)
            names = self.work / "version" / f"{version}.files.json"
            try:
                self.prerender.version(folder / "manifest.json", folder / NOT_FOUND, out, names)
                files = VersionFiles.model_validate_json(names.read_bytes())
            except (PrerenderError, OSError, ValueError) as e:
                self.log(f"dev: route table of {version} not written: {e}")
                return None
            if last is not None and last[1].route_table != files.route_table:
                (out / last[1].data_dir / last[1].route_table).unlink(missing_ok=True)
            self._route_tables.setdefault(version, set()).add(files.route_table)
            last = self._laid_out[version] = (manifest, files)
        return out, last[1]

    def stylesheet(self, rel: str) -> bytes | None:
        """The site's stylesheet (the theme, then the code colours) if rel is its path in the bundle,
        from the same step as //:site's."""
        with self._update_lock:
            for version in sorted(self.session.linked):
                step = self._version_step(version)
                if step is not None and step[1].stylesheet == rel:
                    return (step[0] / rel).read_bytes()
        return None

    def search_index(self, version: str) -> bytes | None:
        """The file naming the version's packed search index, as the prerender writes it for //:site
        (the index's hashed name and the site's ranking settings). The index is packed again first
        if the version's search documents changed since; the index and page texts it names are then
        in the same folder (data() serves them)."""
        with self._update_lock:  # the staged artifacts stay as they are while node reads them
            documents = self.session.linked.get(version, {}).get(SEARCH_DOCUMENTS)
            if documents is None:
                return None
            step = self._version_step(version)
            if step is None:
                return None
            out, names = step
            if self._packed.get(version) != documents:
                folder = self.artifacts(version)
                try:
                    self.prerender.text(folder / "manifest.json", folder / SEARCH_DOCUMENTS, out)
                except PrerenderError as e:
                    self.log(f"dev: search index of {version} not packed: {e}")
                    return None
                self._packed[version] = documents
            try:
                return (out / names.data_dir / names.search_index).read_bytes()
            except OSError:
                return None

    # What the server answers.

    def _tagged_manifest(self, version: str) -> dict[str, Any] | None:
        files = self.session.linked.get(version)
        if files is None:
            return None
        manifest: dict[str, Any] = orjson.loads(files["manifest.json"])
        # Page data URLs name the build, so a page caches no data across saves (the server ignores
        # the query).
        version_tag = f"?v={self.session.generation}"
        manifest["notFound"] += version_tag
        for route in manifest["routes"]:
            route["file"] += version_tag
        return manifest

    def manifest(self, version: str) -> bytes | None:
        manifest = self._tagged_manifest(version)
        return orjson.dumps(manifest) if manifest is not None else None

    def data(self, version: str, name: str) -> bytes | None:
        """A file of a version's _data folder: linked page data, the route table, or the packed
        search index and texts (by the names the prerender gave them)."""
        if name == "manifest.json":
            return self.manifest(version)
        linked = self.session.linked.get(version, {})
        if name in linked and name != SEARCH_DOCUMENTS:
            return linked[name]
        with self._update_lock:
            step = self._version_step(version)
            if step is None:
                return None
            out, names = step
            if name in self._route_tables.get(version, ()):
                return (out / names.data_dir / names.route_table).read_bytes()
        if name == names.search_index:
            # Packed when a page first asks for it, not on every save.
            return self.search_index(version)
        packed = out / names.data_dir / name
        return packed.read_bytes() if name.endswith(".json") and packed.is_file() else None

    def version_of(self, path: str) -> str:
        """The version a path below the base names (routes.RouteTable.version_of): its first part,
        or the default version. Call only once a build has succeeded."""
        assert self.session.site is not None
        return self.session.runner.routes(self.session.site.settings).version_of(path)

    def version_file(self, rel: str) -> bytes | None:
        """A file the bundle has below a version's root besides pages: a page's Markdown twin
        (docs/api.md), llms.txt and llms-full.txt (the compiler's), robots.txt (the default
        version's step). rel is below the base path (12.x/docs/api.md for 12.x)."""
        site = self.session.site
        if site is None:
            return None
        version = self.version_of("/" + rel)
        inner = ("/" + rel)[len(version_prefix(version, site.settings.default_version)) + 1:]
        linked = self.session.linked.get(version, {})
        if MARKDOWN + inner in linked:
            return linked[MARKDOWN + inner]
        page = self.session.pages.get(f"{version}/{inner}")
        if page is not None and inner.endswith(".md"):
            return page.markdown.encode()
        if inner == "robots.txt" and version == site.settings.default_version:
            with self._update_lock:
                step = self._version_step(version)
            robots = step[0] / "robots.txt" if step else None
            return robots.read_bytes() if robots is not None and robots.is_file() else None
        return None

    def image(self, name: str) -> bytes | None:
        site = self.session.site
        return site.images.get(name) if site else None

    def html(self, version: str, route: str | None) -> bytes | None:
        """A page's HTML as //:site would have it (the 404 page when route is None)."""
        files = self.routes.get(version)
        if files is None:
            return None
        data_file = files.get(route, NOT_FOUND) if route else NOT_FOUND
        out = Path(tempfile.mkdtemp(prefix="page.", dir=self.work))
        try:
            folder = self.artifacts(version)
            self.prerender.page(folder / "manifest.json", folder / data_file, out)
            return next(out.rglob("*.html")).read_bytes()
        finally:
            shutil.rmtree(out, ignore_errors=True)

    def status(self) -> bytes:
        return event("status", self.session.generation, self.session.diagnostics)

    @property
    def errors(self) -> list[Diagnostic]:
        return self.session.diagnostics

    def warm(self) -> None:
        """Readies this process for the first save (Session.warm), between saves."""
        try:
            with self._update_lock:
                self.session.warm()
        except OSError:  # a page deleted meanwhile: the save that deleted it compiles what it needs
            pass

    def save_cache(self) -> None:
        """Keeps the compiled pages for the next run (between saves, never during one)."""
        with self._update_lock:
            self.session.save_cache()

    def stop(self) -> None:
        self.events.send(None)
        self.save_cache()
        self.prerender.close()
        shutil.rmtree(self.work, ignore_errors=True)


def log_to_stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
