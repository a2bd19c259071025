"""Properties over generated sites: each compiles, or fails with diagnostics located where the
problem is; never a traceback; no page text reaches the HTML outside the raw HTML policy.

Pages, site.yaml shapes, nesting and sizes, raw HTML and file names are generated. Each generator
starts from a valid input and, in about half of the examples, breaks it (hostile Markdown and raw
HTML, broken YAML, wrong values, limits passed), so both properties run often: a clean build
exercises every stage's output, a failing one the diagnostics. Each test asserts the share of its
builds that came out clean, that failed, and that had their HTML checked (`@shares`), and the run
prints them. `bazel test` runs a fixed seed and PROPERTY_EXAMPLES examples per property (default
100); bench/fuzz.py runs many more with fresh seeds.
"""

from __future__ import annotations

import functools
import html
import os
import re
import tempfile
from dataclasses import dataclass, fields
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Callable, TypeVar
from urllib.parse import unquote

import orjson
import yaml
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from conftest import SHARES, SITE_YAML, write_logo
from docs_compiler.markdown import markup, raw_html
from docs_compiler.checks.errors import Reporter
from docs_compiler.stages.runner import compile_site

EXAMPLES = int(os.environ.get("PROPERTY_EXAMPLES", "100"))
MEASURED = 100
"""Examples per property from which the shares of clean, failed and HTML-checked builds are asserted."""
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
    "colspan", "rowspan", "align", "scope", "open", "start", "reversed", "style", "rel", "target", markup.ROUTE,
}

# Valid pages: blocks of every syntax the compiler knows, written as AUTHORING.md says, with prose
# that is no syntax (letters and spaces: no version numbers, no markup).
WORDS = st.from_regex(r"[a-j][a-jé ]{0,12}[a-j]", fullmatch=True)
# Code may hold anything but a fence or a hidden line (`# `): it is escaped, never markup.
CODE = st.lists(st.sampled_from([
    "const a = 1;", "<script>alert(1)</script>", "a < b && c > d", "<!-- x -->", "'q' \"q\" `q`", "[a](/docs/x)",
    "::: tip", "  indented", "", "é",
]), min_size=1, max_size=4).map("\n".join)
INLINE = st.one_of(
    WORDS, WORDS.map("**{}**".format), WORDS.map("`{}`".format), WORDS.map("[{}](/docs/page)".format),
    WORDS.map("<kbd>{}</kbd>".format), WORDS.map("<b>{}</b>".format), st.just("<https://x.y>"),
    st.just("![owl](/logo.svg)"), st.just("<br>"),
)
PARAGRAPH = st.lists(INLINE, min_size=1, max_size=5).map(" ".join)
BLOCK = st.one_of(
    PARAGRAPH,
    st.tuples(st.sampled_from(["##", "###", "####"]), WORDS).map(" ".join),
    st.tuples(st.sampled_from(["tsx", "ts", "bash", "json", "text", ""]), st.sampled_from(["", ' title="a.tsx"', " {1}"]), CODE)
    .map(lambda c: f"```{c[0]}{c[1]}\n{c[2]}\n```"),
    st.tuples(st.sampled_from(["note", "tip", "info", "warning", "caution", "danger"]), st.sampled_from(["", " Title"]), PARAGRAPH)
    .map(lambda c: f":::{c[0]}{c[1]}\n{c[2]}\n:::"),
    st.tuples(PARAGRAPH, PARAGRAPH).map(lambda t: f"::::tabs group=runner\n:::tab Jest\n{t[0]}\n:::\n:::tab Vitest\n{t[1]}\n:::\n::::"),
    st.sampled_from(["", " dev"]).map(":::install{}\n@testing-library/react-native\n:::".format),
    st.lists(PARAGRAPH, min_size=1, max_size=3).map(lambda items: "\n".join(f"- {i}" for i in items)),
    st.lists(PARAGRAPH, min_size=1, max_size=3).map(lambda items: "\n".join(f"{n}. {i}" for n, i in enumerate(items, 1))),
    PARAGRAPH.map("> {}".format),
    st.tuples(WORDS, WORDS).map(lambda t: f"| a | b |\n|---|---|\n| {t[0]} | {t[1]} |"),
    st.tuples(WORDS, PARAGRAPH).map(lambda t: f"<details>\n<summary>{t[0]}</summary>\n\n{t[1]}\n\n</details>"),
)
BODY = st.tuples(WORDS, st.lists(BLOCK, max_size=6)).map(lambda b: "\n\n".join([f"# {b[0]}", *b[1]]) + "\n")


