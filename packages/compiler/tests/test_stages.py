"""The stages' command lines, one request at a time as Bazel's actions send them: what each stage
reads and reports. That Bazel's graph builds what the stage runner builds in one process is
test_bazel_outputs.py's, on the real graph.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import FIXTURES
from docs_compiler import worker
from docs_compiler.stages import link_stage


def _run(*arguments: str) -> None:
    response = worker.handle({"arguments": list(arguments), "requestId": 1})
    assert response["exitCode"] == 0, response["output"]


def _staged(content: Path, out: Path) -> dict[str, bytes]:
    """The Bazel graph's stages, run one request at a time; returns the version folders' files as
    the bundle gets them (page data = frame + body, search sections joined in route order)."""
    pages = sorted(p.relative_to(content).as_posix() for p in content.rglob("*.md"))
    _run("site", "--content", str(content), "--out", str(out / "settings.json"), "--syntax", str(out / "syntax.css"),
         "--assets", str(out / "assets"), "--image", "public/img/owl.svg", *pages)
    settings = str(out / "settings.json")
    compiled: dict[str, list[str]] = {}
    for rel in pages:
        version, _, inside = rel.partition("/")
        stem = out / "pages" / rel
        _run("page", "--content", str(content), "--settings", settings, "--out", f"{stem}.page.json", "--body", f"{stem}.body.html",
             "--search", f"{stem}.search.json", "--anchors", f"{stem}.anchors.json", "--twin", str(out / version / "md" / inside), rel)
        compiled.setdefault(version, []).append(rel)
    _run("check", "--content", str(content), "--out", str(out / "checked.txt"), *(str(out / "pages" / f"{r}.anchors.json") for r in pages))
    files: dict[str, bytes] = {}
    for version, rels in compiled.items():
        md = out / version / "md"
        _run("link", "--content", str(content), "--settings", settings, "--version", version, "--out", str(out / version / "manifest.json"),
             "--not-found", str(out / version / link_stage.NOT_FOUND), "--llms-txt", str(md / "llms.txt"), "--plan", str(md / link_stage.LLMS_PLAN),
             *(a for r in rels for a in ("--frame", str(out / version / link_stage.data_file(r.partition("/")[2])))),
             *(str(out / "pages" / f"{r}.page.json") for r in rels))
        _run("llms", "--content", str(content), "--out", str(out / version / "md" / "llms-full.txt"),
             "--plan", str(out / version / "md" / link_stage.LLMS_PLAN), "--markdown-root", str(out / version / "md"))
        sections = []
        for rel in sorted(rels, key=lambda r: json.loads((out / "pages" / f"{r}.page.json").read_text())["route"]):
            inside = rel.partition("/")[2]
            frame = json.loads((out / version / link_stage.data_file(inside)).read_text())
            assert "html" not in frame, "the link stage writes frames, without bodies"
            frame["html"] = (out / "pages" / f"{rel}.body.html").read_text()
            files[f"{version}/{link_stage.data_file(inside)}"] = json.dumps(frame, sort_keys=True).encode()
            sections += json.loads((out / "pages" / f"{rel}.search.json").read_text())
            files[f"{version}/md/{inside}"] = (out / version / "md" / inside).read_bytes()
        files[f"{version}/{link_stage.SEARCH_DOCUMENTS}"] = json.dumps(sections, sort_keys=True).encode()
        for name in ("manifest.json", link_stage.NOT_FOUND, "md/llms.txt", "md/llms-full.txt"):
            files[f"{version}/{name}"] = (out / version / name).read_bytes()
    return files


def test_a_body_edit_leaves_the_summary_and_so_the_link_stage_alone(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "site", content)
    before, after = tmp_path / "before", tmp_path / "after"
    _staged(content, before)
    page = content / "2.x/docs/intro.md"
    page.write_text(page.read_text() + "\nOne more sentence, and [a link](/docs/api).\n")
    _staged(content, after)
    for name in ("2.x/docs/intro.md.page.json", "2.x/docs/intro.md.body.html", "2.x/docs/intro.md.anchors.json"):
        same = (before / "pages" / name).read_bytes() == (after / "pages" / name).read_bytes()
        assert same == name.endswith(".page.json"), name


def test_a_dead_anchor_is_reported_by_the_check_stage_at_its_line(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "site", content)
    page = content / "2.x/docs/intro.md"
    page.write_text(page.read_text() + "\nSee [nothing](/docs/api#no-such-heading).\n")
    line = page.read_text().splitlines().index("See [nothing](/docs/api#no-such-heading).") + 1
    try:
        _staged(content, tmp_path / "out")
    except AssertionError as e:
        assert f"2.x/docs/intro.md:{line}:15: error: link '/docs/api#no-such-heading' points to a missing anchor" in str(e)
    else:
        raise AssertionError("the check stage let a dead anchor through")
