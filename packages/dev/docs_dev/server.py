"""HTTP for the live preview: pages, data and scripts from memory, build events as Server-Sent Events.

Paths are laid out as in //:site under the base path, so the app cannot tell the two apart; the one
addition is {base}__dev/events, the event stream the dev client listens to.
"""

from __future__ import annotations

import html
import json
import mimetypes
import posixpath
import queue
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

from docs_compiler.site.urls import route_candidates

from docs_dev.prerender import PrerenderError
from docs_dev.preview import Preview

EVENTS = "__dev/events"
TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".json": "application/json", ".svg": "image/svg+xml", ".css": "text/css", ".html": "text/html"}
HEARTBEAT_SECONDS = 15.0


class Handler(BaseHTTPRequestHandler):
    preview: Preview
    client: Path
    public: Path
    protocol_version = "HTTP/1.1"
    server_version = "rntl-docs-dev"

    @property
    def base(self) -> str:
        return self.preview.session.base

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib signature)
        pass  # the terminal shows builds and their diagnostics, not every request

    def do_GET(self) -> None:
        path = unquote(urlsplit(self.path).path)
        if path in ("/", self.base.rstrip("/")):
            return self.redirect(self.base)
        if not path.startswith(self.base):
            # Not the site's (the analytics script Vercel serves, another app's path): the 404 page,
            # as //:serve answers, never a page a script tag would take for code.
            return self.page(None)
        rel = posixpath.normpath("/" + path[len(self.base):]).lstrip("/") + ("/" if path.endswith("/") and path != self.base else "")
        if rel == "." or rel == "./":
            rel = ""
        if rel == EVENTS:
            return self.stream()
        if rel.startswith("_data/"):
            version, _, name = rel.removeprefix("_data/").partition("/")
            return self.send(self.preview.data(version, name), rel)
        if rel.startswith("assets/"):
            image = self.preview.image(rel)
            if image is not None:
                return self.send(image, rel)
            client = self.client / rel.removeprefix("assets/")
            if client.is_file():
                return self.send_path(client, rel)
            # Last: the stylesheet's name is known once the version step has run.
            return self.send(self.preview.stylesheet(rel), rel)
        public = self.public / rel
        if rel and public.is_file():
            return self.send_path(public, rel)
        if rel.endswith((".md", ".txt")):
            data = self.preview.version_file(rel)
            if data is not None:
                return self.send(data, rel)
        self.page(rel)

    def page(self, rel: str | None) -> None:
        """The page a path below the base names, or the 404 page (rel None: a path outside the site)."""
        site = self.preview.session.site
        if site is None:
            return self.broken()
        settings = site.settings
        path = "/" + (rel or "")
        version = self.preview.version_of(path)
        routes = self.preview.routes.get(version, {})
        route = next((r for r in route_candidates(path) if r in routes), None) if rel is not None else None
        if route is None:
            # The bundle has one 404.html, the default version's, and its hosts serve it for every
            # missing path (the page then links the home of the version the URL names).
            version = settings.default_version
        try:
            page = self.preview.html(version, route)
        except PrerenderError as e:  # a bug in the app's server rendering: say so, keep serving
            self.preview.log(f"dev: rendering {path} failed: {e}")
            return self.send(f"Rendering {path} failed:\n\n{e}\n".encode(), "error.txt", HTTPStatus.INTERNAL_SERVER_ERROR)
        if page is None:
            return self.broken()
        self.send(page, "page.html", HTTPStatus.OK if route else HTTPStatus.NOT_FOUND)

    def broken(self) -> None:
        """No build has succeeded yet: the errors, until a save builds and the page reloads itself."""
        lines = [str(d) for d in self.preview.errors] or ["no page has been built yet"]
        body = (
            "<!doctype html><meta charset=utf-8><title>Build failed</title>"
            "<h1>The docs could not be built</h1><p>Fix the content and save: this page reloads itself.</p>"
            f"<pre>{html.escape(chr(10).join(lines))}</pre>"
            f"<script>new EventSource({json.dumps(self.base + EVENTS)}).onmessage = (e) => "
            "{ if (JSON.parse(e.data).type === 'update') location.reload(); };</script>"
        )
        self.send(body.encode(), "errors.html", HTTPStatus.SERVICE_UNAVAILABLE)

    def stream(self) -> None:
        """The build event stream of one open page, until it closes or the server stops."""
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        events = self.preview.events.subscribe()
        try:
            self.wfile.write(b"retry: 500\n\n" + self.preview.status())
            self.wfile.flush()
            while True:
                try:
                    message = events.get(timeout=HEARTBEAT_SECONDS)
                except queue.Empty:
                    message = b": still here\n\n"
                if message is None:
                    return
                self.wfile.write(message)
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            self.preview.events.unsubscribe(events)

    def redirect(self, location: str) -> None:
        self.send_response(HTTPStatus.MOVED_PERMANENTLY)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_path(self, file: Path, rel: str) -> None:
        try:
            data = file.read_bytes() if file.is_file() else None
        except OSError:
            data = None
        self.send(data, rel)

    def send(self, data: bytes | None, rel: str, status: HTTPStatus = HTTPStatus.OK) -> None:
        if data is None:
            status, data, rel = HTTPStatus.NOT_FOUND, b"not found\n", "404.txt"
        suffix = posixpath.splitext(rel)[1]
        ctype = TYPES.get(suffix) or mimetypes.guess_type(rel)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype in ("application/json", "image/svg+xml"):
            ctype += "; charset=utf-8"
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        # Everything can change on the next save.
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)


def make_server(preview: Preview, host: str, port: int, client: Path) -> ThreadingHTTPServer:
    handler = type("DevHandler", (Handler,), {
        "preview": preview, "client": client,
        "public": preview.session.content / "public",
    })
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server
