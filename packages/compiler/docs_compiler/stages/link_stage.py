"""The link stage: a version's page summaries in, the version's artifacts for the web app out.

Everything that needs a whole version happens here, once per version: the site config with sidebar
titles taken from the pages, sidebars, nav, prev/next, overview lists, version-switch targets, the
404 page, the manifest, llms.txt and the plan of llms-full.txt. It reads page summaries
(models.PageSummary), never bodies: a page's data comes out as a frame (models.PageFrame), which
models.page_data_of puts together with the body the page stage wrote (models.PageBody) where the page
is served.

Bazel runs the rest of what needs more than one page as actions of their own, each reading only
what it needs of every page, so a body edit re-runs them and not this one:
  check_anchors   every internal link's anchor against its target's heading ids (all versions)
  llms.full       llms-full.txt from the plan and the pages' Markdown twins
  (prerender)     the search index from the pages' search sections
whole() does all of it in one process, for the dev server and the whole-site CLI.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .. import emit
from ..site import sidebar
from . import llms, page_data
from ..site.config import load_site, read_site_yaml, yaml_place
from ..checks.errors import Diagnostic, Reporter
from ..site.hrefs import Hrefs, is_external
from .page_stage import anchors, body
from ..models import (
    LlmsPlan, Manifest, NavItem, PageAnchors, PageArtifact, PageFrame, PageSummary, RouteEntry, SiteCommon, SiteConfig, SiteInfo,
    SiteSettings, ThemedImage, VersionInfo, page_data_of,
)
from ..site.routes import RouteTable, version_prefix

# The link stage's fixed file names (the prerender's version step packs the search documents into
# the hashed index the browser loads, and names it in the bundle's _data/VERSION/search_index.json).
NOT_FOUND = "404.json"
SEARCH_DOCUMENTS = "search.json"
# Markdown for assistants, laid out as in the bundle below the version's root: page twins
# (written by the page stage) and llms.txt, llms-full.txt.
MARKDOWN = "md/"


def check_anchors(content: Path, pages: list[PageAnchors], targets: list[PageAnchors], reporter: Reporter) -> None:
    """Every link of pages must point at a heading id of its target (targets: every page of every version)."""
    by_route = {(t.version, t.route): t for t in targets}
    for page in sorted(pages, key=lambda p: p.source):
        for link in page.links:
            target = by_route.get((link.version, link.route))
            if link.anchor and target is not None and link.anchor not in target.ids:
                reporter.at(
                    content / page.source, link.line, link.column,
                    f"link '{link.url}' points to a missing anchor #{link.anchor}: "
                    f"content/{target.source} has no heading with that id"
                    + "".join(f" (did you mean #{near}?)" for near in difflib.get_close_matches(link.anchor, sorted(target.ids), n=1, cutoff=0.75)),
                )


def site_info(config: SiteConfig, hrefs: Hrefs) -> SiteInfo:
    """site.yaml's fields the browser reads, with the logo's URLs and each version's prefix."""
    light, dark = (config.logo.light, config.logo.dark) if isinstance(config.logo, ThemedImage) else (config.logo, config.logo)
    default = hrefs.routes.default_version
    return SiteInfo(
        **{name: getattr(config, name) for name in SiteCommon.model_fields},
        logo=ThemedImage(light=hrefs.file(light), dark=hrefs.file(dark)), logo_text=config.logo_text or config.title,
        versions=[VersionInfo(name=v.name, prefix=version_prefix(v.name, default), default=v.name == default) for v in config.versions],
    )


def resolve_nav(items: list[NavItem], hrefs: Hrefs, loc: tuple[Any, ...],
                report: Callable[[tuple[Any, ...], str], None]) -> list[NavItem]:
    """Nav items with links made full routes and resolved; a link to no page is reported at its key in site.yaml."""
    version, routes = hrefs.version, hrefs.routes
    out = []
    for i, item in enumerate(items):
        link, target = item.link, None
        if link is not None and is_external(link):
            target = hrefs.link(link)
        elif link is not None:
            route = routes.canonical(version, link)
            if route is None:
                report(loc + (i, "link"), f"nav link '{link}' of {version} points at no page: fix the route or add the page")
            else:
                link = routes.full(version, route)
                target = hrefs.to(link)
        nested = resolve_nav(item.items, hrefs, loc + (i, "items"), report)
        out.append(item.model_copy(update={"link": link, "items": nested, "target": target}))
    return out


