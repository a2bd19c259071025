"""The GitHub Pages stand-in resolves exactly as GitHub Pages does, and no more."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from ghpages import Handler
from http_testing import BASE, fetch, running, write_site


@pytest.fixture()
def base_url(tmp_path: Path):
    site = write_site(tmp_path, {
        "index.html": "home",
        "404.html": "not found page",
        "docs/api.html": "api",
        "docs/api/render.html": "render",
        "cookbook/index.html": "cookbook",
        "assets/app.js": "js",
    })
    with running(Handler, site) as origin:
        yield origin


def get(url: str, gzip_ok: bool = False) -> tuple[int, bytes, dict[str, str]]:
    return fetch(url, {"Accept-Encoding": "gzip"} if gzip_ok else None)


@pytest.mark.parametrize(
    ("path", "status", "body"),
    [
        ("", 200, b"home"),
        ("docs/api", 200, b"api"),
        ("docs/api.html", 200, b"api"),
        ("docs/api/render", 200, b"render"),
        ("cookbook/", 200, b"cookbook"),
        ("cookbook/index", 200, b"cookbook"),
        ("cookbook/index.html", 200, b"cookbook"),
        # GitHub Pages knows nothing of routes: these are the app's to recover.
        ("docs/api/index", 404, b"not found page"),
        ("docs/api/render/index", 404, b"not found page"),
        ("docs/api/render.html/", 404, b"not found page"),
        ("nothing", 404, b"not found page"),
    ],
)
def test_resolution(base_url: str, path: str, status: int, body: bytes) -> None:
    got_status, got_body, _ = get(base_url + BASE + path)
    assert (got_status, got_body) == (status, body)


def test_directory_without_slash_redirects(base_url: str) -> None:
    status, _, headers = get(base_url + BASE + "cookbook?x=1")
    assert status == 301
    assert headers["Location"] == BASE + "cookbook/?x=1"


def test_text_is_gzipped_when_accepted(base_url: str) -> None:
    status, body, headers = get(base_url + BASE + "assets/app.js", gzip_ok=True)
    assert status == 200 and headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(body) == b"js"