# Inputs that are wrong in a way the compiler must point at: a dead link, a missing image, an
# unknown code language, markup outside the raw HTML policy.
WRONG = st.sampled_from([
    "[a](/docs/x)", "![i](/nope.png)", "```kotlin\nx\n```", '<a href="/docs/x">a</a>', "[a](/docs/page#nope)",
    "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", '<a href="javascript:alert(1)">a</a>',
])


@st.composite
def broken(draw: st.DrawFn, valid: st.SearchStrategy[str], hostile: st.SearchStrategy[str]) -> str:
    """A valid text, and in about half of the examples up to three hostile pieces inserted into it."""
    hostile_pieces = draw(st.booleans())
    text = draw(valid)
    if hostile_pieces:
        for at, piece in draw(st.lists(st.tuples(st.integers(0, 1 << 20), hostile), min_size=1, max_size=3)):
            at %= len(text) + 1
            text = text[:at] + piece + text[at:]
    return text


@dataclass
class Tally:
    """What one property test's builds were: how many, and how many each check ran on."""

    builds: int = 0
    clean: int = 0
    """Builds without errors."""
    failed: int = 0
    """Builds with errors: their diagnostics were checked."""
    html: int = 0
    """Builds whose pages' HTML was checked against the raw HTML policy."""
    quoted: int = 0
    """Builds with a diagnostic quoting what it points at, checked to sit on the line it names."""
    no_file: int = 0
    """Builds with a diagnostic about a path that is no file (a folder, a broken link), checked to be at 1:1."""

    def share(self, name: str) -> float:
        return int(getattr(self, name)) / max(self.builds, 1)

    def __str__(self) -> str:
        return ", ".join(f"{f.name} {getattr(self, f.name)}" + ("" if f.name == "builds" else f" ({self.share(f.name):.0%})")
                         for f in fields(self))


_TALLY: list[Tally] = []
"""The tally of the property test that is running."""

T = TypeVar("T", bound=Callable[..., None])


def shares(**minimum: float) -> Callable[[T], T]:
    """Runs a property test (applied above @given) and asserts that at least these shares of its
    builds were clean, failed, had their HTML checked...: a check behind a condition that the
    generated inputs never meet would test nothing. The shares are printed after the run, and
    checked when the run has enough examples to measure them (a short run of bench/fuzz.py may not)."""
    def wrap(test: T) -> T:
        @functools.wraps(test)
        def run(*args: Any, **kwargs: Any) -> None:
            _TALLY.append(Tally())
            try:
                test(*args, **kwargs)
            finally:
                tally = _TALLY.pop()
            SHARES.append(f"{test.__name__}: {tally}")
            for name, share in sorted(minimum.items() if EXAMPLES >= MEASURED else []):
                assert tally.share(name) >= share, f"{test.__name__}: {name} in {tally.share(name):.0%} of the builds, expected at least {share:.0%} ({tally})"
        return run  # type: ignore[return-value]
    return wrap


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


def check(root: Path, files: dict[str, bytes], reporter: Reporter, tally: Tally) -> None:
    """The invariants every build keeps, whatever its input."""
    tally.builds += 1
    quoted_any = no_file = False
    for d in reporter.diagnostics:
        assert d.message and d.line >= 1 and d.column >= 1
        source = root.parent / d.file
        assert source.is_relative_to(root), d
        if not source.is_file():
            assert d.line == 1 and d.column == 1, d
            no_file = True
            continue
        text = source.read_bytes().decode("utf-8", errors="replace").removeprefix("\ufeff")
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        assert d.line <= len(lines), d
        assert d.column <= len(lines[d.line - 1]) + 1, d
        # A problem quoted in the message sits on the line the diagnostic names.
        quoted = re.match(r"(dead link|image|unknown code language|link|sidebar entry|nav link) '([^'\n]+)'", d.message)
        if quoted and "scheme" not in d.message:
            # As written: backslash escapes, entities and the percent-encoding of a URL's brackets
            # and spaces are the parser's business.
            line = lines[d.line - 1].lower()
            written = (line, html.unescape(line.replace("\\", "")))
            assert any(unquote(quoted.group(2)).lower() in w for w in written), (d, lines[d.line - 1])
            quoted_any = True
    tally.quoted += quoted_any
    tally.no_file += no_file
    # The HTML of every page the build rendered, errors or not: a fragment the policy refuses is
    # reported and written as escaped text, never passed through.
    pages = [name for name in files if "/pages/" in name]
    for name in pages:
        parser = _Tags()
        parser.feed(orjson.loads(files[name])["html"])
        assert parser.problems == [], (name, parser.problems)
    tally.html += bool(pages)
    if reporter.errors:
        tally.failed += 1
        event("build: errors")
    else:
        assert "2.x/manifest.json" in files and pages
        tally.clean += 1
        event("build: clean")


