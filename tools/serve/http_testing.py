"""Test helpers for the static servers: a bundle on disk, a server on a free port, raw responses."""

from __future__ import annotations

import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from serve import Handler, Server

BASE = "/react-native-testing-library/"
"""The base path the tests' bundles are served under."""


def write_site(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


@contextmanager
def running(handler: type[Handler], root: Path, **attrs: object) -> Iterator[str]:
    """Serves root with handler on a free loopback port; yields the origin (http://127.0.0.1:PORT)."""
    bound = type("H", (handler,), {"root": root, "base": BASE, "log_message": lambda *a: None, **attrs})
    httpd = Server(("127.0.0.1", 0), bound)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    # Tests assert on the redirect itself, so it is never followed.
    def redirect_request(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        return None


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, bytes, dict[str, str]]:
    """Status, body and headers of one GET, error statuses included."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.build_opener(_NoRedirect).open(request) as r:
            return r.status, r.read(), dict(r.headers)
    except urllib.error.HTTPError as e:
        return e.code, e.read(), dict(e.headers)
