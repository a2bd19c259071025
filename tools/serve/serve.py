"""Serves the deploy bundle on loopback with GitHub Pages semantics.

Clean URLs (`docs/api` -> `docs/api.html` or `docs/api/index.html`), trailing `.html` and
`/index` tolerated, directories redirected to their slash form, unknown paths answered by
`404.html` with status 404. Everything lives under the base path.
"""

from __future__ import annotations

import argparse
import json
import mimetypes
import os
import posixpath
import re
import sys
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote, unquote, urlsplit

from docs_compiler.site.urls import base_path, route_candidates, route_file

NAME_MAX = 255
"""Longest file name the file system takes: a longer path segment cannot name a file."""
TIMEOUT = 15
"""Seconds a connection may stay silent before the server closes it."""
DEFAULT_PORT = 4173
TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".json": "application/json", ".svg": "image/svg+xml", ".xml": "application/xml", ".txt": "text/plain"}


# Scripts, styles and images under assets/, and the packed search index and its page texts.
HASHED = re.compile(r"/assets/|/_data/[^/]+/(search_index\.[^/]+\.[0-9a-f]{10}\.json|search/[0-9a-f]{10}\.json)$")


def inside(rel: str) -> str | None:
    """rel normalized ('' for the root), or None when it names something outside the root.

    Nothing outside the root is ever looked at, so answers cannot reveal what exists there.
    """
    if "\x00" in rel or "\\" in rel:
        return None
    parts = rel.split("/")
    if ".." in parts or any(len(p.encode()) > NAME_MAX for p in parts):
        return None
    return posixpath.normpath("/" + rel).lstrip("/") if rel.strip("/") else ""


def resolve(root: Path, rel: str) -> Path | None:
    """Maps a path below the base to the file GitHub Pages would serve, or None."""
    normal = inside(rel)
    if normal is None:
        return None
    rel = normal + ("/" if rel.endswith("/") and normal else "")
    if rel and (root / rel).is_file():
        return root / rel
    # A page's clean URL, with the tolerance of every server of the site (docs_compiler/site/urls.py).
    return next((root / route_file(r) for r in route_candidates("/" + rel) if (root / route_file(r)).is_file()), None)


def bundle_base(root: Path) -> str | None:
    """The base path the bundle was built for (site.yaml's base), from its default version's manifest.

    A bundle of another version alone (a check's) has its own manifest only, which carries the same base.
    """
    manifests = [json.loads(m.read_bytes()) for m in sorted(root.glob("_data/*/manifest.json"))]
    chosen = next((m for m in manifests if m.get("prefix") == ""), manifests[0] if manifests else None)
    return base_path(str(chosen["site"]["base"])) if chosen else None


class Server(ThreadingHTTPServer):
    """Threaded server with a listen backlog for a browser's or a test suite's burst of requests."""

    request_queue_size = 128
    daemon_threads = True


class Handler(BaseHTTPRequestHandler):
    root: Path
    base: str = "/"
    server_version = "rntl-docs-serve"
    timeout = TIMEOUT

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib signature)
        if os.environ.get("SERVE_QUIET") != "1":
            super().log_message(format, *args)

    def do_HEAD(self) -> None:
        self.respond(body=False)

    def do_GET(self) -> None:
        self.respond(body=True)

    def respond(self, body: bool) -> None:
        try:
            self.route(body)
        except (OSError, ValueError):  # a path the file system refuses (too long, bad bytes) names no file
            self.send_file(self.root / "404.html", HTTPStatus.NOT_FOUND, body)

    def route(self, body: bool) -> None:
        url = urlsplit(self.path)
        path = unquote(url.path)
        if path in ("/", self.base.rstrip("/")):
            return self.redirect(self.base)
        if not path.startswith(self.base):
            return self.send_file(self.root / "404.html", HTTPStatus.NOT_FOUND, body)
        rel = path[len(self.base):]
        normal = inside(rel)
        if normal is None:
            return self.send_file(self.root / "404.html", HTTPStatus.NOT_FOUND, body)
        target = self.root / normal
        # A directory requested without its slash is redirected, as GitHub Pages does.
        if normal and not rel.endswith("/") and target.is_dir() and (target / "index.html").is_file():
            return self.redirect(path + "/" + (f"?{url.query}" if url.query else ""))
        file = resolve(self.root, rel)
        if file is None:
            return self.send_file(self.root / "404.html", HTTPStatus.NOT_FOUND, body)
        self.send_file(file, HTTPStatus.OK, body)

    def redirect(self, location: str) -> None:
        self.send_response(HTTPStatus.MOVED_PERMANENTLY)
        self.send_header("Location", quote(location, safe="/?=&-._~"))
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_file(self, file: Path, status: HTTPStatus, body: bool) -> None:
        data = file.read_bytes()
        ctype = TYPES.get(file.suffix) or mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        if ctype.startswith("text/") or ctype in ("application/json", "application/xml", "image/svg+xml"):
            ctype += "; charset=utf-8"
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        # Names that carry a content hash never change; everything else (HTML, manifests, page data
        # named after their source) must be revalidated.
        immutable = bool(HASHED.search(file.as_posix()))
        self.send_header("Cache-Control", "public, max-age=31536000, immutable" if immutable else "no-cache")
        self.end_headers()
        if body:
            self.wfile.write(data)


def run(handler: type[Handler], argv: list[str] | None, *, description: str, name: str, banner: str, default_port: int) -> int:
    """Parses the command line, checks the bundle, then serves it with handler until interrupted."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--root", required=True, help="the bundle directory (bazel-bin/site)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--base", help="base path the bundle is served under (default: the one it was built for)")
    parser.add_argument("--port", type=int, default=default_port, help=f"default {default_port}; 0 picks a free port")
    args = parser.parse_args(argv)
    root = Path(args.root).resolve()
    if not (root / "404.html").is_file():
        print(f"{name}: {args.root} is not a site bundle (no 404.html)", file=sys.stderr)
        return 2
    base = base_path(args.base) if args.base is not None else bundle_base(root)
    if base is None:
        print(f"{name}: {args.root} names no base path (no _data/VERSION/manifest.json): pass --base", file=sys.stderr)
        return 2
    bound = type("BoundHandler", (handler,), {"root": root, "base": base})
    with Server((args.host, args.port), bound) as httpd:
        host, port = httpd.server_address[:2]
        print(f"{banner} at http://{host}:{port}{base}", flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
    return 0


def main(argv: list[str] | None = None) -> int:
    return run(Handler, argv, description=__doc__.splitlines()[0], name="serve", banner="Serving the docs",
               default_port=int(os.environ.get("PORT", DEFAULT_PORT)))


if __name__ == "__main__":
    sys.exit(main())
