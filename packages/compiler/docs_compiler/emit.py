"""Writes artifacts: canonical JSON bytes, content-hashed names, all or nothing."""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import orjson
from pydantic import BaseModel


def json_bytes(value: Any) -> bytes:
    """Deterministic JSON: sorted keys, camelCase aliases, trailing newline."""
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json", by_alias=True)
    elif isinstance(value, list):
        value = [v.model_dump(mode="json", by_alias=True) if isinstance(v, BaseModel) else v for v in value]
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS) + b"\n"


def hashed_name(stem: str, data: bytes, suffix: str = ".json") -> str:
    return f"{stem}.{hashlib.sha256(data).hexdigest()[:10]}{suffix}"


def write_file(path: Path, data: bytes) -> None:
    """Writes one file through a temporary sibling, so readers never see half of it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    staging = path.with_name(f".{path.name}.tmp")
    staging.write_bytes(data)
    os.replace(staging, path)


def write_tree(out: Path, files: dict[str, bytes]) -> None:
    """Writes every file into a fresh sibling folder, then swaps it in: no half-written output."""
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    try:
        for rel, data in sorted(files.items()):
            path = staging / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        if out.exists():
            # Bazel pre-creates declared directories: empty it rather than replace it.
            for child in out.iterdir():
                shutil.rmtree(child) if child.is_dir() and not child.is_symlink() else child.unlink()
            for child in staging.iterdir():
                os.replace(child, out / child.name)
            staging.rmdir()
        else:
            os.replace(staging, out)
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
