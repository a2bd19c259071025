"""The web build's prerender, kept warm in one node process: page HTML and each version's search index.

It is the persistent worker Bazel runs for //:site (packages/web/src/prerender.ts), driven through
the same JSON protocol, so a preview page's HTML is the production page's HTML except for the
client script (the dev client's, whose entry is also named client.tsx).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from docs_compiler.worker import requests


class PrerenderError(Exception):
    """The prerender answered a request with a non-zero exit code."""


@dataclass(frozen=True)
class Assets:
    """What every prerender command links to."""

    client: Path
    """The dev client's esbuild output directory (its meta.json names the entry)."""
    css: Path
    """The theme stylesheet."""
    syntax: Path
    """The compiler's code highlighting stylesheet."""
    boot: Path
    """The boot script every page inlines (//packages/web:boot's boot.js)."""
    ranking: Path | None = None
    """The site's search ranking settings (content/search-ranking.json), if it has them."""

    def request(self) -> dict[str, str]:
        return {"client": str(self.client), "css": str(self.css), "syntax": str(self.syntax), "boot": str(self.boot)}


class Prerender:
    """One warm node process; requests from several threads are served one at a time."""

    def __init__(self, node: Path, script: Path, assets: Assets) -> None:
        self.assets = assets
        self._command = [str(node), str(script), "--persistent_worker"]
        self._requests = Path(tempfile.mkdtemp(prefix="prerender-requests-"))
        self._lock = threading.Lock()
        self._next = 0
        self._start()

    def _start(self) -> None:
        self._process = subprocess.Popen(self._command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        assert self._process.stdout is not None
        # Responses come back to back with no separator, as Bazel reads them.
        self._responses = requests(self._process.stdout.fileno())

    def run(self, command: str, request: dict[str, object]) -> str:
        """Runs one prerender command over its request (packages/web/src/build/request.ts); returns what it logged."""
        with self._lock:
            request_file = self._requests / f"{command}.json"
            request_file.write_text(json.dumps(request))
            arguments = [command, str(request_file)]
            if self._process.poll() is not None:  # it died (killed, out of memory): start another
                self._start()
            self._next += 1
            assert self._process.stdin is not None
            try:
                self._process.stdin.write(json.dumps({"arguments": arguments, "requestId": self._next}).encode())
                self._process.stdin.flush()
                response = next(self._responses, None)
            except BrokenPipeError:
                response = None
        if response is None:
            raise PrerenderError(f"the prerender process exited with {self._process.wait()}")
        if response.get("exitCode") != 0:
            raise PrerenderError(str(response.get("output", "")))
        return str(response.get("output", ""))

    def page(self, manifest: Path, page: Path, out: Path) -> None:
        """Writes one page's HTML under out (at the path the bundle would have it)."""
        self.run("documents", {**self.assets.request(), "manifest": str(manifest), "out": str(out), "pages": [str(page)]})

    def version(self, manifest: Path, not_found: Path, out: Path, files: Path) -> None:
        """Writes a version's route table, stylesheet and manifest under out, as //:site's version
        step, and the names it gave them to files (models.VersionFiles)."""
        self.run("version", {**self.assets.request(), "manifest": str(manifest), "notFound": str(not_found), "out": str(out), "files": str(files)})

    def text(self, manifest: Path, search: Path, out: Path) -> None:
        """Writes a version's packed search index and the file naming it under out."""
        # No llms files: the preview serves them from the linked files.
        request: dict[str, object] = {"manifest": str(manifest), "out": str(out), "pages": [str(search)], "texts": True, "markdown": [], "markdownRoot": ""}
        if self.assets.ranking is not None:
            request["ranking"] = str(self.assets.ranking)
        self.run("search-index", request)

    def close(self) -> None:
        shutil.rmtree(self._requests, ignore_errors=True)
        if self._process.stdin:
            self._process.stdin.close()
        try:
            self._process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self._process.kill()
