"""Properties over generated sites: each compiles, or fails with diagnostics located where the
problem is; never a traceback; no page text reaches the HTML outside the raw HTML policy.

Pages, site.yaml shapes, nesting and sizes, raw HTML and file names are generated. `bazel test`
runs a fixed seed and PROPERTY_EXAMPLES examples per property (default 100); bench/fuzz.py runs
many more with fresh seeds.
"""

from __future__ import annotations

import html
import os
import re
import tempfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import orjson
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from conftest import SITE_YAML, write_logo
from docs_compiler.markdown import raw_html
from docs_compiler.checks.errors import Reporter
from docs_compiler.stages.runner import compile_site

EXAMPLES = int(os.environ.get("PROPERTY_EXAMPLES", "100"))
SEED = os.environ.get("PROPERTY_SEED")
# A fixed seed unless the long run asks for a fresh one.
SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, derandomize=SEED is None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Markdown-ish alphabet so the parser's interesting paths get hit often.
FRAGMENTS = st.sampled_from([
    "# ", "## ", "### ", "#### ", ":::", "::::", "tip", "install", "tabs", "tab", "```", "~~~", "tsx", "kotlin",
    "title=\"x\"", "{1,2}", "{1-99999999}", "{0}", "[a](", "/docs/x", "/docs/page", "#", ")", "![i](", "---\n",
    "title: ", "|", "-", "*", "`", "{#id}", "\n", "\n\n", "\r", "\r\n", "\ufeff", " ", "    ", "&amp;", "é", "\t",
    "> ", "1. ", "- ", "[^1]", "~~", "[r]: ", "[r]", "<https://x.y>", "group=\"x", "\\",
    # Raw HTML, allowed and not.
    "<b>", "</b>", "<kbd>", "</kbd>", "<div>", "</div>", "<details>", "<summary>", "</summary>", "</details>",
    "<br>", "<!--", "-->", "<script>", "</script>", "<style>", "<textarea>", "<img src=\"/logo.svg\" alt=\"a\">",
    "<img src=x onerror=alert(1)>", "<a href=\"javascript:alert(1)\">", "<a href=\"/docs/x\">", "</a>",
    "<span title='\"'>", "</span>", "<iframe src=//x>", "<svg onload=alert(1)>", "<![CDATA[", "<?php",
])
TEXT = st.lists(st.one_of(FRAGMENTS, st.text(max_size=8)), max_size=60).map("".join)

# Tags and attributes the compiler itself writes, besides what the raw HTML policy allows.
RENDERED_TAGS = raw_html.TAGS | {
    "h1", "h2", "h3", "h4", "h5", "h6", "button", "input", "section", "label", "caption", "colgroup", "col",
}
RENDERED_ATTRIBUTES = {
    "id", "href", "src", "alt", "title", "class", "lang", "dir", "width", "height", "loading", "decoding",
    "aria-label", "aria-controls", "aria-selected", "aria-labelledby", "aria-hidden", "role", "tabindex", "type",
    "data-lang", "data-state", "data-kind", "data-group", "data-value", "hidden", "checked", "disabled",
    "colspan", "rowspan", "align", "scope", "open", "start", "reversed", "style", "rel", "target",
}


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in RENDERED_TAGS:
            self.problems.append(f"<{tag}>")
        for name, value in attrs:
            if name not in RENDERED_ATTRIBUTES or (name == "style" and tag not in ("th", "td")):
                self.problems.append(f"<{tag} {name}>")
            if name in ("href", "src") and re.match(r"\s*(javascript|data|vbscript):", value or "", re.I):
                self.problems.append(f"<{tag} {name}={value}>")


def write_site(root: Path, site_yaml: str, pages: dict[str, str]) -> None:
    (root / "2.x" / "docs").mkdir(parents=True)
    (root / "1.x").mkdir()
    write_logo(root)
    (root / "site.yaml").write_text(site_yaml, encoding="utf-8")
    for rel, text in pages.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="")


def check(root: Path, files: dict[str, bytes], reporter: Reporter) -> None:
    """The invariants every build keeps, whatever its input."""
    for d in reporter.diagnostics:
        assert d.message and d.line >= 1 and d.column >= 1
        source = root.parent / d.file
        assert source.is_relative_to(root), d
        if not source.is_file():
            assert d.line == 1 and d.column == 1, d
            continue
        text = source.read_bytes().decode("utf-8", errors="replace").removeprefix("\ufeff")
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        assert d.line <= len(lines), d
        assert d.column <= len(lines[d.line - 1]) + 1, d
        # A problem quoted in the message sits on the line the diagnostic names.
        quoted = re.match(r"(dead link|image|unknown code language|link|sidebar entry|nav link) '([^'\n]+)'", d.message)
        if quoted and "scheme" not in d.message:
            # As written: backslash escapes and entities are the parser's business.
            line = lines[d.line - 1].lower()
            written = (line, html.unescape(line.replace("\\", "")))
            assert any(quoted.group(2).lower() in w for w in written), (d, lines[d.line - 1])
    if not reporter.errors:
        assert "2.x/manifest.json" in files
        for name, data in files.items():
            if "/pages/" in name:
                parser = _Tags()
                parser.feed(orjson.loads(data)["html"])
                assert parser.problems == [], (name, parser.problems)


