"""The warm session against the real compiler: what a save re-runs, and what it leaves standing."""

from __future__ import annotations

import re
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

import orjson

from docs_compiler.checks.errors import Reporter
from docs_compiler.markdown.parser import MarkdownStage
from docs_compiler.stages import examples, page_stage
from docs_compiler.stages.runner import compile_site
from docs_dev.page_cache import PageCache
from docs_dev import session as session_module
from docs_dev.session import Session


def page_html(session: Session, version: str, data_file: str) -> str:
    return str(orjson.loads(session.linked[version][data_file])["html"])


def routes(session: Session, version: str) -> list[str]:
    return [r["path"] for r in orjson.loads(session.linked[version]["manifest.json"])["routes"]]


def test_first_build_links_every_version(content: Path) -> None:
    session = Session(content)
    update = session.build()
    assert sorted(update.versions) == ["1.x", "2.x"]
    assert session.diagnostics == []
    assert "/docs/api/render" in routes(session, "2.x")


def test_body_edit_relinks_only_its_version(content: Path) -> None:
    session = Session(content)
    session.build()
    page = content / "2.x/docs/api/render.md"
    page.write_text(page.read_text() + "\nA sentence saved just now.\n")
    update = session.apply({page})
    assert update.versions == ["2.x"]
    assert "A sentence saved just now." in page_html(session, "2.x", "pages/docs/api/render.json")
    # The open page fetches its data early when the event names its file; unchanged files stay off the list.
    assert "2.x/pages/docs/api/render.json" in update.files
    assert all(f.startswith("2.x/") for f in update.files)
    assert len(update.files) < len(session.linked["2.x"])


def test_renamed_heading_relinks_the_other_version_and_checks_its_links(content: Path) -> None:
    session = Session(content)
    session.build()
    page = content / "2.x/docs/api/render.md"
    page.write_text(page.read_text().replace("## Options", "## Settings"))
    update = session.apply({page})
    # intro.md links to #options: the link stage names the file and line of that link.
    assert sorted(update.versions) == []
    [error] = session.diagnostics
    assert error.file == "content/2.x/docs/intro.md" and error.line == 8 and "#options" in error.message
    intro = content / "2.x/docs/intro.md"
    intro.write_text(intro.read_text().replace("#options", "#settings"))
    update = session.apply({intro})
    # 1.x links only to 1.x pages: its artifacts stay as they were.
    assert update.versions == ["2.x"]
    assert session.diagnostics == []


def test_broken_frontmatter_keeps_the_last_good_page_until_fixed(content: Path) -> None:
    session = Session(content)
    session.build()
    page = content / "2.x/docs/api/render.md"
    good = page.read_text()
    page.write_text(good.replace("title: render", "title: render\ntitel: typo") + "\nNot shown while broken.\n")
    update = session.apply({page})
    assert update.versions == []
    [error] = session.diagnostics
    assert (error.file, error.line) == ("content/2.x/docs/api/render.md", 3) and "titel" in error.message
    assert "Not shown" not in page_html(session, "2.x", "pages/docs/api/render.json")
    page.write_text(good + "\nShown once fixed.\n")
    update = session.apply({page})
    assert update.versions == ["2.x"] and session.diagnostics == []
    assert "Shown once fixed." in page_html(session, "2.x", "pages/docs/api/render.json")


def test_new_page_is_routed_and_a_deleted_one_is_gone(content: Path) -> None:
    session = Session(content)
    session.build()
    new = content / "2.x/docs/guide.md"
    new.write_text("---\ntitle: Guide\n---\n\n# Guide\n\nNew here.\n")
    session.apply({new})
    assert "/docs/guide" in routes(session, "2.x")
    # Not in a sidebar yet: a warning, not an error.
    assert session.diagnostics == []
    site_yaml = content / "site.yaml"
    site_yaml.write_text(site_yaml.read_text().replace("            - /docs/intro\n", "            - /docs/intro\n            - /docs/guide\n", 1))
    session.apply({site_yaml})
    sidebar = orjson.dumps(orjson.loads(session.linked["2.x"]["manifest.json"])["sidebars"]).decode()
    assert '"Guide"' in sidebar
    new.unlink()
    site_yaml.write_text(site_yaml.read_text().replace("            - /docs/guide\n", ""))
    session.apply({new, site_yaml})
    assert "/docs/guide" not in routes(session, "2.x")
    assert "pages/docs/guide.json" not in session.linked["2.x"]
    assert session.diagnostics == []


def test_a_bad_site_yaml_is_reported_and_the_last_good_build_stays(content: Path) -> None:
    session = Session(content)
    session.build()
    site_yaml = content / "site.yaml"
    good = site_yaml.read_text()
    site_yaml.write_text(good.replace("title: Fixture Docs", "title: Fixture Docs\n  bad: indent"))
    update = session.apply({site_yaml})
    assert update.versions == []
    assert [d.file for d in session.diagnostics] == ["content/site.yaml"]
    assert "/docs/api/render" in routes(session, "2.x")
    site_yaml.write_text(good.replace("title: Fixture Docs", "title: Fixture Docs Renamed"))
    update = session.apply({site_yaml})
    assert sorted(update.versions) == ["1.x", "2.x"] and session.diagnostics == []


