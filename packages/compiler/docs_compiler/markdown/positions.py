"""Source positions on mistune's tokens: every check names the line and column its token came from.

mistune's tokens carry no positions, so the parser is extended where it creates them:

- Each block state (the page, and each list item, quote or container inside it) has a SourceMap
  from its own text to the file: a child state's text is its parent's lines with a prefix taken off
  each (a quote's `>`, a list item's indentation), so its lines are aligned once with the parent's.
- The block parser stamps each token it appends with `pos`, a Span from the start of the rule that
  made it to the rule's end, and a token with inline text with `at`, where that text starts.
- The inline parser runs on that text with its start, and stamps its tokens the same way; a link or
  an image also gets `url_pos`, where its URL is written (in a reference definition, for a reference).

Positions are 1-based (line, column) in the page's file, frontmatter included.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator
from typing import Any, Match

from mistune import BlockParser, InlineParser, Markdown
from mistune._inline import links
from mistune.plugins import table as table_plugin
from mistune.core import BlockState, InlineState
from mistune.util import unikey

Token = dict[str, Any]
_NEWLINE = re.compile("\n")
NAMED_INLINE = frozenset({"link", "image", "inline_html", "codespan", "claim_cite"})
"""Inline tokens a check may name, which are placed (placing every text token costs a fifth of a parse)."""


class Span:
    """Where a token is written: its first character to its last, 1-based, in the page's file.

    Kept as offsets and worked out when asked: a page has many tokens and few problems.
    """

    __slots__ = ("source", "first", "last")

    def __init__(self, source: SourceMap, first: int, last: int) -> None:
        self.source, self.first, self.last = source, first, max(first, last)

    @property
    def start(self) -> tuple[int, int]:
        return self.source.at(self.first)

    @property
    def end(self) -> tuple[int, int]:
        return self.source.at(self.last)

    def __repr__(self) -> str:
        return f"Span({self.start}, {self.end})"


class SourceMap:
    """Offsets in one state's text -> (line, column) in the file."""

    __slots__ = ("starts", "lines", "columns")

    def __init__(self, text: str, lines: list[int], columns: list[int]) -> None:
        self.starts = [0] + [m.end() for m in _NEWLINE.finditer(text)]
        self.lines = lines
        self.columns = columns

    @classmethod
    def page(cls, text: str, first_line: int) -> SourceMap:
        count = text.count("\n") + 1
        return cls(text, list(range(first_line, first_line + count)), [0] * count)

    def at(self, offset: int) -> tuple[int, int]:
        index = bisect_right(self.starts, offset) - 1
        line = min(index, len(self.lines) - 1)
        return self.lines[line], self.columns[line] + offset - self.starts[index] + 1

    def span(self, start: int, end: int) -> Span:
        """From the character at start to the one before end."""
        return Span(self, start, end - 1)

    def offset_of(self, line: int) -> int:
        """Where a line (0-based, of this text) starts."""
        return self.starts[line]

    def line_of(self, offset: int) -> int:
        return bisect_right(self.starts, offset) - 1


def _aligned(child: list[str], parent: list[str], first: int) -> int | None:
    """The parent line that the child's first line is cut from, trying from `first` on.

    Containers hand their children the same lines with a prefix taken off (tabs may be expanded), so
    each child line must end the parent line it stands for.
    """
    for start in range(first, len(parent) - len(child) + 1):
        if all(_cut_from(c, parent[start + i]) for i, c in enumerate(child)):
            return start
    return None


def _cut_from(child: str, parent: str) -> bool:
    return not child.strip() or parent.endswith(child) or parent.expandtabs(4).endswith(child)


