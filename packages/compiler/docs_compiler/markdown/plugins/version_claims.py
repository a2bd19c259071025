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
from dataclasses import dataclass, field

from mistune import Markdown
from mistune.core import BlockState

from ..context import PageContext, page_of
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
_HEADING = re.compile(r"^ {0,3}(#{2,4}) (.+?)\s*#*\s*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_ROW = re.compile(r"^\s*\|(.*)\|\s*$")
_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")
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


def _cells(line: str) -> list[str]:
    m = _ROW.match(line)
    return [c.strip() for c in re.split(r"(?<!\\)\|", m.group(1))] if m else []


def check(page: PageContext, body: str, first_line: int) -> None:
    """Reports every wrong version claim of a page body whose first line is first_line."""
    history = page.api
    if history is None or not history.exhaustive:
        return
    resolver = _resolver(history)

    def judge(line: int, column: int, span: str, keys: list[str], claimed: str) -> None:
        arrived = resolver.arrival(keys)
        why = problem(history, span, arrived, claimed) if arrived else None
        if why:
            page.reporter.at(page.file, line, column, why)

    lines = body.split("\n")
    fence: str | None = None
    heading_names: list[str] = []
    lead = False  # in (or before) the first paragraph under an API heading
    lead_started = False
    release_column: int | None = None
    for index, raw in enumerate(lines):
        line = first_line + index
        if fence:
            fence = None if raw.strip().startswith(fence) else fence
            continue
        if m := _FENCE.match(raw):
            fence = m.group(1)
            continue
        if m := _HEADING.match(raw):
            title = m.group(2)
            heading_names = [s.group(1) for s in _EACH_SPAN.finditer(title)] if API_HEADING.match(title) else []
            lead, release_column = bool(heading_names), None
            continue
        cells = _cells(raw)
        if cells:
            following = lines[index + 1] if index + 1 < len(lines) else ""
            if release_column is None and _RULE.match(following):
                release_column = next((i for i, c in enumerate(cells) if _RELEASE_HEADER.search(c)), -1)
            elif release_column is not None and release_column >= 0 and not _RULE.match(raw) and release_column < len(cells):
                if release := _RELEASE_CELL.match(cells[release_column]):
                    others = " | ".join(c for i, c in enumerate(cells) if i != release_column)
                    for _, span, keys in _claims_in(others, resolver):
                        judge(line, raw.find(cells[release_column]) + 1, span, keys, release.group("release"))
        else:
            release_column = None
        if lead and raw.strip():
            # The first paragraph under an API heading: its "Added in X" sentences speak of that API.
            for m in _LEAD.finditer(raw.strip()):
                for name in heading_names:
                    judge(line, raw.find("Added in", m.start()) + 1, name, resolver.keys(name), m.group("release"))
        elif lead and not raw.strip() and lead_started:
            lead = False
        lead_started = lead and bool(raw.strip())
        for m in _PAREN.finditer(raw):
            for column, named, keys in _claims_in(m.group(1), resolver):
                judge(line, m.start() + column + 1, named, keys, m.group("release"))


def _check(md: Markdown, state: BlockState) -> None:
    page = page_of(state)
    if page.api is None:
        return
    first_line = page.text.count("\n", 0, page.body_offset) + 1
    check(page, page.text[page.body_offset:], first_line)


def plugin(md: Markdown) -> None:
    md.before_render_hooks.append(_check)