def compile_generated(site_yaml: str, pages: dict[str, str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "content"
        write_site(root, site_yaml, pages)
        files, reporter = compile_site(root)
        check(root, files, reporter)


def _site_yaml(sidebar: str = "        - /docs/page") -> str:
    return SITE_YAML.format(sidebar=sidebar)


@SETTINGS
@given(body=TEXT)
@example(body="```\\")  # found by a long run: a fence whose language is a backslash
@example(body="\n```# \\# ")  # found by a long run: a fence language with a backslash escape
def test_any_page_text(body: str) -> None:
    compile_generated(_site_yaml(), {"2.x/docs/page.md": body})


@SETTINGS
@given(frontmatter=st.lists(st.sampled_from([
    "title: T\n", "title: [", "pageType: home\n", "hero:\n  name: H\n  actions:\n    - text: A\n      link: /docs/x\n",
    "features:\n  - title: F\n    details: D\n    link: /nope\n", "a: &a [x, x, x]\n", "b: [*a, *a, *a]\n",
    "description: *a\n", "overview: true\n", "bogus: 1\n", "  ", "- ", "\t", "{", "}", "\"", "'", "\r",
]), max_size=12).map("".join), body=TEXT)
def test_any_frontmatter(frontmatter: str, body: str) -> None:
    compile_generated(_site_yaml(), {"2.x/docs/page.md": f"---\n{frontmatter}\n---\n{body}"})


SITE_VALUES: dict[str, Any] = {
    "base": st.sampled_from(["/t/", "/", "t", "/a b/", "/../", "//", "/t"]),
    "lang": st.sampled_from(["en", "pt-BR", "x\"y", "", "e"]),
    "logo": st.sampled_from(["/logo.svg", "/nope.svg", {"light": "/logo.svg", "dark": "/nope.svg"}, 5]),
    "name": st.sampled_from(["2.x", "1.x", "../x", "", "1 x", "v1/old", "2.x", 2.0, None]),
    "link": st.sampled_from(["/docs/page", "/docs/ghost", "https://x.y", "/", "", None, 7]),
    "active": st.sampled_from(["^/docs/", "(", "[", "a{2}", None]),
}


@st.composite
def site_configs(draw: st.DrawFn) -> str:
    """site.yaml documents of varied shape: valid, mistyped, misnamed, nested, aliased."""
    def version(default: bool) -> dict[str, Any]:
        nav = st.fixed_dictionaries({"text": st.just("N"), "link": SITE_VALUES["link"], "activeMatch": SITE_VALUES["active"]})
        items = st.lists(st.one_of(SITE_VALUES["link"], st.just({"text": "G", "items": ["/docs/page"]})), max_size=4)
        sidebars = st.one_of(st.just({"/docs/": ["/docs/page"]}), st.fixed_dictionaries({"/docs/": items}),
                             st.just(["/docs/page"]), st.just(5), st.just(None))
        return {"name": draw(SITE_VALUES["name"]), **({"default": True} if default else {}),
                "nav": draw(st.lists(nav, max_size=3)), "sidebars": draw(sidebars)}

    defaults = draw(st.one_of(st.none(), st.lists(st.booleans(), min_size=1, max_size=3)))
    config: dict[str, Any] = {
        "title": "T", "description": "D", "base": draw(SITE_VALUES["base"]), "lang": draw(SITE_VALUES["lang"]),
        "logo": draw(SITE_VALUES["logo"]), "repository": "https://example.com/r", "copyright": "c",
        "versions": 5 if defaults is None else [version(d) for d in defaults],
    }
    for key in draw(st.lists(st.sampled_from(sorted(config)), max_size=2)):
        config.pop(key, None)
    text = yaml.safe_dump(config, sort_keys=False)
    nesting = draw(st.integers(0, 80))
    if nesting:
        text += "extra: " + "[" * nesting + "]" * nesting + "\n"
    return text


@SETTINGS
@given(site_yaml=site_configs())
def test_any_site_yaml(site_yaml: str) -> None:
    compile_generated(site_yaml, {"2.x/docs/page.md": "# Page\n", "1.x/docs/page.md": "# Old\n"})


@SETTINGS
@given(depth=st.integers(0, 300), step=st.sampled_from([" ", "  ", "   ", "> ", "- ", "1. "]), items=st.integers(1, 400))
def test_any_nesting_and_size(depth: int, step: str, items: int) -> None:
    body = "# Page\n\n" + "".join(step * min(i, depth) + "- x\n" for i in range(items))
    frontmatter = "---\ntitle: " + "[" * depth + "]" * depth + "\n---\n"
    compile_generated(_site_yaml(), {"2.x/docs/page.md": body, "2.x/docs/deep.md": frontmatter + "# Deep\n"})


@SETTINGS
@given(name=st.text(alphabet=st.sampled_from("ab.-_ #?\"'%&<>é\t"), min_size=1, max_size=8),
       suffix=st.sampled_from([".md", ".MD", ".markdown", ".png", ""]))
def test_any_file_name(name: str, suffix: str) -> None:
    if name.strip(".") == "" or "/" in name:
        return
    compile_generated(_site_yaml(), {"2.x/docs/page.md": "# Page\n", f"2.x/docs/{name}{suffix}": "# Other\n"})