class PositionedState(BlockState):
    """A block state that knows where its text is in the file and stamps the tokens it is given."""

    source: SourceMap
    rule_start: int
    """Where the rule being parsed started (a token's start, whenever it is appended)."""
    next_child: int
    """The first of this state's lines a new child state may be cut from."""

    first_line = 1
    """The file's line on which the page's text starts (after its frontmatter)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rule_start = 0
        self.next_child = 0
        self.made: list[Token] | None = None
        self._lines: list[str] | None = None

    def process(self, src: str) -> None:
        super().process(src)
        self._lines = None
        if self.parent is None:
            self.source = SourceMap.page(src, self.first_line)

    @property
    def lines(self) -> list[str]:
        if self._lines is None:
            self._lines = self.src.split("\n")
        return self._lines

    def child_state(self, src: str, lazy_line_starts: set[int] | None = None) -> BlockState:
        child = super().child_state(src, lazy_line_starts)
        assert isinstance(child, PositionedState)
        mine = self.lines
        theirs = src.split("\n")
        if theirs and theirs[-1] == "" and len(theirs) > 1:
            theirs.pop()  # the text's closing newline opens no line
        first = max(self.next_child, self.source.line_of(self.rule_start))
        start = _aligned(theirs, mine, first)
        if start is None:
            start = min(first, len(mine) - 1)
        self.next_child = start + len(theirs)
        lines, columns = [], []
        for i in range(src.count("\n") + 1):
            j = min(start + i, len(mine) - 1)
            cut = len(mine[j]) - len(theirs[i]) if i < len(theirs) and mine[j].endswith(theirs[i]) else 0
            lines.append(self.source.lines[j])
            columns.append(self.source.columns[j] + cut)
        child.source = SourceMap(src, lines, columns)
        return child

    def stamp(self, token: Token, start: int) -> None:
        if "pos" not in token:
            token["pos"] = self.source.span(start, start + 1)
            if self.made is not None:
                self.made.append(token)
            if token["type"] == "block_html":
                token["at"] = (self.source, start)  # its raw text starts where its rule did

    def append_token(self, token: Token) -> None:
        super().append_token(token)
        self.stamp(token, self.rule_start)

    def prepend_token(self, token: Token) -> None:
        super().prepend_token(token)
        self.stamp(token, self.rule_start)

    def add_paragraph(self, text: str) -> None:
        last = self.last_token()
        super().add_paragraph(text)
        if last is not self.last_token():
            paragraph = self.tokens[-1]
            paragraph["at"] = (self.source, self.cursor)
            self.stamp(paragraph, self.cursor)
        # A paragraph ends where its last line does.
        span = self.tokens[-1]["pos"]
        span.last = max(span.first, self.cursor + len(text) - 1)


class PositionedBlockParser(BlockParser):
    state_cls = PositionedState

    def parse_method(self, m: Match[str], state: BlockState) -> int | None:
        assert isinstance(state, PositionedState)
        # A rule may parse another inside it (a list item ends at a quote, which is parsed first):
        # each keeps its own start and its own place among the children it cuts.
        outer = state.rule_start, state.made, state.next_child
        state.rule_start, state.made = m.start(), []
        try:
            end = super().parse_method(m, state)
        finally:
            made = state.made
            state.rule_start, state.made, state.next_child = outer
        if m.lastgroup == "list":
            # A list that a quote or fence ends is inserted before it, not appended.
            for token in reversed(state.tokens):
                if token["type"] == "list" and "pos" not in token:
                    token["pos"] = state.source.span(m.start(), m.start() + 1)
                    made.append(token)
                    break
        if end:
            for token in made:
                span = token["pos"]
                span.last = max(span.first, end - 1)
        if m.lastgroup == "atx_heading" and made:
            written = m.group("atx_2")
            made[0]["at"] = (state.source, m.start("atx_2") + len(written) - len(written.lstrip()))
        if m.lastgroup == "ref_link":
            self._place_reference(m, state)
        for token in made:
            if token["type"] == "table":
                _place_cells(token, state, m.start(), m.lastgroup != "nptable")
            elif token["type"] == "list":
                _place_items(token)
        return end

    @staticmethod
    def _place_reference(m: Match[str], state: PositionedState) -> None:
        reference = state.env.get("ref_links", {}).get(unikey(m.group("reflink_1")))
        if reference is not None and "url_pos" not in reference:
            reference["url_pos"] = state.source.at(_url_start(state.src, m.end()))


def _place_cells(table: Token, state: PositionedState, start: int, piped: bool) -> None:
    """Each cell's text: the head on the table's first line, the body from its third line on."""
    first = state.source.line_of(start)
    head, body = table["children"]
    rows = [(first, head)] + [(first + 2 + i, row) for i, row in enumerate(body["children"])]
    for index, row in rows:
        if index >= len(state.lines):
            break
        offset = state.source.offset_of(index)
        row["pos"] = state.source.span(offset, offset + len(state.lines[index]))
        for cell, (begin, end) in zip(row["children"], _cells(state.lines[index], piped)):
            cell["pos"] = state.source.span(offset + begin, offset + end)
            cell["at"] = (state.source, offset + begin)


def _cells(line: str, piped: bool) -> list[tuple[int, int]]:
    """(start, end) of each cell's text in a table row, split as mistune's table plugin splits it
    (on pipes no backslash escapes, the row's outer pipes taken off) and stripped as it strips them."""
    text = line.rstrip("\n").rstrip(" \t")
    offset = 0
    if piped:
        if not text.startswith("|") and text.startswith((" ", "\t")):
            offset = len(text) - len(text.lstrip(" "))
        offset += 1
        text = text[offset:-1]
    bounds = [-1] + [i for i, c in enumerate(text) if c == "|" and not table_plugin._is_escaped_pipe(text, i)] + [len(text)]
    out = []
    for left, right in zip(bounds, bounds[1:]):
        cell = text[left + 1:right]
        begin = left + 1 + len(cell) - len(cell.lstrip())
        out.append((offset + begin, offset + max(begin, left + 1 + len(cell.rstrip()))))
    return out


def _place_items(list_token: Token) -> None:
    """A list item starts where its first block does (mistune adds items to their list directly)."""
    for item in list_token["children"]:
        first = next((c for c in item["children"] if "pos" in c), None)
        if first is not None:
            item["pos"] = first["pos"]


def _url_start(src: str, offset: int) -> int:
    """Where a link destination written from offset on starts (after spaces, one line break, and '<')."""
    while offset < len(src) and src[offset] in " \t\n":
        offset += 1
    return offset + 1 if src.startswith("<", offset) else offset


class PositionedInlineState(InlineState):
    origin: tuple[SourceMap, int] | None = None
    """Where this state's text starts: a SourceMap and an offset of its text."""
    parent: PositionedInlineState | None = None
    rule_start = 0
    """Where the rule being parsed started in the text."""

    def at(self, offset: int) -> tuple[int, int] | None:
        if self.origin is None:
            return None
        source, base = self.origin
        return source.at(base + offset)

    def copy(self) -> InlineState:
        state = super().copy()
        assert isinstance(state, PositionedInlineState)
        state.origin, state.parent = self.origin, self
        return state


_UNPLACED_RULES = frozenset({"escape", "emphasis", "link", "linebreak", "softbreak"})
"""Inline rules that make no token a check names (and parse nothing again), so need no placing:
the commonest, which a parse runs thousands of times. `link` opens a bracket; `link_close` places."""


class PositionedInlineParser(InlineParser):
    state_cls = PositionedInlineState

    def __init__(self, hard_wrap: bool = False) -> None:
        super().__init__(hard_wrap)
        self.register("link_close", self.specification["link_close"], _link_close, start_chars="]")

    def parse(self, state: InlineState) -> list[Token]:
        parent = state.parent if isinstance(state, PositionedInlineState) else None
        if parent is not None and parent.origin is not None and state.src is not parent.src:
            # A plugin parses part of the text again on its own (~~struck~~ text): that part is
            # placed where it stands in the text it was cut from.
            assert isinstance(state, PositionedInlineState)
            found = parent.src.find(state.src, parent.rule_start)
            state.origin = (parent.origin[0], parent.origin[1] + found) if found >= 0 else None
        return super().parse(state)

    def parse_method(self, m: Match[str], state: InlineState) -> int | None:
        if m.lastgroup in _UNPLACED_RULES:
            return self._methods[m.lastgroup](m, state)
        assert isinstance(state, PositionedInlineState)
        outer, state.rule_start = state.rule_start, m.start()
        count = len(state.tokens)
        try:
            end = super().parse_method(m, state)
        finally:
            state.rule_start = outer
        if state.origin is not None:
            for token in state.tokens[count:]:
                if token["type"] in NAMED_INLINE and "pos" not in token:
                    source, base = state.origin
                    token["pos"] = Span(source, base + m.start(), base + (end or m.end()) - 1)
                    if token["type"] == "inline_html":
                        token["at"] = (source, base + m.start())
        return end


def _link_close(inline: InlineParser, m: Match[str], state: InlineState) -> int:
    """mistune's parse_link_close, placing each link and image it makes."""
    pos = m.start()
    if not state.env.get("ref_links"):
        literal_end = m.end() - int(state.src.startswith("(", m.end()))
        if literal_end > pos:
            links._discard_brackets(state, literal_end - pos)
            inline.process_text(state.src[pos:literal_end], state)
            pos = literal_end
    while pos < m.end():
        if not state.brackets:
            inline.process_text(state.src[pos : m.end()], state)
            return m.end()
        opener = state.brackets[-1]
        end = links._close_bracket(inline, state, pos)
        token = state.tokens[-1] if state.tokens else None
        if token and token["type"] in ("link", "image") and "url_pos" not in token and isinstance(state, PositionedInlineState):
            _place_link(token, state, opener.start - (2 if opener.image else 1), pos, end)
        pos = end
    return pos


def _place_link(token: Token, state: PositionedInlineState, start: int, close: int, end: int) -> None:
    if state.origin is None:
        return
    source, base = state.origin
    token["pos"] = Span(source, base + start, base + end - 1)
    where = token["pos"].start
    if state.src.startswith("(", close + 1):
        token["url_pos"] = state.at(_url_start(state.src, close + 2))
    else:
        reference = state.env.get("ref_links", {}).get(token.get("ref", ""), {})
        token["url_pos"] = reference.get("url_pos", where)


class PositionedMarkdown(Markdown):
    """mistune's Markdown, running the inline parser on each token's text with where that text starts."""

    def _iter_render(self, tokens: Iterable[Token], state: BlockState) -> Iterator[Token]:
        for tok in tokens:
            if "children" in tok:
                tok["children"] = list(self._iter_render(tok["children"], state))
            elif "text" in tok:
                text = tok.pop("text")
                stripped = text.strip(" \r\n\t\f")  # as mistune strips it
                inline_state = self.inline.state_cls(state.env)
                inline_state.src = stripped
                if isinstance(inline_state, PositionedInlineState) and "at" in tok:
                    source, offset = tok["at"]
                    inline_state.origin = (source, offset + len(text) - len(text.lstrip(" \r\n\t\f")))
                tok["children"] = self.inline.render(inline_state)
            yield tok


def where(state: BlockState, offset: int) -> tuple[int, int]:
    """Where an offset of a block state's text is in the file (a block rule's match, say)."""
    assert isinstance(state, PositionedState), "the page's parser is PositionedMarkdown"
    return state.source.at(offset)


def start(token: Token, fallback: tuple[int, int]) -> tuple[int, int]:
    """Where a token starts, or fallback for a token no source wrote (an install block's code)."""
    pos = token.get("pos")
    return pos.start if isinstance(pos, Span) else fallback


def text_place(token: Token, offset: int, fallback: tuple[int, int]) -> tuple[int, int]:
    """Where the character at offset of a token's text (before the inline parser takes it) is."""
    if "at" not in token:
        return start(token, fallback)
    source: SourceMap = token["at"][0]
    return source.at(token["at"][1] + offset)


def url_start(token: Token, fallback: tuple[int, int]) -> tuple[int, int]:
    """Where a link's or an image's URL is written."""
    where = token.get("url_pos")
    return where if where else start(token, fallback)


def walk(tokens: list[Token], *, inline: bool = True) -> Iterator[Token]:
    """Every token of a tree, parents before their children, in document order; with inline=False,
    the block tokens only (a check of code blocks need not visit every word).

    A stack, not nested generators: the hooks walk every page's whole tree."""
    stack = tokens[::-1]
    while stack:
        token = stack.pop()
        yield token
        children = token.get("children")
        if isinstance(children, list) and (inline or token["type"] not in _INLINE_PARENTS):
            stack.extend(children[::-1])


_INLINE_PARENTS = frozenset({"paragraph", "block_text", "heading", "table_cell"})
"""Block tokens whose children are inline."""
