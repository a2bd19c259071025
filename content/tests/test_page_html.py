"""What every real page's HTML must be, checked over all pages of the versions this run checks.

Properties instead of golden copies of a few pages: a compiler change that breaks one of them on
any page fails here, and a change that only rewords or restyles a page does not need a new golden.
The small fixtures of packages/compiler/tests keep their goldens.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest

from docs_compiler.markdown.markup import MARKUP
from built import VERSIONS, artifacts, manifest

BASE = "/react-native-testing-library/"
VOID = {"br", "hr", "img", "wbr", "input", "col", "source"}


class _Page(HTMLParser):
    """Collects what the checks need and whether every tag closes in order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.unbalanced: list[str] = []
        self.ids: list[str] = []
        self.links: list[dict[str, str | None]] = []
        self.images: list[dict[str, str | None]] = []
        self.code_blocks: list[dict[str, str | None]] = []
        self.copy_buttons = 0
        self.tables: list[dict[str, str | None]] = []
        self.tags: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self.tags.add(tag)
        if "id" in a and a["id"]:
            self.ids.append(a["id"])
        if tag == "a":
            self.links.append(a)
        elif tag == "img":
            self.images.append(a)
        elif tag == "table":
            self.tables.append(a)
        elif tag == "div" and a.get("class") == "code-block":
            self.code_blocks.append(a)
        elif tag == "button" and a.get("class") == MARKUP["copyCode"]:
            self.copy_buttons += 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.unbalanced.append(f"</{tag}> with {self.stack[-3:]} open")
            return
        self.stack.pop()


def _pages() -> list[tuple[str, str]]:
    return [(v, r["path"]) for v in VERSIONS for r in manifest(v)["routes"]]


def _parsed(version: str, path: str) -> tuple[dict, _Page]:  # type: ignore[type-arg]
    entry = next(r for r in manifest(version)["routes"] if r["path"] == path)
    data = json.loads(artifacts()[f"{version}/{entry['file']}"])
    parser = _Page()
    parser.feed(data.get("html", ""))
    parser.close()
    return data, parser


@pytest.mark.parametrize(("version", "path"), _pages())
def test_page_html_is_well_formed_and_linked(version: str, path: str) -> None:
    data, page = _parsed(version, path)
    where = f"{version} {path}"
    if data["pageType"] == "doc":
        assert "<p" in data["html"], f"{where} has no text below its heading"
    assert page.unbalanced == [] and page.stack == [], f"{where}: tags do not nest: {page.unbalanced or page.stack}"
    assert not page.tags & {"script", "style", "iframe", "object", "form"}, f"{where}: active markup in the body"
    assert len(page.ids) == len(set(page.ids)), f"{where}: repeated ids"
    assert not [i for i in page.ids if i.startswith("_")], f"{where}: an id of the app's own (they start with _)"
    for entry in data.get("toc", []):
        assert entry["id"] in page.ids, f"{where}: outline entry {entry['id']} has no element"
    routes = {r["path"] for r in manifest(version)["routes"]}
    for link in page.links:
        href = link.get("href") or ""
        if href.startswith(("http://", "https://", "mailto:", "tel:")):
            assert link.get("target") in (None, "_blank")
            continue
        if href.startswith("#"):
            assert href[1:] in page.ids, f"{where}: anchor {href} is on no element of the page"
            continue
        assert href.startswith(BASE), f"{where}: internal link {href} is not under the base path"
        route = link.get(MARKUP["route"])
        if route is not None:
            # A page of this version: the client router navigates by this route.
            assert route.split("#")[0] in routes, f"{where}: {MARKUP['route']}={route} is no route of {version}"
            assert href == BASE.rstrip("/") + route, f"{where}: href {href} and route {route} disagree"
    for image in page.images:
        assert image.get("alt"), f"{where}: image {image.get('src')} has no alt text"
        assert (image.get("src") or "").startswith((BASE + "assets/", "https://")), f"{where}: image {image.get('src')} is not a bundled asset"
    assert page.copy_buttons == len(page.code_blocks), f"{where}: a code block without its copy button"
    for block in page.code_blocks:
        assert block.get("data-lang"), f"{where}: a code block without a language"
    for table in page.tables:
        assert table.get("tabindex") == "0", f"{where}: a table phones cannot scroll with the keyboard"
    # A pipe in a table cell's code is written \| in Markdown and must read as | on the page.
    cells = re.findall(r"<td>(.*?)</td>", data.get("html", ""), re.S)
    assert [c for c in cells if "\\|" in c] == [], f"{where}: a table cell shows an escaped pipe"


def test_the_checks_saw_real_markup() -> None:
    # Guards the properties above against passing on empty pages.
    code = tables = links = 0
    for version, path in _pages():
        _, page = _parsed(version, path)
        code += len(page.code_blocks)
        tables += len(page.tables)
        links += sum(1 for a in page.links if a.get(MARKUP["route"]))
    assert code > 100 and tables > 20 and links > 100, (code, tables, links)
