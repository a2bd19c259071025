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
    added: dict[str, list[str]] = {}
    """Name, entry point, member or option (`userEvent.clear`, `render({ concurrentRoot })`,
    `render().rerenderAsync`, `@testing-library/react-native/matchers`) -> the exact releases it
    appears in after being absent from the release read before, oldest first: the first is where it
    arrived. It is exact for the majors in `exhaustive`; earlier majors are read only at their ends."""
    exhaustive: list[str] = []
    """Majors (12, 13) whose every release that added something is read: claims naming one of their
    releases can be checked."""
    lineage: list[str] = []
    """The package's stable releases, oldest first, under its old name and its new one (2.2.0, 6.0.0,
    7.0.0, ...): the release numbers prose may name, and the release before each."""
