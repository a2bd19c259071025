"""Deterministic zip archives of Python code, which zipimport reads as one sys.path entry.

Used by pip_build.py (installed distributions) and as a tool (the compiler's own sources):
    python3 archive.py OUT.zip STRIP_PREFIX FILE...
writes each FILE under its path without STRIP_PREFIX, and beside each module its byte code,
checked by nothing (unchecked-hash), as zipimport looks for it: mod.pyc next to mod.py.
"""

from __future__ import annotations

import importlib.util
import marshal
import sys
import zipfile
from pathlib import Path

# Fixed times and modes, sorted entries: the same bytes on every machine, so the same keys.
_EPOCH = (1980, 1, 1, 0, 0, 0)


def write_zip(out: Path, entries: dict[str, bytes]) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for name, data in sorted(entries.items()):
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)


def byte_code(source: bytes, filename: str) -> bytes:
    """A pyc that the interpreter uses without checking its source (PEP 552, unchecked hash)."""
    code = compile(source, filename, "exec", dont_inherit=True)
    flags = 0b01  # hash-based, check_source off
    return (importlib.util.MAGIC_NUMBER + flags.to_bytes(4, "little")
            + importlib.util.source_hash(source) + marshal.dumps(code))


def sources_zip(out: Path, strip: str, files: list[str]) -> None:
    entries: dict[str, bytes] = {}
    for f in files:
        name = f[len(strip):].lstrip("/") if f.startswith(strip) else f
        data = Path(f).read_bytes()
        entries[name] = data
        if name.endswith(".py"):
            # Tracebacks name the file in the repository, not inside the archive.
            entries[name[:-3] + ".pyc"] = byte_code(data, f)
    write_zip(out, entries)


if __name__ == "__main__":
    sources_zip(Path(sys.argv[1]), sys.argv[2], sys.argv[3:])
