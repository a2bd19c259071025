"""Where a version documents each API name: read from its API pages' headings, for quick info.

A heading that names APIs in code and nothing else (`` ## `render` ``, `` ### `userEvent.setup()` ``,
`` ## `*ByRole` ``) documents each name it holds (a page title names the page, a section heading its
section); a query family (`*ByRole`) documents each of its
six queries. The first heading wins. A member (`userEvent.setup`) is also found by its own name
(`setup`) when no other heading documents a name that ends the same way. Only the headings are
read, so an edit to an API page's prose leaves the links, and every page that uses them, as they
were.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..checks.errors import Reporter
from ..markdown.context import PageContext
from ..markdown.frontmatter import split
from ..markdown.parser import MarkdownStage
from ..markdown.plugins import headings
from ..markdown.positions import walk
from ..models import ApiLinks
from ..site.routes import RouteTable, route_of

_NAME = r"`(\*?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?`"
API_HEADING = re.compile(rf"^{_NAME}(?:(?:,| and|, and| /| or) {_NAME})*$")
_EACH = re.compile(_NAME)
QUERY_PREFIXES = ("get", "getAll", "query", "queryAll", "find", "findAll")


def names_of(heading: str) -> list[str]:
    """The API names a heading's Markdown documents; none unless it names APIs and nothing else."""
    if not API_HEADING.match(heading.strip()):
        return []
    out: list[str] = []
    for name in _EACH.findall(heading):
        out += [prefix + name[1:] for prefix in QUERY_PREFIXES] if name.startswith("*By") else [name.lstrip("*")]
    return out


def api_links(content: Path, sources: list[str], stage: MarkdownStage, reporter: Reporter) -> ApiLinks:
    """The links of one version's API pages (sources relative to content/, in one version)."""
    links: dict[str, str] = {}
    members: dict[str, list[str]] = {}
    for source in sorted(sources):
        file = content / source
        text = file.read_text(encoding="utf-8")
        page, _ = split(text)
        if page is None:
            continue  # the page stage reports it
        version, _, relative = source.partition("/")
        ctx = PageContext(
            file=file, text=text, body_offset=page.body_offset, version=version, source=source, relative_path=relative,
            base="/", routes=RouteTable({}, version), reporter=reporter, assets={}, strict=False,
        )
        state = stage.blocks(page.body, ctx)
        headings.assign_ids(state)
        for token in walk(state.tokens, inline=False):
            if token["type"] != "heading" or not ("id" in token["attrs"] or token["attrs"]["level"] == 1):
                continue
            for name in names_of(token["text"]):
                # A page's title documents the page: its link is the page's top.
                url = route_of(relative) + (f"#{token['attrs']['id']}" if "id" in token["attrs"] else "")
                links.setdefault(name, url)
                if "." in name:
                    members.setdefault(name.rpartition(".")[2], []).append(url)
    for member, urls in members.items():
        if len(set(urls)) == 1:
            links.setdefault(member, urls[0])
    return ApiLinks(links=dict(sorted(links.items())))
