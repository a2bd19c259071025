"""`:::api-changes 12.x` / `:::`: a generated table of what the published releases added and removed.

The rows compare the latest release of the named older version with every release of the page's
own version (packages/api-history), so the table can never drift from the packages. Query
variants (getBy, getAllBy, queryBy, ... findAllBy) collapse into one row per query family.
"""

from __future__ import annotations

from typing import Any, Match

from mistune import Markdown
from mistune.block_parser import BlockParser
from mistune.core import BlockState
from mistune.util import escape

from ...models import ApiHistory

from ..context import page_of
from ..positions import where

PATTERN = r"^ {0,3}:::api-changes[ \t]+(?P<ac_since>\S+)[ \t]*\n {0,3}:::[ \t]*(?:\n|$)"
KINDS = {"value": "export", "type": "type", "matcher": "Jest matcher", "query": "query"}
HEADER = ("API", "Kind", "Change")


def _major(release_or_version: str) -> str:
    return release_or_version.split(".")[0]


def family(name: str, kind: str) -> str:
    """A query by its family (*ByA11yState for getByA11yState ... findAllByA11yState); other names as they are."""
    return "*" + name[name.index("By"):] if kind == "query" and "By" in name else name


def changes(history: ApiHistory, version: str, since: str) -> list[tuple[str, str, str]]:
    """(name, kind, change) rows: what `version`'s releases added or removed since `since`'s latest."""
    before = [r for r in history.releases if _major(r) == _major(since)]
    ours = [r for r in history.releases if _major(r) == _major(version)]
    if not before or not ours:
        return []
    base = before[-1]
    rows: dict[str, tuple[str, str, str]] = {}
    for name, entry in history.names.items():
        had, has = base in entry.releases, ours[-1] in entry.releases
        if had == has:
            continue
        release = next((r for r in ours if (r in entry.releases) == has), ours[0])
        change = f"{'Added' if has else 'Removed'} in {release}"
        label = family(name, entry.kind)
        rows.setdefault(label, (label, KINDS[entry.kind], change))
    return sorted(rows.values(), key=lambda r: (not r[2].startswith("Added"), r[2], r[1], r[0]))


def parse_api_changes(md: Markdown, block: BlockParser, m: Match[str], state: BlockState) -> int:
    page = page_of(state)
    since = m.group("ac_since")
    opener = where(state, m.start())
    rows: list[tuple[str, str, str]] = []
    if page.api is None:
        page.report(opener, "no API history in this build: the api-changes table is empty", "warning")
    else:
        rows = changes(page.api, page.version, since)
        pinned = {_major(r) for r in page.api.releases}
        if not rows and _major(since) in pinned and _major(page.version) not in pinned:
            # A version just cut, before its first release is pinned: the table fills in then.
            page.report(opener, f"no release of {page.version} is pinned yet (packages/api-history/releases.bzl): the api-changes table is empty until one is", "warning")
        elif not rows:
            page.report(opener, f"no releases to compare between {since} and {page.version}: name an older version such as 12.x")
    state.append_token({"type": "api_changes", "attrs": {"since": since, "rows": rows}})
    return m.end()


def render_api_changes(renderer: Any, since: str, rows: list[tuple[str, str, str]]) -> str:
    head = "".join(f"<th>{h}</th>" for h in HEADER)
    body = "".join(
        f"<tr><td><code>{escape(name)}</code></td><td>{escape(kind)}</td><td>{escape(change)}</td></tr>\n"
        for name, kind, change in rows
    )
    return f'<table tabindex="0" data-api-changes="{escape(since)}">\n<thead>\n<tr>{head}</tr>\n</thead>\n<tbody>\n{body}</tbody>\n</table>\n'


def markdown_table(rows: list[tuple[str, str, str]]) -> str:
    """The same rows as a Markdown table, for the page's twin."""
    lines = ["| " + " | ".join(HEADER) + " |", "| --- | --- | --- |"]
    lines += [f"| `{name}` | {kind} | {change} |" for name, kind, change in rows]
    return "\n".join(lines) + "\n\n"


def plugin(md: Markdown) -> None:
    md.block.register(
        "api_changes", PATTERN, lambda block, m, state: parse_api_changes(md, block, m, state), before="container"
    )
    renderer = md.renderer
    assert renderer is not None, "plugins go on a Markdown with a renderer"
    renderer.register("api_changes", render_api_changes)
