"""Interface texts that reach page bodies: the renderer names each copy button from site.yaml."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import FIXTURES
from docs_compiler.stages.runner import compile_site


def _intro_html(content: Path) -> str:
    files, reporter = compile_site(content)
    assert not reporter.errors
    return str(json.loads(files["2.x/pages/docs/intro.json"])["html"])


def test_the_copy_button_is_named_from_site_texts(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "site", content)
    assert 'aria-label="Copy code"' in _intro_html(content)
    config = content / "site.yaml"
    config.write_text(config.read_text() + "texts:\n  copyCodeText: Copy \"this\" code\n")
    html = _intro_html(content)
    assert 'aria-label="Copy &quot;this&quot; code"' in html
    assert 'aria-label="Copy code"' not in html
