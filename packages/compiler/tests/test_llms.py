"""llms.txt and llms-full.txt: the sidebar's groups as sections, every entry a twin that exists."""

from __future__ import annotations

import re
from functools import cache

from conftest import FIXTURES
from docs_compiler.stages import runner as pipeline

ORIGIN = "https://docs.example.com/fixture/"
ENTRY = re.compile(r"^- \[([^\]]+)\]\((\S+)\)(?:: (.*))?$", re.M)


@cache
def compiled() -> dict[str, bytes]:
    files, reporter = pipeline.compile_site(FIXTURES / "site")
    assert reporter.errors == []
    return files


def test_llms_txt_lists_sidebar_groups_then_pages_in_no_sidebar() -> None:
    files = compiled()
    text = files["2.x/md/llms.txt"].decode()
    assert text.startswith("# Fixture Docs\n\n> A small site the compiler tests build.\n\n")
    assert re.findall(r"^## (.+)$", text, re.M) == ["Start", "Start / Reference", "Optional"]
    assert ENTRY.findall(text) == [
        ("Introduction", ORIGIN + "docs/intro.md", "Where it starts."),
        ("API", ORIGIN + "docs/api.md", ""),
        ("render", ORIGIN + "docs/api/render.md", ""),
        ("Fixture", ORIGIN + "index.md", ""),
    ]
    assert f"[1.x]({ORIGIN}1.x/llms.txt)" in text


def test_every_entry_is_a_twin_and_every_page_has_one_entry() -> None:
    files = compiled()
    for version, prefix in (("2.x", ""), ("1.x", "1.x/")):
        urls = [url for _, url, _ in ENTRY.findall(files[f"{version}/md/llms.txt"].decode())]
        twins = sorted(k.removeprefix(f"{version}/md/") for k in files if k.startswith(f"{version}/md/") and k.endswith(".md"))
        assert sorted(u.removeprefix(ORIGIN + prefix) for u in urls) == twins
        assert all(u.startswith(ORIGIN + prefix) for u in urls)


def test_llms_full_holds_every_twin_in_llms_txt_order_with_its_source() -> None:
    files = compiled()
    full = files["2.x/md/llms-full.txt"].decode()
    assert full.startswith("# Fixture Docs 2.x\n\n> A small site the compiler tests build.\n\n")
    urls = [url for _, url, _ in ENTRY.findall(files["2.x/md/llms.txt"].decode())]
    positions = []
    for url in urls:
        twin = files["2.x/md/" + url.removeprefix(ORIGIN)].decode()
        title, _, body = twin.partition("\n\n")
        page = url.removesuffix(".md").removesuffix("index")
        block = f"{title}\n\nSource: {page}\n\n{body}".rstrip("\n")
        assert block in full, url
        positions.append(full.index(block))
    assert positions == sorted(positions)
