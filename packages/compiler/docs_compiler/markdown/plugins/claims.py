"""Claims with evidence: a sentence about behaviour cites the test that proves it.

A claim is a script block with `claim=ID` in its fence meta: a complete test (it calls `test(`,
`it(` or `describe(` at the top level) that the page never shows in its body. The examples
runner runs it like every test of the page, against the release the page's version documents,
and once with an assertion flipped, which must make it fail. A sentence cites it with
`{claim:ID}` where the sentence ends; the page shows a small "tested" button there that opens the
test's source (hidden lines left out, as everywhere; the sources travel with the page's data, not
its HTML, as quick info's tooltips do), and the Markdown twin keeps "(tested)".

A claim may also name the releases it proves (release_numbers.py reads them to check the release
numbers of the sentences citing it; the examples runner runs it on each, the `releases` form):
`since=X.Y.Z` passes on X.Y.Z and fails on the release before it, `until=X.Y.Z` fails on X.Y.Z and
passes on the release before it (and does not run on the page's own release), `on=X.Y.Z,A.B.C`
passes on each. Each must be a release of the package's line (ApiHistory.lineage).

A citation of an ID no claim block of the page has, a claim block that is not a complete test or
is marked `snippet`, two blocks with one ID, a claim no sentence cites and a release that is not
the package's fail the build at their line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, TypedDict, cast

from mistune import Markdown
from mistune.core import BlockState, InlineState
from mistune.inline_parser import InlineParser
from mistune.util import escape

from .. import highlight, syntax
from ..context import PageContext, page_of
from ..markup import CLAIM, CLAIM_SOURCE
from ..positions import start, walk
from . import hidden_lines

_META = re.compile(r"(?:^|\s)claim=([a-z0-9][a-z0-9-]*)(?=\s|$)")
_BAD_META = re.compile(r"(?:^|\s)claim=(\S*)")
CITE = r"\{claim:(?P<claim_id>[a-z0-9][a-z0-9-]*)\}"
TOP_LEVEL_TEST = re.compile(r"^(?:test|it|describe)(?:\.\w+)?\(", re.M)
"""A complete test: the examples runner runs a block with one, and a claim must have one."""
_RELEASE_META = re.compile(r"(?:^|\s)(since|until|on)=(\S*)")
RELEASE = re.compile(r"\d+\.\d+\.\d+")


@dataclass
class Claim:
    """One claim block of a page."""

    line: int
    """Its fence's line."""
    lang: str
    shown: str
    """Its code without hidden lines: what the "tested" button opens."""
    cited: bool = False
    since: str | None = None
    until: str | None = None
    on: tuple[str, ...] = ()

    @property
    def releases(self) -> tuple[str, ...]:
        """Every release the claim names in its meta."""
        return tuple(r for r in (self.since, self.until) if r) + self.on


def release_meta(info: str | None) -> dict[str, list[str]]:
    """The releases a fence's meta names: since, until and on (as written, not yet checked)."""
    out: dict[str, list[str]] = {}
    for key, value in _RELEASE_META.findall((info or "").strip().partition(" ")[2]):
        out.setdefault(key, []).extend(value.split(","))
    return out


def _releases(page: PageContext, where: tuple[int, int], cid: str, info: str) -> dict[str, list[str]] | None:
    """The claim's releases, each checked against the package's line; None after a problem."""
    meta = release_meta(info)
    lineage = page.api.lineage if page.api else []
    for key, values in meta.items():
        if key != "on" and len(values) != 1:
            page.report(where, f"claim '{cid}' names {key}= {len(values)} times: a claim has one {key} release")
            return None
        for value in values:
            if not RELEASE.fullmatch(value):
                page.report(where, f"claim '{cid}': {key}={value} is not a release: write X.Y.Z ({key}=13.2.0)")
                return None
            if lineage and value not in lineage:
                page.report(where, f"claim '{cid}': {key}={value} is no release of the package (packages/api-history/releases.bzl, LINEAGE)")
                return None
            if lineage and key != "on" and lineage.index(value) == 0:
                page.report(where, f"claim '{cid}': {key}={value} is the package's first release: there is no release before it to run")
                return None
    return meta


class ClaimAttrs(TypedDict):
    """A `claim` token's attrs (a claim block, which renders nothing where it stands)."""

    id: str


class CiteAttrs(TypedDict):
    """A `claim_cite` token's attrs."""

    id: str


def claim_id(info: str | None) -> str | None:
    """The claim ID a fence's meta names, if any."""
    m = _META.search((info or "").strip().partition(" ")[2])
    return m.group(1) if m else None


