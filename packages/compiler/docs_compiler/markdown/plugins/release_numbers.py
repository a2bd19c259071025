"""Release numbers in prose are claims: each one is checked, or marked as history.

A release number is `X.Y` or `X.Y.Z` naming a release or a minor of the package's own line
(ApiHistory.lineage), written in a paragraph, a list item or a table cell. Not read: headings, link
texts and URLs, code, and a number that another product's name directly precedes ("React 19.1",
"Gesture Handler 2.25.0", "`msw` 2.14").

Each one must be covered, in its sentence (in a table, its row), by one of:
- an API claim that version_claims.py checks against the published type definitions
  ("`userEvent.clear()` (added in 12.2.1)"), which records where it read the release;
- a cited claim (`{claim:ID}`) whose test proves the release (claims.py: `since=`, `until=`,
  `on=`; the examples runner runs it on each and on the release before): the number names one of
  them or its minor, or falls between `since` and `until`; the page's own release is covered by a
  cited claim that runs on it (one without `until`);
- `{history}` after the sentence's full stop: a sentence about history or the docs, not about what
  a release does. It renders nothing.

Anything else fails the build at the number. `{history}` in a sentence with no release number
fails as well, so a stale mark does not linger.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mistune import Markdown
from mistune.core import BlockState, InlineState
from mistune.inline_parser import InlineParser

from .. import syntax
from ..context import PageContext, page_of
from ..positions import text_place
from ...models import ApiHistory
from .claims import CITE, Claim

HISTORY = r"\{history\}"
_MARKS = re.compile(rf"{CITE}|(?P<history>{HISTORY})")
_NUMBER = re.compile(r"(?<![\w.@^~/=<>+-])v?(?P<release>\d+\.\d+(?:\.\d+)?)(?!\.?[\w-])")
# A sentence ends at a stop followed by a space or the end; the citations and marks written straight
# after the stop are the sentence's. "e.g." and the like end nothing.
_END = re.compile(rf"(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)[.!?][)\"'*_]*(?:{CITE}|{HISTORY})*(?=\s|$)")
# What is not prose: code spans, links (their text and URL), bare URLs and inline HTML. Blanked with
# spaces of the same length, so offsets still say where each character is written.
_NOT_PROSE = re.compile(r"`+[^`]*`+|!?\[[^\]]*\]\([^)]*\)|!?\[[^\]]*\]\[[^\]]*\]|https?://\S+|<[^>\n]+>")
_OWN_NAMES = ("@testing-library/react-native", "react-native-testing-library")
# Another product's name right before a number makes it that product's.
_OTHER_PRODUCT = re.compile(
    r"(?:\b(?:React Native|React|Jest|TypeScript|Node(?:\.js)?|Expo(?: SDK)?|SDK|Gesture Handler|MSW|Hermes|Babel|"
    r"Reanimated|ESLint|iOS|Android|Xcode|npm|Yarn|pnpm|jest-native|react-test-renderer|test-renderer)|`([^`]+)`)"
    r"(?:'s)?\s+(?:v|version\s+)?$"
)


@dataclass
class _Unit:
    """A sentence, or a table row: what a citation or a mark speaks for."""

    numbers: list[tuple[tuple[int, int], str]] = field(default_factory=list)
    """(where, release as written)."""
    cites: list[str] = field(default_factory=list)
    history: tuple[int, int] | None = None


def _blank(text: str) -> str:
    return _NOT_PROSE.sub(lambda m: " " * len(m.group(0)), text)


@dataclass
class _Lineage:
    history: ApiHistory
    order: dict[str, int] = field(init=False)
    minors: set[str] = field(init=False)

    def __post_init__(self) -> None:
        self.order = {r: i for i, r in enumerate(self.history.lineage)}
        self.minors = {r.rsplit(".", 1)[0] for r in self.history.lineage}

    def names(self, release: str) -> bool:
        """True when a number names a release or a minor of the package's line."""
        return release in (self.order if release.count(".") == 2 else self.minors)

    def releases(self, release: str) -> list[int]:
        """Lineage indexes a number stands for: its release, or every patch of its minor."""
        if release.count(".") == 2:
            return [self.order[release]]
        return [i for r, i in self.order.items() if r.rsplit(".", 1)[0] == release]

    def page_release(self, version: str) -> str | None:
        """The release a docs version documents (13.x -> 13.3.3): its major's latest read one."""
        major = version.split(".")[0]
        own = [v for v in self.history.versions.values() if v.split(".")[0] == major and v in self.order]
        return max(own, key=self.order.__getitem__) if own else None


