"""What the stages read and report, through the stage runner (stages/runner.py), the one place they
are put in order. That Bazel's graph builds what the runner builds is test_bazel_outputs.py's, on
the real graph; the command lines' protocol is test_worker.py's.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from conftest import FIXTURES
from docs_compiler import emit
from docs_compiler.checks.errors import Reporter
from docs_compiler.stages import page_stage
from docs_compiler.stages.runner import Runner, compile_site, content_files


def _content(tmp_path: Path) -> Path:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "site", content)
    return content


def test_a_body_edit_leaves_the_summary_and_so_the_link_stage_alone(tmp_path: Path) -> None:
    content = _content(tmp_path)
    runner = Runner(content)
    reporter = Reporter(content)
    site = runner.site(content_files(content), reporter)
    assert site is not None and not reporter.diagnostics
    page = content / "2.x/docs/intro.md"
    before = runner.page(site.settings, "2.x/docs/intro.md", page.read_bytes(), reporter)
    page.write_text(page.read_text() + "\nOne more sentence, and [a link](/docs/api).\n")
    after = runner.page(site.settings, "2.x/docs/intro.md", page.read_bytes(), reporter)
    assert before is not None and after is not None and not reporter.diagnostics
    # The summary is the link action's only input from the page: the same bytes, so Bazel skips it.
    assert emit.json_bytes(page_stage.summary(before)) == emit.json_bytes(page_stage.summary(after))
    assert before.html != after.html
    assert emit.json_bytes(page_stage.anchors(before)) != emit.json_bytes(page_stage.anchors(after))


def test_a_dead_anchor_is_reported_by_the_check_stage_at_its_line(tmp_path: Path) -> None:
    content = _content(tmp_path)
    page = content / "2.x/docs/intro.md"
    page.write_text(page.read_text() + "\nSee [nothing](/docs/api#no-such-heading).\n")
    line = page.read_text().splitlines().index("See [nothing](/docs/api#no-such-heading).") + 1
    _, reporter = compile_site(content)
    [error] = reporter.errors
    assert str(error).startswith(f"content/2.x/docs/intro.md:{line}:15: error: link '/docs/api#no-such-heading' points to a missing anchor")