def test_files_outside_the_stages_change_nothing(content: Path, tmp_path: Path) -> None:
    session = Session(content)
    session.build()
    logo = content / "public/img/owl.svg"
    logo.write_text(logo.read_text() + "\n")
    update = session.apply({logo, tmp_path / "elsewhere.md"})
    assert update.versions == [] and update.public == ["img/owl.svg"]


def test_unreadable_and_missing_files_are_reported_not_raised(content: Path) -> None:
    session = Session(content)
    session.build()
    page = content / "2.x/docs/intro.md"
    good = page.read_bytes()
    page.write_bytes(b"---\ntitle: Intro\n---\n\n# Intro\n\nbad \xff byte\n")
    session.apply({page})
    [error] = session.diagnostics
    assert (error.file, error.line) == ("content/2.x/docs/intro.md", 7) and "UTF-8" in error.message
    page.write_bytes(good)
    site_yaml = content / "site.yaml"
    config = site_yaml.read_text()
    site_yaml.unlink()
    session.apply({page, site_yaml})
    assert [d.file for d in session.diagnostics] == ["content/site.yaml"]
    assert "/docs/intro" in routes(session, "2.x")
    site_yaml.write_text(config)
    session.apply({site_yaml})
    assert session.diagnostics == []


def test_a_refused_file_name_clears_once_the_file_is_deleted(content: Path) -> None:
    session = Session(content)
    session.build()
    bad = content / "2.x/docs/new page.md"
    bad.write_text("# A page\n")
    session.apply({bad})
    [error] = session.diagnostics
    assert error.file == "content/2.x/docs/new page.md" and "URL-safe" in error.message
    bad.unlink()
    session.apply({bad})
    assert session.diagnostics == []


def test_a_build_that_fails_at_start_recovers_on_the_next_save(content: Path) -> None:
    site_yaml = content / "site.yaml"
    config = site_yaml.read_text()
    site_yaml.write_text("title: [unclosed\n")
    session = Session(content)
    assert session.build().versions == [] and session.linked == {}
    assert session.diagnostics[0].file == "content/site.yaml"
    site_yaml.write_text(config)
    update = session.apply({site_yaml})
    assert sorted(update.versions) == ["1.x", "2.x"] and session.diagnostics == []


