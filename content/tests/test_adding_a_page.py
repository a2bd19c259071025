"""The author's path, as the README gives it, on a copy of the real content: a new guide in the
default version, its route added to that version's sidebar, and the content tests stay green."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import site_routes
from built import CONTENT

GUIDE = """\
---
title: Testing a settings screen
description: Finds a switch by its role and name, flips it, and checks what the screen shows.
---
# Testing a settings screen

A settings screen is a list of labelled switches. Query each one by its role and label, press it,
and assert on what the reader sees change, not on the component's state.
"""


def add_guide(content: Path, name: str) -> str:
    """Writes the page and lists its route under the default version's Guides, as an author would
    by hand in site.yaml (a line added below the group's last entry, the rest untouched)."""
    default = next(v["name"] for v in site_routes.versions(content) if v.get("default"))
    (content / default / "docs" / "guides" / f"{name}.md").write_text(GUIDE, encoding="utf-8")
    route = f"/docs/guides/{name}"
    lines = (content / "site.yaml").read_text(encoding="utf-8").splitlines(keepends=True)
    in_default = in_guides = False
    for i, line in enumerate(lines):
        if line.lstrip().startswith("- name:"):
            in_default = line.split(":", 1)[1].strip().strip("\"'") == default
        elif in_default and line.strip() == "- text: Guides":
            in_guides = True
        elif in_guides and line.strip().startswith("- /docs/guides/"):
            last = i
        elif in_guides and line.strip().startswith("- text:"):
            break
    indent = lines[last][: len(lines[last]) - len(lines[last].lstrip())]
    lines.insert(last + 1, f"{indent}- {route}\n")
    (content / "site.yaml").write_text("".join(lines), encoding="utf-8")
    return route


def content_tests(content: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CONTENT_DIR": str(content)}
    tests = Path(__file__).parent
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tests / "test_site.py")],
        env=env, cwd=tests, capture_output=True, text=True, timeout=600,
    )


def test_a_page_added_as_the_readme_says_keeps_the_content_tests_green(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(CONTENT, content, ignore=shutil.ignore_patterns("tests", "BUILD.bazel"))
    route = add_guide(content, "testing-a-settings-screen")
    default = next(v for v in site_routes.versions(content) if v.get("default"))
    assert route in site_routes.listed_routes(default)
    result = content_tests(content)
    assert result.returncode == 0, result.stdout + result.stderr
    assert " passed" in result.stdout and "skipped" not in result.stdout
