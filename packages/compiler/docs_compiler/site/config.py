"""Loads content/site.yaml into a SiteConfig, expanding sidebar shorthand with page titles."""

from __future__ import annotations

import copy
import functools
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError

from ..checks.errors import Reporter
from ..markdown.frontmatter import Problem, _strip_lines, load_yaml, place_of
from ..checks.guards import MAX_CONFIG_BYTES
from ..models import SiteConfig
from ..checks.source import decode
from ..checks.validation import pydantic_problems


# The tags of site.yaml's unions (sidebar entries, analytics providers): Pydantic puts the tag of the
# member it tried in an error's location, a level the YAML does not have.
UNION_TAGS = frozenset({"link", "group", "divider", "sectionHeader", "vercel", "umami", "none"})


def _expand_item(item: Any, title_of: Callable[[str], str | None]) -> Any:
    """Sidebar shorthand -> tagged entries: a route string is a link titled like its page."""
    if isinstance(item, str):
        return {"type": "link", "text": title_of(item) or item, "link": item}
    if not isinstance(item, dict):
        return item
    item = dict(item)
    if "type" in item:
        pass
    elif "items" in item:
        item["type"] = "group"
    elif "dividerType" in item:
        item["type"] = "divider"
    elif "sectionHeaderText" in item:
        item["type"] = "sectionHeader"
    else:
        item["type"] = "link"
        if "text" not in item and isinstance(item.get("link"), str):
            item["text"] = title_of(item["link"]) or item["link"]
    if item["type"] == "group" and isinstance(item.get("items"), list):
        item["items"] = [_expand_item(i, title_of) for i in item["items"]]
    return item


@functools.lru_cache(maxsize=2)
def _parse_once(text: str) -> tuple[Any, Problem | None]:
    return load_yaml(text)


def _parse(text: str) -> tuple[Any, Problem | None]:
    """load_yaml, parsed once per text: the site and link stages of one warm worker (or the dev
    server) read the same site.yaml many times, and parsing it is most of a link stage's time."""
    data, problem = _parse_once(text)
    return copy.deepcopy(data), problem


def read_site_yaml(path: Path, reporter: Reporter) -> Any:
    """Raw YAML of site.yaml (keys remember their lines), or None after reporting."""
    if not path.is_file():
        reporter.at(path, 1, 1, "site configuration missing: create content/site.yaml")
        return None
    text = decode(path, path.read_bytes(), reporter, MAX_CONFIG_BYTES)
    if text is None:
        return None
    data, problem = _parse(text)
    if problem:
        reporter.at(path, problem.line, problem.column, problem.message)
        return None
    if not isinstance(data, dict):
        reporter.at(path, 1, 1, "site.yaml must be a mapping of keys to values")
        return None
    return data


def load_site(path: Path, raw: Any, reporter: Reporter, titles: dict[str, dict[str, str]]) -> SiteConfig | None:
    """Validates site.yaml; titles maps version -> version-relative route -> page title."""
    data = _strip_lines(raw)
    versions = data.get("versions")
    for version in versions if isinstance(versions, list) else []:
        sidebars = version.get("sidebars") if isinstance(version, dict) else None
        if not isinstance(sidebars, dict):
            continue
        by_route = titles.get(str(version.get("name")), {})
        for key, items in sidebars.items():
            if isinstance(items, list):
                sidebars[key] = [_expand_item(i, by_route.get) for i in items]
    try:
        config = SiteConfig.model_validate(data)
    except ValidationError as e:
        for loc, msg in pydantic_problems(e, "site.yaml", SiteConfig):
            reporter.at(path, *yaml_place(raw, *(p for p in loc if p not in UNION_TAGS)), msg)
        return None
    return config if _versions_ok(path, raw, config, reporter) else None


def yaml_place(raw: Any, *loc: Any) -> tuple[int, int]:
    """1-based line and column in site.yaml of the deepest existing key of loc."""
    line, column = place_of(raw, loc)
    return line + 1, column + 1


def _versions_ok(path: Path, raw: Any, config: SiteConfig, reporter: Reporter) -> bool:
    """Version names are unique and exactly one version is the default."""
    ok = True
    seen: set[str] = set()
    for i, version in enumerate(config.versions):
        if version.name in seen:
            reporter.at(path, *yaml_place(raw, "versions", i, "name"), f"version '{version.name}' is listed twice: each version needs its own name")
            ok = False
        seen.add(version.name)
    defaults = [i for i, v in enumerate(config.versions) if v.default]
    if len(defaults) != 1:
        where = yaml_place(raw, "versions", defaults[1], "default") if len(defaults) > 1 else yaml_place(raw, "versions")
        reporter.at(path, *where, f"{len(defaults)} versions are marked default: mark exactly one with `default: true`")
        ok = False
    return ok
