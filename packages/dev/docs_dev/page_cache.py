"""Page artifacts kept between dev server runs, so a restart compiles only the pages that changed.

An entry is keyed by everything the page stage reads: the page's path and bytes, the site settings,
the API history, the compiler's own code and the versions of the packages it renders with. Only pages that compiled
without a diagnostic are kept, so a cached page never hides an error or a warning.
"""

from __future__ import annotations

import hashlib
from importlib import metadata
from pathlib import Path

import docs_compiler
from docs_compiler.emit import json_bytes, write_file
from docs_compiler.models import ApiHistory, PageArtifact, SiteSettings

RENDERING_PACKAGES = ("mistune", "pygments", "pydantic", "pyyaml")


def compiler_digest() -> bytes:
    """Changes whenever the compiler's code or a package it renders with does."""
    digest = hashlib.sha256()
    root = Path(docs_compiler.__file__).parent
    for file in sorted(root.rglob("*.py")):
        digest.update(file.relative_to(root).as_posix().encode() + b"\0" + file.read_bytes() + b"\0")
    for name in RENDERING_PACKAGES:
        digest.update(f"{name}={metadata.version(name)}\0".encode())
    return digest.digest()


class PageCache:
    """A folder of page artifacts named by their key."""

    def __init__(self, folder: Path, api: ApiHistory | None = None) -> None:
        self.folder = folder
        self._compiler = compiler_digest() + hashlib.sha256(json_bytes(api) if api else b"").digest()
        self._settings = b""
        self._settings_of: SiteSettings | None = None

    def use_settings(self, settings: SiteSettings) -> None:
        """Keys the next pages with these settings (hashed once per settings object: every save asks)."""
        if settings is not self._settings_of:
            self._settings_of = settings
            self._settings = hashlib.sha256(json_bytes(settings)).digest()

    def key(self, source: str, data: bytes) -> str:
        return hashlib.sha256(self._compiler + self._settings + source.encode() + b"\0" + data).hexdigest()

    def get(self, key: str) -> PageArtifact | None:
        try:
            return PageArtifact.model_validate_json((self.folder / f"{key}.json").read_bytes())
        except (OSError, ValueError):  # absent, or written by another version of the models
            return None

    def keep(self, pages: dict[str, PageArtifact]) -> None:
        """Stores exactly these pages (key -> artifact), dropping every other entry."""
        for key, page in pages.items():
            path = self.folder / f"{key}.json"
            if not path.is_file():
                write_file(path, json_bytes(page))
        for stale in self.folder.glob("*.json"):
            if stale.stem not in pages:
                stale.unlink(missing_ok=True)