def data_file(relative_path: str) -> str:
    """Where a page's data goes, from its source path: docs/api.md -> pages/docs/api.json (the
    manifest names it; the prerender writes it there).

    Named after the source, not the content: an edit then leaves the manifest, and so every other
    page's HTML, unchanged.
    """
    return "pages/" + relative_path.removesuffix(".md") + ".json"


def is_page_data(name: str) -> bool:
    """Whether a file of a version's linked output is a page's data (data_file's names, the 404's)."""
    return name == NOT_FOUND or (name.startswith("pages/") and name.endswith(".json"))


@dataclass(frozen=True)
class Linked:
    """One version, linked: its files (manifest, 404, llms.txt), its pages' frames and the llms-full plan."""

    files: dict[str, bytes]
    frames: dict[str, PageFrame]
    """Data file name (data_file) -> the page's frame."""
    plan: LlmsPlan


def run(content: Path, settings: SiteSettings, version: str, pages: dict[str, PageSummary], reporter: Reporter,
        dates: dict[str, str] | None = None) -> Linked | None:
    """Links one version from its page summaries (by version-relative route); dates are the sources'
    last-commit dates (shown when site.yaml sets lastUpdated)."""
    site_yaml = content / "site.yaml"
    raw_config = read_site_yaml(site_yaml, reporter)
    if raw_config is None:
        return None
    routes = RouteTable({v: set(r) for v, r in settings.routes.items()}, settings.default_version)
    config = load_site(site_yaml, raw_config, reporter, {version: {r: p.title for r, p in pages.items()}})
    if config is None:
        return None
    index, vconf = next((i, v) for i, v in enumerate(config.versions) if v.name == version)
    prefix = version_prefix(version, settings.default_version)
    problems: sidebar.Problems = []
    hrefs = Hrefs(settings.base, version, routes)
    sidebars = {k: sidebar.resolve(items, hrefs, problems, loc=("versions", index, "sidebars", k)) for k, items in vconf.sidebars.items()}
    for loc, link in problems:
        reporter.at(site_yaml, *yaml_place(raw_config, *loc),
                    f"sidebar entry '{link}' of {version} points at no page: fix the route or add the page")
    nav = resolve_nav(vconf.nav, hrefs, ("versions", index, "nav"),
                      lambda loc, message: reporter.at(site_yaml, *yaml_place(raw_config, *loc), message))
    # Each sidebar's reading order and every link's place in it, computed once per version.
    reading_of = {k: list(sidebar.links(items)) for k, items in sidebars.items()}
    place_of = {k: {l.link: i for i, l in reversed(list(enumerate(r)))} for k, r in reading_of.items()}
    in_sidebar = {link for places in place_of.values() for link in places}
    ctx = page_data.VersionContext(config, hrefs, nav, sidebars, reading_of, place_of, pages, dates or {})
    out: dict[str, bytes] = {}
    frames: dict[str, PageFrame] = {}
    route_entries: list[RouteEntry] = []
    for route, page in sorted(pages.items()):
        full = routes.full(version, route)
        if page.frontmatter.page_type == "doc" and full not in in_sidebar:
            reporter.at(content / page.source, 1, 1, f"page {full} is in no sidebar: add it to content/site.yaml", "warning")
        name = data_file(page.relative_path)
        frames[name] = page_data.build(ctx, route, page)
        route_entries.append(RouteEntry(path=full, file=name, source=page.source, version=version, title=page.title))
    out[NOT_FOUND] = emit.json_bytes(page_data.not_found(ctx), drop_nulls=True)
    manifest = Manifest(
        version=version, prefix=prefix, site=site_info(config, hrefs), home=hrefs.to(prefix + "/"), nav=nav, sidebars=sidebars,
        routes=route_entries, not_found=NOT_FOUND, llms_txt=hrefs.page(prefix + "/" + llms.LLMS_TXT),
    )
    out["manifest.json"] = emit.json_bytes(manifest, drop_nulls=True)
    text, plan = llms.index(config, version, sidebars, pages, routes)
    out[MARKDOWN + llms.LLMS_TXT] = text.encode()
    return Linked(files=out, frames=frames, plan=plan)


def frame_bytes(frame: PageFrame) -> bytes:
    """A page's frame as the link action writes it."""
    return emit.json_bytes(frame, drop_nulls=True)


