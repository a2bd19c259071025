"""llms.txt and llms-full.txt of one version (llmstxt.org), from its sidebars and its pages' twins.

llms.txt: the site title, the description, then each sidebar group as a `##` section listing its
pages as `[Title](absolute twin URL): description`; pages in no sidebar come last, under
`## Optional` (the format's name for what an assistant may skip). llms-full.txt: every page's twin,
in the same order. Both sit beside the version's HTML (the base for 13.x, 12.x/ for 12.x).
"""

from __future__ import annotations

from typing import Callable

from ..markdown.twin import twin_path
from ..models import LlmsEntry, LlmsPlan, PageSummary, SidebarGroup, SidebarItem, SidebarLink, SiteConfig
from ..site.routes import RouteTable
from ..site.hrefs import EXTERNAL

LLMS_TXT = "llms.txt"
LLMS_FULL_TXT = "llms-full.txt"
OPTIONAL = "Optional"


def _sections(items: list[SidebarItem], trail: tuple[str, ...], out: dict[str, list[str]]) -> None:
    """Section name -> routes, in reading order: each group (at any depth) is a section."""
    loose = [i for i in items if isinstance(i, SidebarLink) and not i.link.startswith(EXTERNAL)]
    if loose:
        name = " / ".join(trail) if trail else loose[0].text
        out.setdefault(name, []).extend(i.link for i in loose)
    for item in items:
        if isinstance(item, SidebarGroup):
            group = [item.link] if item.link else []
            if group:
                out.setdefault(" / ".join(trail + (item.text,)), []).extend(group)
            _sections(item.items, trail + (item.text,), out)


def sections(sidebars: dict[str, list[SidebarItem]], pages: dict[str, PageSummary]) -> dict[str, list[PageSummary]]:
    """Section name -> pages (keyed by full route in pages), each page once; pages in no sidebar go last."""
    named: dict[str, list[str]] = {}
    for items in sidebars.values():
        _sections(items, (), named)
    seen: set[str] = set()
    out: dict[str, list[PageSummary]] = {}
    for name, routes in named.items():
        fresh = [r for r in routes if r in pages and r not in seen]
        seen.update(fresh)
        if fresh:
            out.setdefault(name, []).extend(pages[r] for r in fresh)
    rest = [p for r, p in sorted(pages.items()) if r not in seen]
    if rest:
        out.setdefault(OPTIONAL, []).extend(rest)
    return out


def index(config: SiteConfig, version: str, sidebars: dict[str, list[SidebarItem]], pages: dict[str, PageSummary],
          routes: RouteTable) -> tuple[str, LlmsPlan]:
    """llms.txt of a version, and the plan of its llms-full.txt; sidebars hold full routes, pages are keyed by route."""
    site = config.origin + config.base.rstrip("/")
    by_full = {routes.full(version, route): page for route, page in pages.items()}
    grouped = sections(sidebars, by_full)
    default = routes.default_version
    other = [f"[{v.name}]({site}{routes.full(v.name, '/')}{LLMS_TXT})" for v in config.versions if v.name != version]
    about = f"Documentation for version {version}" + (" (the latest)" if version == default else "")
    about += (f"; other versions: {', '.join(other)}." if other else ".")
    about += " Every page below is also published as HTML at the same URL without `.md`."
    lines_of = [f"# {config.title}", f"> {config.description}", about]
    plan = LlmsPlan(header="\n\n".join([f"# {config.title} {version}", f"> {config.description}", about]), pages=[])
    for name, members in grouped.items():
        lines = []
        for page in members:
            path = routes.full(version, page.route)
            description = " ".join((page.frontmatter.description or "").split())
            title = page.title or (page.frontmatter.hero.name if page.frontmatter.hero else config.title)
            lines.append(f"- [{title}]({site}/{twin_path(path)})" + (f": {description}" if description else ""))
            plan.pages.append(LlmsEntry(twin=page.relative_path, url=site + path))
        lines_of.append(f"## {name}\n\n" + "\n".join(lines))
    return "\n\n".join(lines_of) + "\n", plan


def full(plan: LlmsPlan, twin: Callable[[str], str]) -> str:
    """llms-full.txt: the plan's header, then each page's twin (read by twin(relative path)) with its URL."""
    parts = [plan.header] + [_with_source(twin(entry.twin), entry.url) for entry in plan.pages]
    return "\n\n---\n\n".join(parts).rstrip("\n") + "\n"


def _with_source(twin: str, url: str) -> str:
    """The twin with its page's URL after the title line, so each page of llms-full.txt says where it lives."""
    title, _, rest = twin.partition("\n\n")
    return f"{title}\n\nSource: {url}\n\n{rest}".rstrip("\n")
