"""Version claims checked against the published releases: "`userEvent.clear()` (added in 12.2.1)".

Three shapes of text are claims (content/AUTHORING.md shows them to authors):
- code spans naming APIs, followed by a parenthesis that holds only a release:
  "`renderAsync` (added in 13.3)", "`cleanupAsync()` (13.3.3+)", "`a`, `b` and `c` (since 13.3.0)";
- "Added in X" opening the first paragraph under an API heading (`` ## `renderAsync` ``);
- a table row whose release column (a header naming a release, "added in", "since" or
  "version") starts with a release: every API the row's other cells name.
An API is an export (`render`), a member (`userEvent.clear()`, or `clear()` when one object alone has
it), a query family (`*ByRole`), an entry point, or an option (`render(ui, { concurrentRoot: true })`,
"`concurrentRoot` option of `render`", "`type()` option `skipBlur`"). Spans that name no API
(`role`, `aria-*`) claim nothing. A claim of X.Y.Z says the API arrived in exactly that release, X.Y
in one of that minor's patches; the arrival is the first release in the API history's `added`
list, which is exact for the majors it lists as exhaustive, and only those are checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mistune import Markdown
from mistune.core import BlockState

from ..context import PageContext, page_of
from ..positions import text_place
from ...models import ApiHistory
from .api_badges import API_HEADING

_RELEASE = r"(\d+)\.(\d+)(?:\.(\d+))?"
_SPAN = r"`([^`\n]+)`"
_SPANS = rf"{_SPAN}(?:(?:,| and|, and| or|, or| /) {_SPAN})*"
# What a parenthesis after code spans may hold to be a claim: a release and nothing else.
_PAREN = re.compile(
    rf"({_SPANS}) \((?:(?:added|exported|available|supported) )?(?:(?:in|since|from) )?"
    rf"(?P<release>{_RELEASE})(?:\+| and later| or later)?\)"
)
_EACH_SPAN = re.compile(_SPAN)
_LEAD = re.compile(rf"(?:^|[.!?:] )(?:\*\*|_)?Added in (?P<release>{_RELEASE})\b")
_RELEASE_HEADER = re.compile(r"(?i)\b(release|added in|since|version)\b")
_RELEASE_CELL = re.compile(rf"^(?:\*\*)?(?P<release>{_RELEASE})\b")
_IDENT = r"[A-Za-z_$][\w$]*"
_CALL = re.compile(rf"^({_IDENT}(?:\.{_IDENT})*)\((.*)\)$")
_OPTION_KEYS = re.compile(rf"[{{,]\s*({_IDENT})\s*(?=[:,}}])")
# "`concurrentRoot` option of `render` and `configure`", "`scrollTo()` options `x` and `y`", "`f`'s `x` option".
_OPTION_OF = re.compile(rf"`({_IDENT})` option (?:of|for|on|to) ({_SPANS})")
_OPTION_AFTER = re.compile(rf"`({_IDENT}(?:\.{_IDENT})*)(?:\(\))?`(?: options?|'s) ({_SPANS})")
_QUERY_PREFIX = r"(?:get|getAll|query|queryAll|find|findAll)"


@dataclass
class Resolver:
    """Turns what a code span says into the history's keys, each with the release it arrived in."""

    history: ApiHistory
    members: dict[str, list[str]] = field(default_factory=dict)
    """Bare member name -> keys `owner.member` and `owner().member` that have it."""

    def __post_init__(self) -> None:
        for key in self.history.added:
            m = re.fullmatch(rf"{_IDENT}(?:\(\))?\.({_IDENT})", key)
            if m:
                self.members.setdefault(m.group(1), []).append(key)

    def first(self, key: str) -> str:
        return self.history.added[key][0]

    def callee(self, text: str) -> list[str]:
        """Keys of the function or member a call names (`render`, `type` -> userEvent.type)."""
        return self.keys(text.removesuffix("()"))

    def keys(self, span: str) -> list[str]:
        """Every key the span may mean (an empty list: not an API)."""
        text = span.strip()
        call = _CALL.match(text)
        if call and "{" in call.group(2):
            return [f"{c}({{ {o} }})" for c in self.callee(call.group(1)) for o in _OPTION_KEYS.findall(call.group(2))
                    if f"{c}({{ {o} }})" in self.history.added]
        text = text.removesuffix("()")
        if text in self.history.added:
            return [text]
        if text.startswith("*By"):
            family = re.compile(_QUERY_PREFIX + re.escape(text[1:]) + "$")
            return [k for k in self.history.added if family.match(k)]
        if re.fullmatch(_IDENT, text):
            return self.members.get(text, [])
        return []

    def arrival(self, keys: list[str]) -> str | None:
        """The release the keys arrived in, when they agree on one (None: no API, or ambiguous)."""
        firsts = {self.first(k) for k in keys}
        return firsts.pop() if len(firsts) == 1 else None


_RESOLVERS: dict[int, Resolver] = {}


def _resolver(history: ApiHistory) -> Resolver:
    found = _RESOLVERS.get(id(history))
    if found is None or found.history is not history:
        found = _RESOLVERS[id(history)] = Resolver(history)
    return found


def _version_key(release: str) -> tuple[int, ...]:
    return tuple(int(p) for p in release.split("."))


def problem(history: ApiHistory, span: str, arrived: str, claimed: str) -> str | None:
    """Why a claim that `span` arrived in `claimed` is wrong, or None when it is right."""
    if claimed.split(".")[0] not in history.exhaustive:
        return None
    exact = claimed.count(".") == 2
    if (arrived == claimed) if exact else (arrived.rsplit(".", 1)[0] == claimed):
        return None
    if arrived.split(".")[0] not in history.exhaustive and _version_key(arrived) < _version_key(claimed):
        return f"`{span}` is said to arrive in {claimed}, but it is older: {arrived} already has it"
    return f"`{span}` is said to arrive in {claimed}, but it first appears in {arrived}: write {arrived}"


