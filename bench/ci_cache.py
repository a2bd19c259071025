"""A shared build cache on loopback for bench/ci.py: Bazel's HTTP cache protocol (GET and PUT of
/ac/HASH and /cas/HASH) over a directory, as any WebDAV server or bazel-remote would answer it."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


def _handler(root: Path) -> type[BaseHTTPRequestHandler]:
    class Cache(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib signature)
            pass

        def _file(self) -> Path | None:
            kind, _, name = self.path.strip("/").partition("/")
            return root / kind / name if kind in ("ac", "cas") and name.isalnum() else None

        def do_GET(self) -> None:
            file = self._file()
            if file is None or not file.is_file():
                self.send_response(HTTPStatus.NOT_FOUND)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            data = file.read_bytes()
            self.send_response(HTTPStatus.OK)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_PUT(self) -> None:
            file = self._file()
            data = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            if file is not None:
                file.parent.mkdir(parents=True, exist_ok=True)
                partial = file.with_suffix(f".{threading.get_ident()}.part")
                partial.write_bytes(data)
                partial.replace(file)
            self.send_response(HTTPStatus.OK if file is not None else HTTPStatus.BAD_REQUEST)
            self.send_header("Content-Length", "0")
            self.end_headers()

    return Cache


@contextmanager
def running_cache(root: Path) -> Iterator[str]:
    """Serves a cache directory on a free loopback port; yields its URL."""
    root.mkdir(parents=True, exist_ok=True)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(root))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
