"""The server answers like GitHub Pages: clean URLs, tolerated suffixes, real 404s."""

from __future__ import annotations

import socket
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from http_testing import BASE, fetch, running, write_site
from serve import Handler, Server, bundle_base, resolve


@pytest.fixture()
def site(tmp_path: Path) -> Path:
    files = {
        "index.html": "home",
        "404.html": "not found page",
        "docs/api.html": "api",
        # A page whose route is also the folder of its child pages, as docs/api is.
        "docs/api/render.html": "render",
        "docs/start/intro.html": "intro",
        "cookbook/index.html": "cookbook",
        "assets/app-ABC.js": "js",
        "_data/1.x/manifest.json": "{}",
        "_data/1.x/pages/docs/api.json": "{}",
        "_data/1.x/search_index.1.x.0123456789.json": "{}",
    }
    return write_site(tmp_path, files)


@pytest.fixture()
def base_url(site: Path):
    with running(Handler, site, timeout=1) as origin:
        yield origin


def get(url: str) -> tuple[int, str, dict[str, str]]:
    status, body, headers = fetch(url)
    return status, body.decode(), headers


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("", "home"),
        ("index.html", "home"),
        ("index", "home"),
        ("docs/api", "api"),
        ("docs/api.html", "api"),
        ("docs/api/index", "api"),
        ("docs/api/render", "render"),
        ("docs/start/intro", "intro"),
        ("cookbook/", "cookbook"),
        ("cookbook/index", "cookbook"),
        ("cookbook/index.html", "cookbook"),
    ],
)
def test_clean_urls_and_tolerated_suffixes(base_url: str, path: str, body: str) -> None:
    status, text, _ = get(base_url + BASE + path)
    assert (status, text) == (200, body)


@pytest.mark.parametrize("path", [BASE + "nope", BASE + "docs/api/nope", BASE + "../secret", "/elsewhere"])
def test_unknown_paths_get_the_404_page(base_url: str, path: str) -> None:
    status, text, headers = get(base_url + path)
    assert status == 404
    assert text == "not found page"
    assert headers["Content-Type"].startswith("text/html")


def test_directory_without_slash_redirects(base_url: str) -> None:
    status, _, headers = get(base_url + BASE + "cookbook?x=1")
    assert status == 301
    assert headers["Location"] == BASE + "cookbook/?x=1"


def test_root_redirects_to_base(base_url: str) -> None:
    status, _, headers = get(base_url + "/")
    assert (status, headers["Location"]) == (301, BASE)


def test_hashed_assets_are_cached_forever(base_url: str) -> None:
    _, _, headers = get(base_url + BASE + "assets/app-ABC.js")
    assert "immutable" in headers["Cache-Control"]
    assert headers["Content-Type"].startswith("text/javascript")


def test_files_named_by_their_source_are_revalidated_and_hashed_ones_are_not(base_url: str) -> None:
    for rel in ("_data/1.x/manifest.json", "_data/1.x/pages/docs/api.json", "docs/api"):
        _, _, headers = get(base_url + BASE + rel)
        assert headers["Cache-Control"] == "no-cache", rel
    _, _, headers = get(base_url + BASE + "_data/1.x/search_index.1.x.0123456789.json")
    assert "immutable" in headers["Cache-Control"]


def test_resolve_never_leaves_the_root(site: Path) -> None:
    assert resolve(site, "../../etc/passwd") is None


def test_nothing_outside_the_root_is_revealed(base_url: str, site: Path) -> None:
    # A folder beside the bundle, with an index.html: a redirect would tell a client it exists.
    (site.parent / "outside").mkdir()
    (site.parent / "outside" / "index.html").write_text("secret")
    for path in ("../outside", "%2e%2e/outside", "docs/../../outside", "..%2foutside", "%00", "docs%5c..%5c..%5coutside"):
        status, text, _ = get(base_url + BASE + path)
        assert (status, text) == (404, "not found page"), path


def test_overlong_paths_are_answered_not_dropped(base_url: str) -> None:
    for path in ("a" * 300, "docs/" + "b" * 256 + "/c", "/".join(["d" * 200] * 40)):
        status, text, _ = get(base_url + BASE + path)
        assert (status, text) == (404, "not found page")


def test_a_burst_of_parallel_requests_is_answered(base_url: str) -> None:
    assert Server.request_queue_size >= 100
    with ThreadPoolExecutor(max_workers=60) as pool:
        statuses = list(pool.map(lambda i: get(base_url + BASE + "docs/api")[0], range(120)))
    assert statuses == [200] * 120


def test_a_silent_connection_is_closed(base_url: str) -> None:
    host, port = base_url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port))) as s:
        s.settimeout(30)
        assert s.recv(1) == b""  # the server gave up on the request and closed (the handler's timeout)


def test_the_base_path_is_the_one_the_bundle_was_built_for(tmp_path: Path) -> None:
    write_site(tmp_path, {
        "_data/13.x/manifest.json": '{"prefix": "", "site": {"base": "/docs"}}',
        "_data/12.x/manifest.json": '{"prefix": "/12.x", "site": {"base": "/other/"}}',
    })
    assert bundle_base(tmp_path) == "/docs/"
    assert bundle_base(tmp_path / "_data") is None
    # A bundle of one other version alone, as a check of that version serves it.
    (tmp_path / "_data/13.x/manifest.json").unlink()
    assert bundle_base(tmp_path) == "/other/"