def compile_generated(site_yaml: str, pages: dict[str, str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "content"
        write_site(root, site_yaml, pages)
        files, reporter = compile_site(root)
        check(root, files, reporter, _TALLY[-1])


def _site_yaml(sidebar: str = "        - /docs/page") -> str:
    return SITE_YAML.format(sidebar=sidebar)


@shares(clean=0.25, failed=0.1, html=0.5, quoted=0.03)
@SETTINGS
@given(page=broken(BODY.map("---\ntitle: Page\n---\n{}".format), st.one_of(TEXT, WRONG)))
@example(page="```\\")  # found by a long run: a fence whose language is a backslash
@example(page="\n```# \\# ")  # found by a long run: a fence language with a backslash escape
def test_any_page_text(page: str) -> None:
    compile_generated(_site_yaml(), {"2.x/docs/page.md": page})


FRONTMATTER = st.fixed_dictionaries({"title": WORDS}, optional={
    "description": WORDS, "titleSuffix": WORDS, "outline": st.booleans(), "overview": st.booleans(),
    "pageType": st.sampled_from(["doc", "custom", "blank"]),
    "features": st.lists(st.fixed_dictionaries({"title": WORDS, "details": WORDS}, optional={
        "link": st.just("/docs/page"), "icon": st.sampled_from(["layers", "shield-check", "people"]),
    }), max_size=2),
}).map(lambda fm: yaml.safe_dump(fm, allow_unicode=True, sort_keys=False))
HOSTILE_FRONTMATTER = st.lists(st.sampled_from([
    "title: T\n", "title: [", "pageType: home\n", "hero:\n  name: H\n  actions:\n    - text: A\n      link: /docs/x\n",
    "features:\n  - title: F\n    details: D\n    link: /nope\n", "a: &a [x, x, x]\n", "b: [*a, *a, *a]\n",
    "description: *a\n", "overview: true\n", "bogus: 1\n", "  ", "- ", "\t", "{", "}", "\"", "'", "\r",
]), min_size=1, max_size=12).map("".join)


@shares(clean=0.25, failed=0.1, html=0.25)
@SETTINGS
@given(frontmatter=broken(FRONTMATTER, HOSTILE_FRONTMATTER), body=BODY)
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
def valid_sites(draw: st.DrawFn) -> dict[str, Any]:
    """A site.yaml that compiles: both versions, their pages in the sidebars, nav links to pages."""
    def version(name: str, default: bool) -> dict[str, Any]:
        nav = st.fixed_dictionaries({"text": WORDS, "link": st.sampled_from(["/docs/page", "https://x.y"])},
                                    optional={"activeMatch": st.sampled_from(["^/docs/", "page$"])})
        item = st.one_of(st.just("/docs/page"), st.fixed_dictionaries({"text": WORDS, "items": st.just(["/docs/page"])}))
        return {"name": name, **({"default": True} if default else {}), "nav": draw(st.lists(nav, max_size=3)),
                "sidebars": {"/docs/": draw(st.lists(item, min_size=1, max_size=2))}}

    return {"title": draw(WORDS), "description": draw(WORDS), "base": draw(st.sampled_from(["/t/", "/", "/a/b/"])),
            "lang": draw(st.sampled_from(["en", "pt-BR"])),
            "logo": draw(st.sampled_from(["/logo.svg", {"light": "/logo.svg", "dark": "/logo.svg"}])),
            "repository": "https://example.com/r", "copyright": "c", "origin": "https://docs.example.com",
            "versions": [version("2.x", True), version("1.x", False)]}


@st.composite
def site_configs(draw: st.DrawFn) -> str:
    """site.yaml documents of varied shape: valid ones, and in about half of the examples the same
    with values mistyped or misnamed, keys dropped, versions reshaped, nesting added."""
    wrong = draw(st.booleans())
    config = draw(valid_sites())
    versions = config["versions"]
    nesting: list[int] = []
    changes = [
        lambda: config.update({key: draw(SITE_VALUES[key]) for key in ("base", "lang", "logo")}),
        lambda: versions[draw(st.integers(0, 1))].update(name=draw(SITE_VALUES["name"])),
        lambda: versions[draw(st.integers(0, 1))].update(nav=draw(st.lists(st.fixed_dictionaries(
            {"text": st.just("N"), "link": SITE_VALUES["link"], "activeMatch": SITE_VALUES["active"]}), max_size=3))),
        lambda: versions[draw(st.integers(0, 1))].update(sidebars=draw(st.one_of(
            st.fixed_dictionaries({"/docs/": st.lists(st.one_of(SITE_VALUES["link"], st.just({"text": "G", "items": ["/docs/page"]})), max_size=4)}),
            st.just(["/docs/page"]), st.just(5), st.just(None)))),
        lambda: [v.update(default=d) for v, d in zip(versions, draw(st.lists(st.booleans(), min_size=2, max_size=2)))],
        lambda: config.update(versions=draw(st.sampled_from([5, [], versions[:1], versions + versions[:1]]))),
        lambda: config.pop(draw(st.sampled_from(sorted(config)))),
        lambda: nesting.append(draw(st.integers(1, 80))),
        # A link to no page where a link belongs (whatever shape the changes before left there).
        lambda: versions[draw(st.integers(0, 1))].update(sidebars={"/docs/": ["/docs/page", "/docs/ghost"]}),
        lambda: versions[draw(st.integers(0, 1))].update(nav=[{"text": "N", "link": "/docs/ghost"}]),
    ]
    if wrong:
        for change in draw(st.lists(st.sampled_from(changes), min_size=1, max_size=3)):
            change()
    text = yaml.safe_dump(config, sort_keys=False)
    for n in nesting:
        text += "extra: " + "[" * n + "]" * n + "\n"
    return text


@shares(clean=0.25, failed=0.1, html=0.4)
@SETTINGS
@given(site_yaml=site_configs())
def test_any_site_yaml(site_yaml: str) -> None:
    compile_generated(site_yaml, {"2.x/docs/page.md": "# Page\n", "1.x/docs/page.md": "# Old\n"})


@st.composite
def nestings(draw: st.DrawFn) -> tuple[int, int]:
    """Depths of lists and quotes, and of YAML: within the limits (128 columns, 32 levels) in about
    half of the examples, anywhere up to far past them in the others."""
    if draw(st.booleans()):
        return draw(st.integers(0, 300)), draw(st.integers(0, 300))
    return draw(st.integers(0, 40)), 0


@shares(clean=0.25, failed=0.1, html=0.4)
@SETTINGS
@given(depths=nestings(), step=st.sampled_from([" ", "  ", "   ", "> ", "- ", "1. "]), items=st.integers(1, 400))
def test_any_nesting_and_size(depths: tuple[int, int], step: str, items: int) -> None:
    depth, yaml_depth = depths
    body = "# Page\n\n" + "".join(step * min(i, depth) + "- x\n" for i in range(items))
    # A title nested yaml_depth deep is no string: an error even within the limit, located all the same.
    frontmatter = "---\ntitle: " + ("[" * yaml_depth + "]" * yaml_depth if yaml_depth else "Deep") + "\n---\n"
    compile_generated(_site_yaml(), {"2.x/docs/page.md": body, "2.x/docs/deep.md": frontmatter + "# Deep\n"})


@st.composite
def file_names(draw: st.DrawFn) -> tuple[str, str]:
    """A page's file name and what it is (a file, a folder, a broken symbolic link): a URL-safe
    file named as a page in about half of the examples; in the others any of the three, with any
    character a URL or a shell treats specially, and any suffix."""
    if draw(st.booleans()):
        name = draw(st.text(alphabet=st.sampled_from("ab.-_ #?\"'%&<>é\t"), min_size=1, max_size=8).filter(lambda n: n.strip(".") != ""))
        return name + draw(st.sampled_from([".md", ".MD", ".markdown", ".png", ""])), draw(st.sampled_from(["file", "folder", "link"]))
    return draw(st.text(alphabet=st.sampled_from("ab-_"), min_size=1, max_size=8)) + ".md", "file"


@shares(clean=0.25, failed=0.1, html=0.5, no_file=0.03)
@SETTINGS
@given(named=file_names())
def test_any_file_name(named: tuple[str, str]) -> None:
    name, kind = named
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "content"
        write_site(root, _site_yaml(), {"2.x/docs/page.md": "# Page\n"} | ({f"2.x/docs/{name}": "# Other\n"} if kind == "file" else {}))
        if kind == "folder":
            (root / "2.x" / "docs" / name).mkdir()
        elif kind == "link":
            (root / "2.x" / "docs" / name).symlink_to(root / "gone.md")
        files, reporter = compile_site(root)
        check(root, files, reporter, _TALLY[-1])