def _collect(md: Markdown, state: BlockState) -> None:
    """Takes every claim block out of the page's body, keeping its code for its citations."""
    page = page_of(state)
    for token in walk(state.tokens, inline=False):
        if token["type"] != "block_code":
            continue
        info = str(token.get("attrs", {}).get("info") or "")
        meta = info.strip().partition(" ")[2]
        where = start(token, page.body_start)
        bad = _BAD_META.search(meta)
        if bad and not _META.search(meta):
            page.report(where, f"claim id '{bad.group(1)}' is not valid: use lower-case letters, digits and dashes (claim=two-renders)")
            continue
        cid = claim_id(info)
        if cid is None:
            continue
        code = str(token["raw"])
        run, shown, _ = hidden_lines.split(code)
        lang = highlight.parse_info(info, len(code.splitlines()))[0]
        if lang not in hidden_lines.SCRIPTS:
            page.report(where, f"claim '{cid}' is a {lang or 'plain'} block: a claim is a test, in tsx, ts, jsx or js")
        elif highlight.is_snippet(info):
            page.report(where, f"claim '{cid}' is marked `snippet`, so it never runs: a claim must run")
        elif not TOP_LEVEL_TEST.search(run):
            page.report(where, f"claim '{cid}' has no test(...), it(...) or describe(...) at the top level: a claim must be a test that runs")
        if cid in page.claims:
            page.report(where, f"claim '{cid}' is defined twice on this page (first at line {page.claims[cid].line})")
            continue
        releases = _releases(page, where, cid, info) or {}
        page.claims[cid] = Claim(where[0], lang, shown.strip("\n") + "\n", since=next(iter(releases.get("since", [])), None),
                                 until=next(iter(releases.get("until", [])), None), on=tuple(releases.get("on", [])))
        token["type"] = "claim"
        token["attrs"] = ClaimAttrs(id=cid)


def _parse_cite(inline: InlineParser, m: re.Match[str], state: InlineState) -> int:
    state.append_token({"type": "claim_cite", "attrs": CiteAttrs(id=m.group("claim_id"))})
    return m.end()


def _check(md: Markdown, result: str | list[dict[str, Any]], state: BlockState) -> str | list[dict[str, Any]]:
    """Every citation names a claim of the page, and every claim is cited."""
    page = page_of(state)
    for token in walk(state.tokens):
        if token["type"] == "claim_cite" and token["attrs"]["id"] not in page.claims:
            page.report(start(token, page.body_start), f"'{{claim:{token['attrs']['id']}}}' cites no claim of this page: "
                        f"add the test as a block with `claim={token['attrs']['id']}` in its fence meta")
    for cid, claim in page.claims.items():
        if not claim.cited:
            page.report((claim.line, 1), f"claim '{cid}' is cited by no sentence: end the sentence it proves with {{claim:{cid}}}")
    return result


def _cite_html(renderer: syntax.HtmlWriter, token: syntax.Token, state: BlockState) -> str:
    page = page_of(state)
    cid = cast(CiteAttrs, token["attrs"])["id"]
    claim = page.claims.get(cid)
    if claim is None:
        return ""
    claim.cited = True
    return (f'<button type="button" class="{CLAIM}" popovertarget="claim-{cid}" '
            f'aria-label="{escape(page.tested_text)}: {escape(page.show_test_text)}">{escape(page.tested_text)}</button>')


def _cite_twin(renderer: syntax.TwinWriter, token: syntax.Token, state: BlockState) -> str:
    return f" ({page_of(state).tested_text})"


def sources(page: PageContext) -> str:
    """The tests the page's "tested" buttons open: popovers, in the body's tips (models.PageBody),
    which the browser adds after the body on the first sign of interest."""
    return "".join(
        f'<div class="{CLAIM_SOURCE}" id="claim-{cid}" popover><p>{escape(_tested_by(page, claim))}</p>'
        f'<pre class="highlight" tabindex="0"><code>{highlight.highlight(claim.shown, claim.lang, [])}</code></pre></div>'
        for cid, claim in page.claims.items() if claim.cited
    )


def _tested_by(page: PageContext, claim: Claim) -> str:
    """How the claim's test is run, releases named."""
    runs = [f"passes on {claim.since} and fails on the release before it"] if claim.since else []
    runs += [f"fails on {claim.until} and passes on the release before it"] if claim.until else []
    runs += [f"passes on {', '.join(claim.on)}"] if claim.on else []
    if not runs:
        return page.tested_by_text
    also = "" if claim.until else " It also runs against this version's release, where it fails when its assertion is flipped."
    return f"Run by the docs' examples check: it {'; it '.join(runs)}.{also}"


def _nothing(*_: object) -> str:
    return ""


def plugin(md: Markdown) -> None:
    # Before hidden_lines' hook (plugin order), which would trim the block's hidden lines first.
    md.before_render_hooks.append(_collect)
    md.inline.register("claim_cite", CITE, _parse_cite, before="link")
    md.after_render_hooks.append(_check)
    syntax.register("claim", html=_nothing, twin=_nothing, search=lambda walker, token: None)
    syntax.register("claim_cite", html=_cite_html, twin=_cite_twin, search=lambda walker, token: None)
