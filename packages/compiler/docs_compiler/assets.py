"""Images referenced by pages: resolved, checked, and copied with content-hashed names."""

from __future__ import annotations

import hashlib
import posixpath
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Assets:
    content_root: Path
    """content/ (holds public/ and the version folders)."""
    files: dict[str, bytes] = field(default_factory=dict)
    """Bundle path (relative to the base) -> bytes."""

    def resolve(self, url: str, page_file: Path) -> Path | None:
        """The file an image URL names: /x -> content/public/x, relative -> beside the page."""
        url = url.split("#")[0].split("?")[0]
        if url.startswith("/"):
            candidate = self.content_root / "public" / url.lstrip("/")
        else:
            candidate = page_file.parent / url
        candidate = Path(posixpath.normpath(candidate.as_posix()))
        if not candidate.is_relative_to(self.content_root) or not candidate.is_file():
            return None
        return candidate

    def add(self, file: Path) -> str:
        """Registers a file for the bundle; returns its path relative to the base."""
        data = file.read_bytes()
        digest = hashlib.sha256(data).hexdigest()[:10]
        name = f"assets/img/{file.stem}.{digest}{file.suffix.lower()}"
        self.files[name] = data
        return name
