"""Migration guides checked against the published releases: each names what its major changed.

A guide at docs/migration/vN (or docs/migration/previous/vN) is compared with the diff between
the last release before N and the first release of N (packages/api-history, reading the old
react-native-testing-library package for the oldest majors): every export, Jest matcher and
query family that N removed or added must appear in its text (renames show up as one of each).
The React 19 guide must name every API 13.x added after 13.0. What a guide leaves out is
listed as a warning on the guide, so the build says exactly what to write.
"""

from __future__ import annotations

import re

from mistune import Markdown
from mistune.core import BlockState

from ..context import page_of
from ...models import ApiHistory
from .api_changes import family

GUIDE = re.compile(r"^docs/migration/(?:previous/)?v(\d+)\.md$")
REACT_19 = "docs/guides/react-19.md"


def _major(release: str) -> int:
    return int(release.split(".")[0])


def expected(history: ApiHistory, relative_path: str, version: str) -> dict[str, str]:
    """Name or query family -> what happened to it, for the names the page must mention."""
    out: dict[str, str] = {}
    guide = GUIDE.match(relative_path)
    if guide:
        major = int(guide.group(1))
        before = [r for r in history.releases if _major(r) < major]
        after = [r for r in history.releases if _major(r) == major]
        if not before or not after:
            return {}
        old, new = before[-1], after[0]
        for name, entry in history.names.items():
            had, has = old in entry.releases, new in entry.releases
            if entry.kind != "type" and had != has:
                out.setdefault(family(name, entry.kind), f"{'added' if has else 'removed'} in {new}")
    elif relative_path == REACT_19:
        ours = [r for r in history.releases if _major(r) == int(version.split(".")[0])]
        for name, entry in history.names.items():
            first = next((r for r in ours if r in entry.releases), None)
            if entry.kind != "type" and ours and first not in (None, ours[0]):
                out.setdefault(family(name, entry.kind), f"added in {first}")
    return out


def missing(text: str, wanted: dict[str, str]) -> dict[str, str]:
    """The wanted names the text never mentions (a family by its By... part)."""
    def mentioned(label: str) -> bool:
        # A family (*ByA11yState) is named by any of its queries, so only its end is a word boundary.
        start = "" if label.startswith("*") else r"(?<![\w$])"
        return re.search(start + re.escape(label.lstrip("*")) + r"(?![\w$])", text) is not None

    return {label: why for label, why in wanted.items() if not mentioned(label)}


def _check(md: Markdown, state: BlockState) -> None:
    page = page_of(state)
    if page.api is None:
        return
    gaps = missing(page.text[page.body_offset:], expected(page.api, page.relative_path, page.version))
    if gaps:
        listed = ", ".join(f"`{label}` ({why})" for label, why in sorted(gaps.items(), key=lambda kv: (kv[1], kv[0])))
        page.reporter.at(
            page.file, 1, 1,
            f"guide leaves out {len(gaps)} API change(s) the published packages show: {listed}; name each one",
            "warning",
        )


def plugin(md: Markdown) -> None:
    md.before_render_hooks.append(_check)
