"""The API history: which published releases export which names (packages/api-history writes it)."""

from __future__ import annotations

from typing import Literal

from .base import Model


class ApiName(Model):
    kind: Literal["value", "type", "matcher", "query"]
    """A value or type the package entry exports, a Jest matcher it registers, or a query of render and screen."""
    releases: list[str]
    """Minors (13.3) whose latest patch exports the name, oldest first."""


class ApiHistory(Model):
    releases: list[str]
    """Every minor the docs cover, oldest first (12.0 ... 13.3)."""
    versions: dict[str, str]
    """Minor -> the exact release read for it (13.3 -> 13.3.3)."""
    names: dict[str, ApiName]
    """Exported name -> where it exists."""
