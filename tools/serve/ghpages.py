"""A plain static host with GitHub Pages' resolution and nothing more, for tests and benchmarks.

For a path under the base it serves, in order: the file itself; `PATH.html`; for a directory,
a redirect to `PATH/` and then `PATH/index.html`; otherwise `404.html` with status 404. Unlike
`serve.py` it knows nothing of the app's routes (no `/index` or `.html` tolerance of its own), so
whatever the reader sees for such URLs is the bundle's doing. Text responses are gzipped when the
client accepts it, as GitHub Pages does.
"""

from __future__ import annotations

import gzip
import mimetypes
import posixpath
import sys
from http import HTTPStatus
from pathlib import Path
from urllib.parse import unquote, urlsplit

import serve
COMPRESSIBLE = {".html", ".js", ".css", ".json", ".svg", ".txt", ".xml"}


def resolve(root: Path, rel: str) -> tuple[Path | None, bool]:
    """The file GitHub Pages serves for a path below the base, and whether it redirects to `rel/`."""
    slash = rel == "" or rel.endswith("/")
    rel = posixpath.normpath("/" + rel).lstrip("/") if rel.strip("/") else ""
    target = root / rel
    if rel and not slash and target.is_file():
        return target, False
    if rel and not slash and (root / (rel + ".html")).is_file():
        return root / (rel + ".html"), False
    if (target / "index.html").is_file():
        return target / "index.html", bool(rel) and not slash
    return None, False


class Handler(serve.Handler):
    """serve.py's handler with GitHub Pages' resolution instead of the app's, and gzip."""

    server_version = "ghpages-like"

    def respond(self, body: bool) -> None:
        url = urlsplit(self.path)
        path = unquote(url.path)
        if path + "/" == self.base:
            return self.redirect(self.base)
        file, redirect = resolve(self.root, path[len(self.base):]) if path.startswith(self.base) else (None, False)
        if redirect:
            return self.redirect(url.path + "/" + (f"?{url.query}" if url.query else ""))
        if file is None:
            return self.send_file(self.root / "404.html", HTTPStatus.NOT_FOUND, body)
        self.send_file(file, HTTPStatus.OK, body)

    def send_file(self, file: Path, status: HTTPStatus, body: bool) -> None:
        data = file.read_bytes()
        ctype = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        if file.suffix == ".js":
            ctype = "text/javascript"
        if ctype.startswith("text/") or ctype in ("application/json", "image/svg+xml"):
            ctype += "; charset=utf-8"
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        if file.suffix in COMPRESSIBLE and "gzip" in self.headers.get("Accept-Encoding", ""):
            data = gzip.compress(data, compresslevel=6, mtime=0)
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(data)))
        # GitHub Pages lets browsers and proxies keep every file for ten minutes.
        self.send_header("Cache-Control", "max-age=600")
        self.end_headers()
        if body:
            self.wfile.write(data)


def main(argv: list[str] | None = None) -> int:
    return serve.run(Handler, argv, description=__doc__.splitlines()[0], name="ghpages",
                     banner="Serving the docs like GitHub Pages", default_port=0)


if __name__ == "__main__":
    sys.exit(main())
