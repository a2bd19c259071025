"""Bad inputs, one fixture each: through the real command line, each fails at its file:line:column.

A fixture (fixtures/bad/NAME.txt) starts with comment lines (#) and the diagnostics the build must
print, one `expect:` line each, in the order the compiler prints them (warnings, then errors, each
sorted by place); the message may be cut short. Then come files, each after a header:

  ==> 2.x/docs/intro.md <==              the text that follows
  ==> 2.x/docs/intro.md (bytes) <==      the text with Python bytes escapes (\\xef\\xbb\\xbf, \\r)
  ==> 2.x/docs/intro.md (python) <==     a Python expression whose value is the text (for huge inputs)
  ==> 2.x/docs/x.md -> /etc/hostname <== a symbolic link
  ==> 2.x/docs/x.md/ <==                 a folder
  ==> ../api-history.json <==            an API history (packages/api-history) the build reads

Files are added to a small valid site (conftest.SITE_YAML with /docs/intro in its sidebar, the page
2.x/docs/intro.md and the logo), or replace its files. The build must exit 1, write nothing and
print no traceback. content/AUTHORING.md lists what each kind of bad input gets.
"""

from __future__ import annotations

import codecs
import os
import re
from pathlib import Path

import pytest

from conftest import FIXTURES, SITE_YAML, write_logo
from docs_compiler.__main__ import main

BAD = FIXTURES / "bad"
INTRO = "---\ntitle: Intro\n---\n# Intro\n\n## Setup\n"
HEADER = re.compile(r"^==> (?P<path>.+?)(?: (?P<mode>\(bytes\)|\(python\)|-> (?P<target>.+)))? <==$")


def parse(fixture: Path) -> tuple[list[str], dict[str, bytes | str | None]]:
    """(expected diagnostics, files: bytes, a symlink target prefixed '->', or None for a folder)."""
    expect: list[str] = []
    files: dict[str, bytes | str | None] = {}
    current: str | None = None
    mode = ""
    lines: list[str] = []

    def flush() -> None:
        if current is None:
            return
        text = "".join(lines)
        if mode == "(bytes)":
            files[current] = codecs.escape_decode(text.encode())[0]
        elif mode == "(python)":
            files[current] = str(eval(text)).encode()  # noqa: S307 (fixtures are part of the repository)
        elif mode.startswith("->"):
            files[current] = mode
        elif current.endswith("/"):
            files[current.rstrip("/")] = None
        else:
            files[current] = text.encode()

    for line in fixture.read_text(encoding="utf-8").splitlines(keepends=True):
        if m := HEADER.match(line.rstrip("\n")):
            flush()
            current, mode, lines = m.group("path"), m.group("mode") or "", []
        elif current is not None:
            lines.append(line)
        elif line.startswith("expect: "):
            expect.append(line[len("expect: "):].rstrip("\n"))
    flush()
    return expect, files


def build(root: Path, files: dict[str, bytes | str | None]) -> None:
    (root / "2.x" / "docs").mkdir(parents=True)
    (root / "1.x").mkdir()
    write_logo(root)
    (root / "site.yaml").write_text(SITE_YAML.format(sidebar="        - /docs/intro"))
    (root / "2.x" / "docs" / "intro.md").write_text(INTRO)
    for rel, data in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        if data is None:
            path.mkdir()
        elif isinstance(data, str):
            path.unlink(missing_ok=True)
            os.symlink(data[2:].strip(), path)
        else:
            path.write_bytes(data)


CASES = sorted(BAD.glob("*.txt"))


@pytest.mark.parametrize("fixture", CASES, ids=[c.stem for c in CASES])
def test_bad_input(fixture: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expect, files = parse(fixture)
    assert expect, f"{fixture.name} names no expected diagnostic"
    root = tmp_path / "content"
    build(root, files)
    out = tmp_path / "out"
    api = tmp_path / "api-history.json"
    code = main(["--content", str(root), "--out", str(out)] + (["--api", str(api)] if api.exists() else []))
    err = capsys.readouterr().err
    printed = [line for line in err.splitlines() if not line.startswith("docs_compiler:")]
    assert "Traceback" not in err
    assert code == 1 and not out.exists()
    assert len(printed) == len(expect), err
    for line, expected in zip(printed, expect):
        assert line.startswith(expected), err
