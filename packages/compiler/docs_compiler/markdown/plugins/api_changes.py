"""`:::api-changes 12.x` / `:::`: a generated table of what the published releases added and removed.

The rows compare the latest release of the named older version with every release of the page's
own version (packages/api-history), so the table can never drift from the packages. Query
variants (getBy, getAllBy, queryBy, ... findAllBy) collapse into one row per query family.
"""

from __future__ import annotations

from typing import Match, TypedDict, cast

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState
from mistune.util import escape

from .. import syntax
from ..context import page_of
from ..syntax import Token
from ..positions import where
from ...models import ApiHistory

_PATTERN = r"^ {0,3}:::api-changes[ \t]+(?P<ac_since>\S+)[ \t]*\n {0,3}:::[ \t]*(?:\n|$)"
_KINDS = {"value": "export", "type": "type", "matcher": "Jest matcher", "query": "query"}
_HEADER = ("API", "Kind", "Change")
_Row = tuple[str, str, str]
"""(name, kind, change): `render`, `export`, `Added in 13.3.0`."""


class ApiChangesAttrs(TypedDict):
    """An `api_changes` token's attrs."""

    since: str
    """The older version the table compares with (12.x)."""
    rows: list[_Row]
    """What the page's version added and removed since, added first."""


def _major(release_or_version: str) -> str:
    return release_or_version.split(".")[0]


def family(name: str, kind: str) -> str:
    """A query by its family (*ByA11yState for getByA11yState ... findAllByA11yState); other names as they are."""
    return "*" + name[name.index("By"):] if kind == "query" and "By" in name else name


def _changes(history: ApiHistory, version: str, since: str) -> list[_Row]:
    """(name, kind, change) rows: what `version`'s releases added or removed since `since`'s latest."""
    before = [r for r in history.releases if _major(r) == _major(since)]
    ours = [r for r in history.releases if _major(r) == _major(version)]
    if not before or not ours:
        return []
    base = before[-1]
    rows: dict[str, _Row] = {}
    for name, entry in history.names.items():
        had, has = base in entry.releases, ours[-1] in entry.releases
        if had == has:
            continue
        release = next((r for r in ours if (r in entry.releases) == has), ours[0])
        change = f"{'Added' if has else 'Removed'} in {release}"
        label = family(name, entry.kind)
        rows.setdefault(label, (label, _KINDS[entry.kind], change))
    return sorted(rows.values(), key=lambda r: (not r[2].startswith("Added"), r[2], r[1], r[0]))


def _parse(block: BlockParser, m: Match[str], state: BlockState) -> int:
    page = page_of(state)
    since = m.group("ac_since")
    opener = where(state, m.start())
    rows: list[_Row] = []
    if page.api is None:
        page.report(opener, "no API history in this build: the api-changes table is empty", "warning")
    else:
        rows = _changes(page.api, page.version, since)
        pinned = {_major(r) for r in page.api.releases}
        if not rows and _major(since) in pinned and _major(page.version) not in pinned:
            # A version just cut, before its first release is pinned: the table fills in then.
            page.report(opener, f"no release of {page.version} is pinned yet (packages/api-history/releases.bzl): the api-changes table is empty until one is", "warning")
        elif not rows:
            page.report(opener, f"no releases to compare between {since} and {page.version}: name an older version such as 12.x")
    state.append_token({"type": "api_changes", "attrs": ApiChangesAttrs(since=since, rows=rows)})
    return m.end()


def _html(renderer: syntax.HtmlWriter, token: Token, state: BlockState) -> str:
    attrs = cast(ApiChangesAttrs, token["attrs"])
    head = "".join(f"<th>{h}</th>" for h in _HEADER)
    body = "".join(
        f"<tr><td><code>{escape(name)}</code></td><td>{escape(kind)}</td><td>{escape(change)}</td></tr>\n"
        for name, kind, change in attrs["rows"]
    )
    return f'<table tabindex="0" data-api-changes="{escape(attrs["since"])}">\n<thead>\n<tr>{head}</tr>\n</thead>\n<tbody>\n{body}</tbody>\n</table>\n'


def _twin(renderer: syntax.TwinWriter, token: Token, state: BlockState) -> str:
    lines = ["| " + " | ".join(_HEADER) + " |", "| --- | --- | --- |"]
    lines += [f"| `{name}` | {kind} | {change} |" for name, kind, change in cast(ApiChangesAttrs, token["attrs"])["rows"]]
    return "\n".join(lines) + "\n\n"


def _search(walker: syntax.SearchText, token: Token) -> None:
    walker.add(" ".join(_HEADER))
    for name, change_kind, change in cast(ApiChangesAttrs, token["attrs"])["rows"]:
        walker.name(name)
        walker.add(f"{name} {change_kind} {change}")


def plugin(md: Markdown) -> None:
    md.block.register("api_changes", _PATTERN, _parse, before="container")
    syntax.register("api_changes", html=_html, twin=_twin, search=_search)
