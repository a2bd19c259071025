"""Raw HTML in pages: an allow-list of tags and attributes, balanced, its links and images checked.

The policy (content/AUTHORING.md, "Raw HTML"): only the tags in TAGS, only the attributes in
ATTRIBUTES, no event handlers, scripts or styles, href and src checked and rewritten like Markdown
links and images, every opened tag closed on the same page, comments closed. Allowed markup is
written back tag by tag from the parsed attributes (so nothing the parser did not understand gets
through); a fragment with a problem is reported and written as escaped text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape
from html.parser import HTMLParser
from typing import Callable

from .markup import ROUTE

VOID = {"br", "hr", "img", "wbr"}
TAGS = VOID | {
    "a", "abbr", "b", "blockquote", "code", "dd", "del", "details", "div", "dl", "dt", "em", "figcaption",
    "figure", "i", "ins", "kbd", "li", "mark", "ol", "p", "pre", "s", "samp", "small", "span", "strong", "sub",
    "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "u", "ul", "var",
}
GLOBAL_ATTRIBUTES = {"title", "lang", "dir", "class"}
ATTRIBUTES = {
    "a": {"href"}, "img": {"src", "alt", "width", "height"}, "td": {"colspan", "rowspan", "align"},
    "th": {"colspan", "rowspan", "align", "scope"}, "details": {"open"}, "ol": {"start", "reversed", "type"},
}


@dataclass
class Opened:
    tag: str
    where: tuple[int, int]


@dataclass
class RawHtmlState:
    """Tags raw HTML opened on the current page and not yet closed."""

    open: list[Opened] = field(default_factory=list)


Where = tuple[int, int]
_ATTRIBUTE = re.compile(r"""\s([^\s=/>]+)(?:\s*=\s*(['"]?))?""")


class _Fragment(HTMLParser):
    """Parses one fragment, writing allowed markup back and collecting problems where they are."""

    def __init__(self, fragment: str, at: Callable[[int], Where], link: Callable[[str, Where], tuple[str, str | None]],
                 image: Callable[[str, Where], str]) -> None:
        super().__init__(convert_charrefs=False)
        self.at, self.link, self.image = at, link, image
        self.line_starts = [0] + [i + 1 for i, c in enumerate(fragment) if c == "\n"]
        self.out: list[str] = []
        self.problems: list[tuple[Where, str]] = []
        self.tags: list[tuple[str, bool, Where]] = []
        """(tag, opening, where) in order, for the page's balance check."""
        self.refused: set[str] = set()

    def markup_offset(self) -> int:
        """Where the markup being handled starts in the fragment (HTMLParser counts lines from 1)."""
        line, column = self.getpos()
        return self.line_starts[min(line, len(self.line_starts)) - 1] + column

    def here(self) -> Where:
        return self.at(self.markup_offset())

    def problem(self, message: str) -> None:
        self.problems.append((self.here(), message))

    def attribute_places(self) -> dict[str, tuple[Where, Where]]:
        """Where each attribute of the start tag is written: (its name, its value)."""
        start, text = self.markup_offset(), self.get_starttag_text() or ""
        return {m.group(1).lower(): (self.at(start + m.start(1)), self.at(start + m.end())) for m in _ATTRIBUTE.finditer(text)}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in TAGS:
            self.problem(f"raw HTML tag <{tag}> is not allowed: use Markdown or a tag of the list in content/AUTHORING.md (Raw HTML)")
            self.refused.add(tag)
            return
        allowed = GLOBAL_ATTRIBUTES | ATTRIBUTES.get(tag, set())
        written = []
        places = self.attribute_places()
        for name, value in attrs:
            name_at, where = places.get(name, (self.here(), self.here()))
            if name not in allowed:
                why = "event handlers never run" if name.startswith("on") else f"<{tag}> takes {', '.join(sorted(allowed))}"
                self.problems.append((name_at, f"attribute '{name}' of raw HTML <{tag}> is not allowed: {why}"))
                continue
            value = value or ""
            route = None
            if name == "href":
                value, route = self.link(value, where)
            elif name == "src":
                value = self.image(value, where)
            written.append(f' {name}="{escape(value)}"' if value or name not in ("open", "reversed") else f" {name}")
            if route:
                # Like a Markdown link: the client router navigates to a page of this version.
                written.append(f' {ROUTE}="{escape(route)}"')
        self.out.append(f"<{tag}{''.join(written)}>")
        if tag not in VOID:
            self.tags.append((tag, True, self.here()))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag in TAGS and tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag not in TAGS:
            if tag not in self.refused:
                self.problem(f"raw HTML tag </{tag}> is not allowed")
        elif tag not in VOID:
            self.out.append(f"</{tag}>")
            self.tags.append((tag, False, self.here()))

    def handle_data(self, data: str) -> None:
        self.out.append(escape(data, quote=False))

    def handle_entityref(self, name: str) -> None:
        self.out.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.out.append(f"&#{name};")

    def handle_comment(self, data: str) -> None:
        pass  # comments are the author's notes: they stay out of the page

    def handle_decl(self, decl: str) -> None:
        self.problem(f"raw HTML declaration <!{decl}> is not allowed")

    def handle_pi(self, data: str) -> None:
        self.problem(f"raw HTML processing instruction <?{data}> is not allowed")

    def unknown_decl(self, data: str) -> None:
        self.problem(f"raw HTML <![{data}]> is not allowed")


def render(fragment: str, state: RawHtmlState, at: Callable[[int], Where], link: Callable[[str, Where], tuple[str, str | None]],
           image: Callable[[str, Where], str], report: Callable[[Where, str], None]) -> str:
    """The fragment as allowed markup, or escaped text after reporting why it is not allowed.

    at gives where an offset of the fragment is in the file; link and image check a URL written there.
    """
    parser = _Fragment(fragment, at, link, image)
    try:
        parser.feed(fragment)
    except AssertionError as e:  # the standard library's parser gives up on some markup, e.g. <![i](x)
        parser.problems.append((parser.here(), f"raw HTML cannot be read ({e}): write it as Markdown or escape the <"))
    if parser.rawdata.strip() and not parser.problems:
        # What the parser could not finish: an unclosed comment, tag or attribute quote swallows the page.
        rest = parser.rawdata.strip()
        kind = "comment <!--" if rest.startswith("<!--") else f"tag {rest.split()[0][:40]}"
        parser.problem(f"raw HTML {kind} is never closed: close it (-->, >, or the quote)")
    try:
        parser.close()
    except AssertionError:
        pass  # reported by feed, or by the check above
    for where, problem in parser.problems:
        report(where, problem)
    if parser.problems:
        return escape(fragment, quote=False)
    for tag, opening, where in parser.tags:
        if opening:
            state.open.append(Opened(tag, where))
        elif state.open and state.open[-1].tag == tag:
            state.open.pop()
        else:
            expected = f"</{state.open[-1].tag}> (opened at line {state.open[-1].where[0]})" if state.open else "nothing"
            report(where, f"raw HTML </{tag}> closes no open <{tag}>: the next close expected is {expected}")
    return "".join(parser.out)


def finish(state: RawHtmlState, report: Callable[[tuple[int, int], str], None]) -> None:
    """Reports tags still open at the end of the page."""
    for opened in state.open:
        report(opened.where, f"raw HTML <{opened.tag}> is never closed: add </{opened.tag}> on this page")
    state.open.clear()