def whole(content: Path, settings: SiteSettings, version: str, pages: dict[str, PageArtifact], others: list[PageAnchors],
          reporter: Reporter, dates: dict[str, str] | None = None, warm: WarmLink | None = None) -> dict[str, bytes] | None:
    """Everything of one version in one process, from whole page artifacts: anchors checked against
    this version's pages and others (the other versions'), pages' data with their bodies, the search
    documents and llms-full.txt. Returns the version's files (paths relative to the version folder).

    warm: what a long-lived caller (the dev server's session) linked last, so a save makes again only
    what it changed; the files are the same bytes either way."""
    warm = warm or WarmLink()
    mine = [anchors(p) for p in pages.values()]
    check_anchors(content, mine, mine + others, reporter)
    linked = warm.run(content, settings, version, pages, reporter, dates)
    if linked is None:
        return None
    out = dict(linked.files)
    by_file = {data_file(p.relative_path): p for p in pages.values()}
    for name, frame in linked.frames.items():
        out[name] = warm.page_data(version, name, frame, by_file[name])
    out[SEARCH_DOCUMENTS] = warm.search_documents(version, [p for _, p in sorted(pages.items())])
    markdown = {p.relative_path: p.markdown for p in pages.values()}
    out[MARKDOWN + llms.LLMS_FULL_TXT] = llms.full(linked.plan, markdown.__getitem__).encode()
    warm.forget(version, set(linked.frames), set(pages))
    return out


@dataclass
class _LastRun:
    key: tuple[Any, ...]
    linked: Linked | None
    diagnostics: list[Diagnostic]


class WarmLink:
    """What whole() made last for each version, kept by what it was made from.

    run() reads only the settings, site.yaml, the dates and the version's page summaries: when none
    of them changed (a body edit keeps the PageSummary), its last result and diagnostics stand. A
    page's data and search documents are kept with the page artifact they came from; the session
    hands back the same artifact object for every page a save did not touch, so only the saved
    page is encoded again.
    """

    def __init__(self) -> None:
        self._runs: dict[str, _LastRun] = {}
        self._data: dict[tuple[str, str], tuple[PageFrame, PageArtifact, bytes]] = {}
        self._search: dict[tuple[str, str], tuple[PageArtifact, bytes]] = {}

    def run(self, content: Path, settings: SiteSettings, version: str, pages: dict[str, PageArtifact], reporter: Reporter,
            dates: dict[str, str] | None) -> Linked | None:
        site_yaml = content / "site.yaml"
        try:
            yaml_bytes = site_yaml.read_bytes()
        except OSError:
            yaml_bytes = None
        fields = tuple(PageSummary.model_fields)
        summaries = tuple((route, tuple(getattr(p, f) for f in fields)) for route, p in sorted(pages.items()))
        key = (settings, yaml_bytes, dates, summaries)
        last = self._runs.get(version)
        if last is not None and last.key == key:
            reporter.diagnostics.extend(last.diagnostics)
            return last.linked
        own = Reporter(reporter.root)
        linked = run(content, settings, version, dict(pages), own, dates)
        reporter.diagnostics.extend(own.diagnostics)
        self._runs[version] = _LastRun(key, linked, own.diagnostics)
        return linked

    def page_data(self, version: str, name: str, frame: PageFrame, page: PageArtifact) -> bytes:
        """The page's data file: its frame with its body (models.page_data_of)."""
        last = self._data.get((version, name))
        if last is not None and last[0] is frame and last[1] is page:
            return last[2]
        data = emit.json_bytes(page_data_of(frame, body(page)), drop_nulls=True)
        self._data[(version, name)] = (frame, page, data)
        return data

    def search_documents(self, version: str, pages: list[PageArtifact]) -> bytes:
        """Every section of the pages, in order, as one JSON list (emit.json_bytes of them all)."""
        parts = []
        for page in pages:
            last = self._search.get((version, page.route))
            if last is None or last[0] is not page:
                # The list's items as orjson writes them inside the list: no brackets, no newline.
                last = (page, emit.json_bytes(page.sections, drop_nulls=True)[1:-2])
                self._search[(version, page.route)] = last
            if last[1]:
                parts.append(last[1])
        return b"[" + b",".join(parts) + b"]\n"

    def forget(self, version: str, names: set[str], routes: set[str]) -> None:
        """Drops what was kept of the version's pages that are gone (a page deleted or renamed)."""
        self._data = {k: v for k, v in self._data.items() if k[0] != version or k[1] in names}
        self._search = {k: v for k, v in self._search.items() if k[0] != version or k[1] in routes}