def test_a_restart_compiles_only_the_pages_that_changed(content: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = Session(content, cache=PageCache(tmp_path / "cache"))
    first.build()
    first.save_cache()
    page = content / "2.x/docs/api/render.md"
    page.write_text(page.read_text() + "\nEdited between runs.\n")
    compiled: list[str] = []
    compile_page = page_stage.compile_page

    def counting(*args: Any) -> Any:
        compiled.append(args[1])
        return compile_page(*args)

    monkeypatch.setattr(page_stage, "compile_page", counting)
    second = Session(content, cache=PageCache(tmp_path / "cache"))
    second.build()
    assert compiled == ["2.x/docs/api/render.md"]
    assert second.linked["1.x"] == first.linked["1.x"]
    assert "Edited between runs." in page_html(second, "2.x", "pages/docs/api/render.json")


def test_pages_with_diagnostics_are_not_cached(content: Path, tmp_path: Path) -> None:
    page = content / "2.x/docs/api/render.md"
    page.write_text(page.read_text().replace("title: render", "title: render\ntitel: typo"))
    first = Session(content, cache=PageCache(tmp_path / "cache"))
    first.build()
    first.save_cache()
    second = Session(content, cache=PageCache(tmp_path / "cache"))
    second.build()
    assert [(d.file, d.line) for d in second.diagnostics] == [("content/2.x/docs/api/render.md", 3)]


def test_a_first_build_over_several_processes_matches_one_process(content: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    one = Session(content)
    one.build()
    pools: list[ProcessPoolExecutor] = []

    def pool(*args: Any, **kwargs: Any) -> ProcessPoolExecutor:
        pools.append(ProcessPoolExecutor(*args, **kwargs))
        return pools[-1]

    monkeypatch.setattr(session_module, "PARALLEL_FROM", 2)
    monkeypatch.setattr(session_module, "ProcessPoolExecutor", pool)
    several = Session(content, jobs=2)
    several.build()
    assert len(pools) == 1
    assert several.linked == one.linked and several.diagnostics == one.diagnostics
    # A save compiles one page, in the session's own process.
    page = content / "2.x/docs/api/render.md"
    page.write_text(page.read_text() + "\nSaved.\n")
    assert several.apply({page}).versions == ["2.x"] and len(pools) == 1


def test_after_any_save_every_linked_file_is_what_a_fresh_build_makes(content: Path) -> None:
    """The link stage keeps what it made for the pages a save did not touch (WarmLink): whatever
    the saves, the files must be the bytes a cold run over the same content writes."""
    session = Session(content)
    session.build()
    render, intro, site_yaml = content / "2.x/docs/api/render.md", content / "2.x/docs/intro.md", content / "site.yaml"
    new = content / "2.x/docs/guide.md"

    def body_edit() -> set[Path]:
        render.write_text(render.read_text() + "\nA body edit.\n")
        return {render}

    def title_edit() -> set[Path]:
        render.write_text(render.read_text().replace("title: render", "title: render()"))
        return {render}

    def heading_edit() -> set[Path]:
        intro.write_text(intro.read_text() + "\n## Added later\n\nText under it.\n")
        return {intro}

    def page_added() -> set[Path]:
        new.write_text("---\ntitle: Guide\n---\n\n# Guide\n\nNew here.\n")
        return {new}

    def sidebar_edit() -> set[Path]:
        site_yaml.write_text(site_yaml.read_text().replace("            - /docs/intro\n", "            - /docs/intro\n            - /docs/guide\n", 1))
        return {site_yaml}

    def page_deleted() -> set[Path]:
        new.unlink()
        site_yaml.write_text(site_yaml.read_text().replace("            - /docs/guide\n", ""))
        return {new, site_yaml}

    for save in (body_edit, title_edit, body_edit, heading_edit, page_added, sidebar_edit, body_edit, page_deleted, body_edit):
        session.apply(save())
        assert session.diagnostics == [], save.__name__
        fresh, _ = compile_site(content)
        linked = {f"{version}/{name}": data for version, files in session.linked.items() for name, data in files.items()}
        assert linked == {name: data for name, data in fresh.items() if name in linked}, save.__name__
        # Nothing a cold build links is missing either (the rest are page twins, images, syntax.css).
        assert {n for n in fresh if n.split("/")[0] in session.linked and not n.endswith(".md")} <= set(linked), save.__name__


def _quick_info(content: Path, root: Path) -> None:
    """Checked-in quick info for intro.md's block, under the key the examples stage gives it."""
    file = content / "2.x/docs/intro.md"
    block = examples.extract(file, "2.x/docs/intro.md", file.read_text(), {}, MarkdownStage(), Reporter(content))
    (key,) = block.keys.values()
    target = root / "2.x/quickinfo/docs/intro.json"
    target.parent.mkdir(parents=True)
    info = {"source": "2.x/docs/intro.md", "infos": [{"text": "const a: JSX.Element", "doc": "", "api": None}], "blocks": {key: [[0, 6, 1, 0]]}}
    target.write_bytes(orjson.dumps(info))


def test_the_preview_shows_the_checked_in_quick_info_as_the_build_does(content: Path, tmp_path: Path) -> None:
    plain = Session(content, cache=PageCache(tmp_path / "cache"))
    plain.build()
    plain.save_cache()
    assert 'class="qi"' not in page_html(plain, "2.x", "pages/docs/intro.json")
    _quick_info(content, tmp_path / "examples")
    # A page cached without quick info is compiled again once it has some.
    session = Session(content, cache=PageCache(tmp_path / "cache"), quick_info=tmp_path / "examples")
    session.build()
    html = page_html(session, "2.x", "pages/docs/intro.json")
    assert re.search(r'<span tabindex="0" aria-describedby="qi-0" class="[\w ]*qi">a</span>', html)
    assert "const a: JSX.Element" in orjson.loads(session.linked["2.x"]["pages/docs/intro.json"])["tips"]


def test_a_cached_page_with_quick_info_is_compiled_again_when_its_api_links_move(content: Path, tmp_path: Path) -> None:
    _quick_info(content, tmp_path / "examples")
    info_file = tmp_path / "examples/2.x/quickinfo/docs/intro.json"
    info = orjson.loads(info_file.read_bytes())
    info["infos"][0]["api"] = "render"
    info_file.write_bytes(orjson.dumps(info))
    first = Session(content, cache=PageCache(tmp_path / "cache"), quick_info=tmp_path / "examples")
    first.build()
    first.save_cache()
    assert re.search(r'<a href="[^"]*docs/api/render"[^>]*class="[\w ]*qi">a</a>', page_html(first, "2.x", "pages/docs/intro.json"))
    # The API page no longer documents `render` under its name: the link goes, though intro.md and
    # its quick info are the same bytes as when the cache stored the page.
    api_page = content / "2.x/docs/api/render.md"
    api_page.write_text(api_page.read_text().replace("# `render`", "# Rendering"))
    again = Session(content, cache=PageCache(tmp_path / "cache"), quick_info=tmp_path / "examples")
    again.build()
    html = page_html(again, "2.x", "pages/docs/intro.json")
    assert re.search(r'<span tabindex="0" aria-describedby="qi-0" class="[\w ]*qi">a</span>', html)
