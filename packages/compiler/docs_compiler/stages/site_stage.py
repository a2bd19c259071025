"""The site stage: site.yaml and the list of content files in, the settings every page needs out.

It runs once per build, before any page: it validates site.yaml, derives the route table from file
names alone (no page is read), and hashes every image. Its output changes only when routes, the
base path or images change, so editing a page or a sidebar leaves every other page's action cached.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..site import assets
from ..site.config import load_site, read_site_yaml, yaml_place
from ..checks.errors import Reporter
from ..models import SiteConfig, SiteSettings, ThemedImage
from ..site.hrefs import EXTERNAL
from ..site.routes import route_of


@dataclass
class SiteStage:
    """The site stage's results: typed settings, the validated config, the hashed image files."""

    settings: SiteSettings
    config: SiteConfig
    images: dict[str, bytes] = field(default_factory=dict)
    """Bundle path -> bytes of every image under content/."""


def discover(content: Path, names: list[str], pages: list[str], reporter: Reporter) -> dict[str, dict[str, str]]:
    """version -> route -> path relative to the version folder, reporting routes two files claim.

    pages are paths relative to content/ (13.x/docs/api.md), sorted.
    """
    found: dict[str, dict[str, str]] = {name: {} for name in names}
    seen: dict[str, dict[str, str]] = {name: {} for name in names}
    # Folder order (docs/api/index.md before docs/api.md), as a file browser lists them.
    for source in sorted(pages, key=lambda s: s.split("/")):
        version, _, relative = source.partition("/")
        if version not in found:
            reporter.at(content / source, 1, 1, f"folder content/{version}/ is not a version of site.yaml: add it to versions or move the page")
            continue
        route = route_of(relative)
        key = route.rstrip("/") or "/"
        if key in seen[version]:
            reporter.at(content / source, 1, 1, f"duplicate route {route}: content/{seen[version][key]} already defines it; rename one file")
            continue
        seen[version][key] = source
        found[version][route] = relative
    return found


def check_logo(path: Path, raw: Any, config: SiteConfig, bundled: dict[str, str], reporter: Reporter) -> None:
    """The logo is an image under content/public/ (the navbar shows it on every page)."""
    logos = [("light", config.logo.light), ("dark", config.logo.dark)] if isinstance(config.logo, ThemedImage) else [(None, config.logo)]
    for theme, logo in logos:
        if not logo.startswith(EXTERNAL) and assets.resolve(logo, "site.yaml", bundled) is None:
            reporter.at(path, *yaml_place(raw, "logo", *([theme] if theme else [])), f"logo '{logo}' not found: put the image in content/public/ and write its path from there (e.g. /img/logo.svg)")


def run(content: Path, pages: list[str], images: dict[str, bytes], reporter: Reporter, strict: bool = True) -> SiteStage | None:
    """pages: Markdown paths relative to content/ (checked by files.publishable); images: relative path -> bytes."""
    raw = read_site_yaml(content / "site.yaml", reporter)
    if raw is None:
        return None
    # Sidebar shorthand is titled by the link stage, which has the pages; here routes stand in.
    config = load_site(content / "site.yaml", raw, reporter, {})
    if config is None:
        return None
    names = [v.name for v in config.versions]
    default = next(v.name for v in config.versions if v.default)
    routes = discover(content, names, pages, reporter)
    bundled = {rel: assets.bundle_path(rel, data) for rel, data in sorted(images.items())}
    check_logo(content / "site.yaml", raw, config, bundled, reporter)
    settings = SiteSettings(base=config.base, origin=config.origin, default_version=default, routes=routes, assets=bundled, strict=strict,
                            copy_code_text=config.texts.copy_code_text)
    return SiteStage(settings, config, {bundled[rel]: data for rel, data in images.items()})
