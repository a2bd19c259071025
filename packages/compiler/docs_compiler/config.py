"""Loads content/site.yaml into a SiteConfig, expanding sidebar shorthand with page titles."""

from __future__ import annotations

import copy
import functools
from pathlib import Path
from typing import Any, Callable

from pydantic import ValidationError

from .errors import Reporter
from .frontmatter import Problem, _line_of, _strip_lines, load_yaml
from .models import SiteConfig
from .validation import pydantic_problems


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
    data, problem = _parse(path.read_text(encoding="utf-8"))
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
    for v, version in enumerate(data.get("versions") or []):
        if not isinstance(version, dict):
            continue
        by_route = titles.get(str(version.get("name")), {})
        for key, items in (version.get("sidebars") or {}).items():
            if isinstance(items, list):
                version["sidebars"][key] = [_expand_item(i, by_route.get) for i in items]
    try:
        return SiteConfig.model_validate(data)
    except ValidationError as e:
        for loc, msg in pydantic_problems(e, "site.yaml"):
            line = _line_of(raw, tuple(p for p in loc if p not in ("link", "group", "divider", "sectionHeader")))
            reporter.at(path, (line or 0) + 1, 1, msg)
        return None
