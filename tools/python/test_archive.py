"""The import roots build actions run the compiler from: zip archives with byte code, native dirs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import archive


def _roots() -> list[str]:
    """The compiler's PYTHONPATH as compiler_files computes it, from the files of its archives."""
    # Another repository's files sit beside the main one's in the runfiles: external/pypi/x -> ../pypi/x.
    files = [Path(os.path.abspath(p if not p.startswith("external/") else "../" + p[len("external/"):]))
             for p in os.environ["ARCHIVE_FILES"].split()]
    roots: list[str] = []
    for f in files:
        if f.suffix == ".sha256":
            continue
        root = str(f) if f.suffix == ".zip" else str(f).split("/native/")[0] + "/native/" + str(f).split("/native/")[1].split("/")[0]
        if root not in roots:
            roots.append(root)
    return roots


def _run(code: str) -> str:
    roots = _roots()
    assert len(roots) >= 8 and not [r for r in roots if not Path(r).exists()], [r for r in roots if not Path(r).exists()]
    env = {"PYTHONPATH": os.pathsep.join(roots), "DOCS_COMPILER_FIELD_DOCS": "0", "PATH": os.environ.get("PATH", "")}
    # -S: no site-packages, so nothing is found outside the archives.
    done = subprocess.run([sys.executable, "-S", "-c", code], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_pure_distributions_import_from_their_zip_with_byte_code() -> None:
    out = _run("import pygments, mistune, pydantic; print(pygments.__file__); print(mistune.__file__); print(pydantic.__file__)")
    for line in out.splitlines():
        assert ".zip/" in line and line.endswith(".pyc"), line


def test_extension_modules_import_from_native_directories() -> None:
    out = _run("import pydantic_core._pydantic_core as c, orjson, yaml; print(c.__file__); print(orjson.__file__); print(yaml.CSafeLoader)")
    assert "/native/pydantic_core/" in out and "/native/orjson/" in out
    assert "CSafeLoader" in out


def test_the_compiler_runs_from_its_archive() -> None:
    out = _run(
        "import docs_compiler.worker, docs_compiler.theme as t; print(docs_compiler.worker.__file__); "
        "print(t.tokens()['highlightedLinePercent'])"
    )
    worker, percent = out.split()
    assert "compiler.zip/docs_compiler/worker.pyc" in worker
    assert int(percent) > 0


def test_archives_are_byte_identical_when_written_twice(tmp_path: Path) -> None:
    source = tmp_path / "pkg" / "mod.py"
    source.parent.mkdir()
    source.write_text("VALUE = 42\n")
    (tmp_path / "pkg" / "__init__.py").write_text("")
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    archive.sources_zip(first, str(tmp_path), [str(source), str(source.with_name("__init__.py"))])
    os.utime(source, (1, 1))
    archive.sources_zip(second, str(tmp_path), [str(source.with_name("__init__.py")), str(source)])
    assert first.read_bytes() == second.read_bytes()
    out = subprocess.run([sys.executable, "-S", "-c", "import pkg.mod as m; print(m.VALUE, m.__file__)"],
                         env={"PYTHONPATH": str(first)}, check=True, capture_output=True, text=True).stdout
    value, file = out.split()
    assert value == "42" and file.endswith("pkg/mod.pyc")
