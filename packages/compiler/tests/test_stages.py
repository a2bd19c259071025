"""The staged build (one page action each, then link, check, llms) makes what one process makes.

Bazel runs the stages as separate actions over files; the dev server and the whole-site CLI run
link_stage.whole in one process. Both must give the browser the same page data, search sections
and llms-full.txt, and the link stage must not need a page's body.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import FIXTURES
from docs_compiler import worker
from docs_compiler.stages import link_stage
from docs_compiler.stages.runner import compile_site


def _run(*arguments: str) -> None:
    response = worker.handle({"arguments": list(arguments), "requestId": 1})
    assert response["exitCode"] == 0, response["output"]


def _staged(content: Path, out: Path) -> dict[str, bytes]:
    """The Bazel graph's stages, run one request at a time; returns the version folders' files as
    the bundle gets them (page data = frame + body, search sections joined in route order)."""
    pages = sorted(p.relative_to(content).as_posix() for p in content.rglob("*.md"))
    _run("site", "--content", str(content), "--out", str(out), "--image", "public/img/owl.svg", *pages)
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
        _run("link", "--content", str(content), "--settings", settings, "--version", version, "--out", str(out / version),
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


def test_the_staged_build_gives_what_one_process_gives(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "site", content)
    staged = _staged(content, tmp_path / "out")
    whole, reporter = compile_site(content)
    assert not reporter.errors
    compared = 0
    for name, data in staged.items():
        if name.endswith(".json"):
            assert json.loads(data) == json.loads(whole[name]), name
        else:
            assert data == whole[name], name
        compared += 1
    assert compared == len([n for n in whole if n.startswith(("1.x/", "2.x/"))]) and compared > 15


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