def _claims_in(text: str, resolver: Resolver) -> list[tuple[int, str, list[str]]]:
    """(column, span as written, keys) for each API a stretch of prose or a table cell names."""
    found: list[tuple[int, str, list[str]]] = []
    taken: list[tuple[int, int]] = []
    for m in _OPTION_OF.finditer(text):
        for callee in _EACH_SPAN.finditer(m.group(2)):
            keys = [f"{c}({{ {m.group(1)} }})" for c in resolver.callee(callee.group(1))]
            found.append((m.start(), f"{callee.group(1)}({{ {m.group(1)} }})", [k for k in keys if k in resolver.history.added]))
        taken.append(m.span())
    for m in _OPTION_AFTER.finditer(text):
        if any(a <= m.start() < b for a, b in taken):
            continue
        for option in _EACH_SPAN.finditer(m.group(2)):
            keys = [f"{c}({{ {option.group(1)} }})" for c in resolver.callee(m.group(1))]
            found.append((m.start(), f"{m.group(1)}({{ {option.group(1)} }})", [k for k in keys if k in resolver.history.added]))
        taken.append(m.span())
    for m in _EACH_SPAN.finditer(text):
        if not any(a <= m.start() < b for a, b in taken):
            found.append((m.start(), m.group(1), resolver.keys(m.group(1))))
    return [f for f in found if f[2]]


def check(page: PageContext, tokens: list[dict[str, Any]]) -> None:
    """Reports every wrong version claim in a page's block tokens, where its token says it is written."""
    history = page.api
    if history is None or not history.exhaustive:
        return
    _Claims(page, history, _resolver(history)).blocks(tokens)


@dataclass
class _Claims:
    page: PageContext
    history: ApiHistory
    resolver: Resolver
    heading_names: list[str] = field(default_factory=list)
    """The APIs the last outline heading names, while its first paragraph is to come."""

    def judge(self, where: tuple[int, int], span: str, keys: list[str], claimed: str, release_at: tuple[int, int]) -> None:
        arrived = self.resolver.arrival(keys)
        why = problem(self.history, span, arrived, claimed) if arrived else None
        if why:
            self.page.report(where, why)
        if arrived and claimed.split(".")[0] in self.history.exhaustive:
            # Checked, right or reported: release_numbers.py asks nothing more of this number.
            self.page.release_claims.add(release_at)

    def blocks(self, tokens: list[dict[str, Any]]) -> None:
        for token in tokens:
            kind = token["type"]
            if kind == "heading" and 2 <= token["attrs"]["level"] <= 4:
                title = str(token["text"]).strip()
                self.heading_names = [s.group(1) for s in _EACH_SPAN.finditer(title)] if API_HEADING.match(title) else []
            elif kind in ("paragraph", "block_text", "heading"):
                self.prose(token)
            elif kind == "table":
                self.table(token)
                self.heading_names = []
            elif isinstance(token.get("children"), list):
                self.blocks(token["children"])
                if kind == "list":
                    self.heading_names = []

    def lines(self, token: dict[str, Any]) -> list[tuple[str, Callable[[int], tuple[int, int]]]]:
        """Each line of a token's text, with where each of its characters is written."""
        out = []
        offset = 0
        for line in str(token["text"]).split("\n"):
            out.append((line, _placer(token, offset, self.page.body_start)))
            offset += len(line) + 1
        return out

    def prose(self, token: dict[str, Any]) -> None:
        lead, self.heading_names = self.heading_names, []
        for line, place in self.lines(token):
            # The first paragraph under an API heading: its "Added in X" sentences speak of that API.
            stripped = line.lstrip()
            indent = len(line) - len(stripped)
            for m in _LEAD.finditer(stripped):
                for name in lead:
                    self.judge(place(indent + stripped.index("Added in", m.start())), name, self.resolver.keys(name), m.group("release"),
                               place(indent + m.start("release")))
            self.parentheses(line, place)

    def parentheses(self, text: str, place: Callable[[int], tuple[int, int]]) -> None:
        for m in _PAREN.finditer(text):
            for column, named, keys in _claims_in(m.group(1), self.resolver):
                self.judge(place(m.start() + column), named, keys, m.group("release"), place(m.start("release")))

    def table(self, token: dict[str, Any]) -> None:
        head, body = token["children"]
        headers = [str(c["text"]) for c in head["children"]]
        release_column = next((i for i, c in enumerate(headers) if _RELEASE_HEADER.search(c)), -1)
        for row in [head] + body["children"]:
            cells = row["children"]
            for cell in cells:
                self.parentheses(str(cell["text"]), _placer(cell, 0, self.page.body_start))
            if row is head or not 0 <= release_column < len(cells):
                continue
            release = _RELEASE_CELL.match(str(cells[release_column]["text"]))
            if release:
                others = " | ".join(str(c["text"]) for i, c in enumerate(cells) if i != release_column)
                for _, span, keys in _claims_in(others, self.resolver):
                    self.judge(text_place(cells[release_column], 0, self.page.body_start), span, keys, release.group("release"),
                               text_place(cells[release_column], release.start("release"), self.page.body_start))


def _placer(token: dict[str, Any], base: int, fallback: tuple[int, int]) -> Callable[[int], tuple[int, int]]:
    """Where each offset of a stretch of a token's text that starts at base is written."""
    return lambda k: text_place(token, base + k, fallback)


def _check(md: Markdown, state: BlockState) -> None:
    check(page_of(state), state.tokens)


def plugin(md: Markdown) -> None:
    md.before_render_hooks.append(_check)
