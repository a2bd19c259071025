"""API headings get "Added in" badges from the published releases, and are checked against them.

A heading that names exported APIs and nothing else (`` ## `renderAsync` ``, `` ## `userEvent.setup()` ``,
`` ### `toBeExpanded()` and `toBeCollapsed()` ``) is looked up in the API history
(packages/api-history): on a page of 13.x a name first exported by 13.3 gets "13.3+", a name 14.0
no longer exports gets "removed in 14"; a name the version's latest release does not export at all
fails the build. Names no release of a neighbouring major exports (options, result members) are
left alone.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, TypedDict, cast

from mistune import Markdown
from mistune.core import BlockState

from .. import syntax
from ..context import page_of
from ..positions import text_place
from ...models import ApiHistory

# `name`, `name()` or `name.member()`: the exported name is the part before the dot.
_NAME = r"`([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?`"
API_HEADING = re.compile(rf"^{_NAME}(?:(?:,| and|, and| /| or) {_NAME})*$")
_EACH = re.compile(_NAME)


class BadgedHeadingAttrs(TypedDict, total=False):
    """What this plugin adds to a `heading` token's attrs."""

    badges: list[str]
    """"13.3+" (first exported by 13.3), "removed in 14", in the order the heading names them."""


def _major(release: str) -> int:
    return int(release.split(".")[0])


def _badges(history: ApiHistory, version: str, name: str) -> tuple[list[str], str | None]:
    """(badges, problem) for a name documented on a page of a version such as 13.x."""
    entry = history.names.get(name)
    if entry is None or not version.split(".")[0].isdigit():
        return [], None
    major = int(version.split(".")[0])
    if not any(abs(_major(r) - major) <= 1 for r in entry.releases):
        return [], None  # only a distant major exported it: the heading means something else (a result's debug)
    ours = [r for r in history.releases if _major(r) == major]
    if not ours:
        return [], None
    latest = ours[-1]
    if latest not in entry.releases:
        where = f"{entry.releases[0]} to {entry.releases[-1]}" if len(entry.releases) > 1 else entry.releases[0]
        return [], (
            f"`{name}` is documented for {version}, but {history.versions[latest]} does not export it "
            f"(exported by {where}): remove the heading or move it to the version that has it"
        )
    out = []
    first = next(r for r in ours if r in entry.releases)
    if first != ours[0]:
        out.append(f"{first}+")
    following = [r for r in history.releases if _major(r) == major + 1]
    if following and following[0] not in entry.releases:
        out.append(f"removed in {major + 1}")
    return out, None


def _mark(md: Markdown, state: BlockState) -> None:
    page = page_of(state)
    if page.api is None:
        return
    for token in state.tokens:
        if token["type"] != "heading" or not 2 <= token["attrs"]["level"] <= 4:
            continue
        written = token["text"]
        text = written.strip()
        if not API_HEADING.match(text):
            continue
        found: list[str] = []
        for name in _EACH.findall(text):
            marks, problem = _badges(page.api, page.version, name)
            if problem:
                page.report(text_place(token, len(written) - len(written.lstrip()), page.body_start), problem)
            found.extend(m for m in marks if m not in found)
        if found:
            cast(BadgedHeadingAttrs, token["attrs"])["badges"] = found


def _html(attrs: Mapping[str, Any]) -> str:
    out = []
    for badge in cast(BadgedHeadingAttrs, attrs).get("badges", []):
        kind, title = ("removed", badge.capitalize()) if badge.startswith("removed") else ("added", f"Added in {badge[:-1]}")
        out.append(f' <span class="api-badge" data-badge="{kind}" title="{title}">{badge}</span>')
    return "".join(out)


def _twin(attrs: Mapping[str, Any]) -> str:
    # The HTML's "13.3+" badge, spelled out: "(added in 13.3)", "(removed in 13)".
    badges = cast(BadgedHeadingAttrs, attrs).get("badges", [])
    return "".join(f" ({b})" if b.startswith("removed") else f" (added in {b.removesuffix('+')})" for b in badges)


def plugin(md: Markdown) -> None:
    md.before_render_hooks.append(_mark)
    syntax.register_suffix("heading", html=_html, twin=_twin)
