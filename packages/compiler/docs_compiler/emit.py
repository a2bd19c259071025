"""Writes artifacts: canonical JSON bytes, all or nothing."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import orjson
from pydantic import BaseModel


def json_bytes(value: Any, drop_nulls: bool = False) -> bytes:
    """Deterministic JSON: sorted keys, camelCase aliases, trailing newline.

    drop_nulls leaves out fields whose value is None: what the browser downloads carries no
    `"tag": null` per sidebar entry (the generated TypeScript marks nullable fields optional).
    """
    if isinstance(value, BaseModel):
        value = value.model_dump(mode="json", by_alias=True, exclude_none=drop_nulls)
    elif isinstance(value, list):
        value = [v.model_dump(mode="json", by_alias=True, exclude_none=drop_nulls) if isinstance(v, BaseModel) else v for v in value]
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS) + b"\n"


def write_file(path: Path, data: bytes) -> None:
    """Writes one file through a temporary sibling, so readers never see half of it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    staging = path.with_name(f".{path.name}.tmp")
    staging.write_bytes(data)
    os.replace(staging, path)


MARKER = ".docs-compiler-output"
"""Written into every folder write_tree makes: only a folder holding it may be replaced."""


class OutputError(Exception):
    """The output folder cannot be written without destroying something the compiler did not make."""


def check_output(out: Path) -> None:
    """Raises OutputError unless out is absent, an empty folder, or a folder write_tree made."""
    if not out.exists() and not out.is_symlink():
        return
    if not out.is_dir() or out.is_symlink():
        raise OutputError(f"{out} exists and is not a folder: name a new folder for the output")
    if any(out.iterdir()) and not (out / MARKER).is_file():
        raise OutputError(
            f"{out} is a folder the compiler did not create (it has no {MARKER} file), and writing would delete "
            "what it holds: name a new or empty folder"
        )


def write_tree(out: Path, files: dict[str, bytes], marker: bool = True) -> None:
    """Writes every file into a fresh sibling folder, then swaps it in: no half-written output.

    An existing folder is replaced only when it is empty (Bazel pre-creates declared folders) or
    carries the marker of an earlier run; anything else raises OutputError before a byte is written.
    """
    out = out.resolve()
    check_output(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    old = staging.with_name(staging.name + ".old")
    try:
        for rel, data in sorted(files.items()):
            path = (staging / rel).resolve()
            if not path.is_relative_to(staging):
                raise OutputError(f"artifact name {rel!r} points outside the output folder")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        if marker:
            (staging / MARKER).write_text("Written by docs_compiler; the next build replaces this folder.\n")
        if out.is_dir() and not any(out.iterdir()):
            for child in staging.iterdir():
                os.replace(child, out / child.name)
        else:
            if out.exists():
                os.replace(out, old)
            os.replace(staging, out)
    finally:
        for leftover in (staging, old):
            if leftover.exists():
                shutil.rmtree(leftover, ignore_errors=True)
