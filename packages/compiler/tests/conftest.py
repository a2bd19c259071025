"""Helpers: build a throwaway site from a dict of files, with the real compiler."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from docs_compiler.stages.runner import compile_site
from docs_compiler.checks.errors import Reporter

FIXTURES = Path(__file__).parent / "fixtures"

SHARES: list[str] = []
"""One line per property test that ran (test_properties.shares): how its builds came out."""


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if SHARES:
        terminalreporter.section("shares of the property tests' builds")
        for line in SHARES:
            terminalreporter.write_line(line)

SITE_YAML = """\
title: Test Site
description: Test.
base: /t/
logo: /logo.svg
repository: https://example.com/r
copyright: (c) 2025
versions:
  - name: "2.x"
    default: true
    sidebars:
      /docs/:
{sidebar}
  - name: "1.x"
origin: https://docs.example.com
"""


def write_logo(root: Path) -> None:
    """The image site.yaml's logo names."""
    (root / "public").mkdir(parents=True, exist_ok=True)
    (root / "public" / "logo.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>')


class Site:
    def __init__(self, root: Path) -> None:
        self.root = root

    def write(self, files: dict[str, str | bytes], sidebar: list[str] | None = None) -> "Site":
        routes = sidebar if sidebar is not None else sorted(
            "/" + p[len("2.x/"):-len(".md")] for p in files if p.startswith("2.x/docs/") and p.endswith(".md")
        )
        items = "\n".join(f"        - {r}" for r in routes) or "        []"
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / "site.yaml").write_text(SITE_YAML.format(sidebar=items))
        (self.root / "1.x").mkdir(exist_ok=True)
        write_logo(self.root)
        for rel, text in files.items():
            path = self.root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(text, bytes):
                path.write_bytes(text)
            else:
                path.write_text(textwrap.dedent(text).lstrip("\n"))
        return self

    def compile(self, strict: bool = True) -> tuple[dict[str, bytes], Reporter]:
        return compile_site(self.root, strict=strict)

    def compile_with(self, dates: dict[str, str]) -> tuple[dict[str, bytes], Reporter]:
        return compile_site(self.root, dates=dates)

    def messages(self) -> list[str]:
        _, reporter = self.compile()
        return [str(d) for d in reporter.diagnostics]


@pytest.fixture()
def site(tmp_path: Path) -> Site:
    return Site(tmp_path / "content")