def covers(lineage: _Lineage, claim: Claim, release: str, page_release: str | None) -> bool:
    """True when a cited claim's test proves what a number in its sentence says."""
    indexes = set(lineage.releases(release))
    named = set(claim.releases)
    if claim.until is None and page_release:
        named.add(page_release)
    if indexes & {lineage.order[r] for r in named if r in lineage.order}:
        return True
    if claim.since:
        low = lineage.order[claim.since]
        high = lineage.order[claim.until] if claim.until else len(lineage.order)
        return any(low <= i < high for i in indexes)
    return False


def check(page: PageContext, tokens: list[dict[str, Any]]) -> None:
    """Reports every release number of a page's prose that nothing checks."""
    history = page.api
    if history is None or not history.lineage:
        return
    lineage = _Lineage(history)
    page_release = lineage.page_release(page.version)
    for unit in _units(page, tokens, lineage):
        if unit.history and not unit.numbers:
            page.report(unit.history, "{history} marks a sentence with no release number of the package: remove it")
        if unit.history:
            continue
        claims = [page.claims[c] for c in unit.cites if c in page.claims]
        for where, release in unit.numbers:
            if where in page.release_claims or any(covers(lineage, c, release, page_release) for c in claims):
                continue
            page.report(where, f"release {release} is not checked: cite a claim whose test proves it "
                        f"(since=, until= or on= in its fence meta naming {release}), write it as an API claim "
                        f"(`name` (added in X.Y.Z)), or end a sentence about history with {{history}}")


def _units(page: PageContext, tokens: list[dict[str, Any]], lineage: _Lineage) -> list[_Unit]:
    units: list[_Unit] = []
    for token in tokens:
        kind = token["type"]
        if kind in ("paragraph", "block_text"):
            units.extend(_sentences(page, token, lineage))
        elif kind == "table":
            head, body = token["children"]
            for row in [head] + body["children"]:
                unit = _Unit()
                for cell in row["children"]:
                    for part in _sentences(page, cell, lineage):
                        unit.numbers += part.numbers
                        unit.cites += part.cites
                        unit.history = unit.history or part.history
                units.append(unit)
        elif kind != "heading" and isinstance(token.get("children"), list):
            units.extend(_units(page, token["children"], lineage))
    return units


def _sentences(page: PageContext, token: dict[str, Any], lineage: _Lineage) -> list[_Unit]:
    text = str(token.get("text") or "")
    prose = _blank(text)
    units: list[_Unit] = []
    begin = 0
    ends = [m.end() for m in _END.finditer(prose)]
    for end in ends + [len(prose)]:
        if end <= begin:
            continue
        unit = _Unit()
        for m in _NUMBER.finditer(prose, begin, end):
            release = m.group("release")
            if not lineage.names(release) or _other_product(text[max(0, m.start() - 60):m.start()]):
                continue
            unit.numbers.append((text_place(token, m.start("release"), page.body_start), release))
        for m in _MARKS.finditer(text, begin, end):
            if m.group("history"):
                unit.history = text_place(token, m.start(), page.body_start)
            else:
                unit.cites.append(m.group("claim_id"))
        units.append(unit)
        begin = end
    return units


def _other_product(before: str) -> bool:
    m = _OTHER_PRODUCT.search(before)
    return m is not None and m.group(1) not in _OWN_NAMES


def _check(md: Markdown, state: BlockState) -> None:
    check(page_of(state), state.tokens)


def _parse_history(inline: InlineParser, m: re.Match[str], state: InlineState) -> int:
    state.append_token({"type": "history_mark"})
    return m.end()


def _nothing(*_: object) -> str:
    return ""


def plugin(md: Markdown) -> None:
    # After claims' hook, which collects the claims and their releases.
    md.before_render_hooks.append(_check)
    md.inline.register("history_mark", HISTORY, _parse_history, before="link")
    syntax.register("history_mark", html=_nothing, twin=_nothing, search=lambda walker, token: None)
