"""The pages site.yaml lists, per version: the one list of the site's routes that tests check.

No test keeps its own route list: a page an author adds (a file under content/<version>/ and its
route in that version's sidebar) is a spec route from then on, and no test needs editing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


def versions(content: Path) -> list[dict[str, Any]]:
    """site.yaml's versions, in its order (the default one marked `default: true`)."""
    return list(yaml.safe_load((content / "site.yaml").read_text(encoding="utf-8"))["versions"])


def prefixes(content: Path) -> dict[str, str]:
    """Each version's URL prefix: none for the default version, `/<name>` for the others."""
    return {v["name"]: "" if v.get("default") else "/" + v["name"] for v in versions(content)}


def listed_routes(version: dict[str, Any]) -> set[str]:
    """The version-relative routes its sidebars and nav link to, and its home page."""
    routes = {"/"}

    def walk(items: list[Any]) -> None:
        for item in items or []:
            if isinstance(item, str):
                routes.add(item)
            elif isinstance(item, dict):
                link = item.get("link")
                if isinstance(link, str) and link.startswith("/"):
                    routes.add(link)
                walk(item.get("items", []))

    for items in (version.get("sidebars") or {}).values():
        walk(items)
    walk(version.get("nav") or [])
    return routes
