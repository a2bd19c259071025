"""Images: every image under content/ hashed once per build, and image URLs resolved against them."""

from __future__ import annotations

import hashlib
import posixpath
from pathlib import PurePosixPath

IMAGE_SUFFIXES = {".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".ico"}


def is_image(relative_path: str) -> bool:
    return PurePosixPath(relative_path).suffix.lower() in IMAGE_SUFFIXES


def bundle_path(relative_path: str, data: bytes) -> str:
    """Content-hashed path of an image in the bundle, relative to the base."""
    path = PurePosixPath(relative_path)
    return f"assets/img/{path.stem}.{hashlib.sha256(data).hexdigest()[:10]}{path.suffix.lower()}"


def resolve(url: str, page_source: str, assets: dict[str, str]) -> str | None:
    """Bundle path of the image a page's URL names: /x is content/public/x, others sit beside the page.

    page_source and the keys of assets are relative to content/ (13.x/docs/api.md, public/img/owl.svg).
    """
    url = url.split("#")[0].split("?")[0]
    if url.startswith("/"):
        candidate = "public/" + url.lstrip("/")
    else:
        candidate = posixpath.join(posixpath.dirname(page_source), url)
    candidate = posixpath.normpath(candidate)
    if candidate.startswith("../") or candidate == "..":
        return None
    return assets.get(candidate)


def srcset_candidates(srcset: str) -> list[tuple[str, str]]:
    """(URL, descriptor) of each image candidate of a srcset attribute ("/img/a.png 1x, /img/b.png 2x")."""
    out = []
    for candidate in srcset.split(","):
        url, _, descriptor = candidate.strip().partition(" ")
        if url:
            out.append((url, descriptor.strip()))
    return out
