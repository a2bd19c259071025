"""Property: any text compiles, or fails with located diagnostics; never a traceback."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import SITE_YAML, write_logo
from docs_compiler.pipeline import compile_site

# Markdown-ish alphabet so the parser's interesting paths get hit often.
FRAGMENTS = st.sampled_from([
    "# ", "## ", "### ", "#### ", ":::", "::::", "tip", "install", "tabs", "tab", "```", "tsx", "kotlin",
    "title=\"x\"", "{1,2}", "[a](", "/docs/x", "#", ")", "![i](", "---\n", "title: ", "|", "-", "*", "`",
    "{#id}", "\n", "\n\n", " ", "<b>", "&amp;", "é", "\t", "> ", "1. ", "[^1]", "~~",
])
TEXT = st.lists(st.one_of(FRAGMENTS, st.text(max_size=8)), max_size=40).map("".join)
EXAMPLES = int(os.environ.get("PROPERTY_EXAMPLES", "1500"))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(body=TEXT)
def test_any_text_compiles_or_reports_located_errors(body: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "content"
        (root / "2.x" / "docs").mkdir(parents=True)
        (root / "1.x").mkdir()
        write_logo(root)
        (root / "site.yaml").write_text(SITE_YAML.format(sidebar="        - /docs/page"))
        (root / "2.x" / "docs" / "page.md").write_text(body, encoding="utf-8")
        files, reporter = compile_site(root)
        for d in reporter.diagnostics:
            assert d.file.endswith((".md", "site.yaml"))
            assert d.line >= 1 and d.column >= 1
            assert d.message
        if not reporter.errors:
            assert "2.x/manifest.json" in files
