"""Claims with evidence: a sentence about behaviour cites the test that proves it.

A claim is a script block with `claim=ID` in its fence meta: a complete test (it calls `test(`,
`it(` or `describe(` at the top level) that the page never shows in its body. The examples
runner runs it like every test of the page, against the release the page's version documents,
and once with an assertion flipped, which must make it fail. A sentence cites it with
`{claim:ID}` where the sentence ends; the page shows a small "tested" button there that opens the
test's source (hidden lines left out, as everywhere; the sources travel with the page's data, not
its HTML, as quick info's tooltips do), and the Markdown twin keeps "(tested)".

A citation of an ID no claim block of the page has, a claim block that is not a complete test or
is marked `snippet`, two blocks with one ID and a claim no sentence cites fail the build at their
line.
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
_TOP_LEVEL_TEST = re.compile(r"^(?:test|it|describe)(?:\.\w+)?\(", re.M)


@dataclass
class Claim:
    """One claim block of a page."""

    line: int
    """Its fence's line."""
    lang: str
    shown: str
    """Its code without hidden lines: what the "tested" button opens."""
    cited: bool = False


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
        elif not _TOP_LEVEL_TEST.search(run):
            page.report(where, f"claim '{cid}' has no test(...), it(...) or describe(...) at the top level: a claim must be a test that runs")
        if cid in page.claims:
            page.report(where, f"claim '{cid}' is defined twice on this page (first at line {page.claims[cid].line})")
            continue
        page.claims[cid] = Claim(where[0], lang, shown.strip("\n") + "\n")
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
        f'<div class="{CLAIM_SOURCE}" id="claim-{cid}" popover><p>{escape(page.tested_by_text)}</p>'
        f'<pre class="highlight" tabindex="0"><code>{highlight.highlight(claim.shown, claim.lang, [])}</code></pre></div>'
        for cid, claim in page.claims.items() if claim.cited
    )


def _nothing(*_: object) -> str:
    return ""


def plugin(md: Markdown) -> None:
    # Before hidden_lines' hook (plugin order), which would trim the block's hidden lines first.
    md.before_render_hooks.append(_collect)
    md.inline.register("claim_cite", CITE, _parse_cite, before="link")
    md.after_render_hooks.append(_check)
    syntax.register("claim", html=_nothing, twin=_nothing, search=lambda walker, token: None)
    syntax.register("claim_cite", html=_cite_html, twin=_cite_twin, search=lambda walker, token: None)
