"""Strict checks: each bad input fails with file:line:column and a fix, all reported together."""

from __future__ import annotations

from pathlib import Path

from conftest import Site
from docs_compiler.__main__ import main

INTRO = "---\ntitle: Intro\n---\n# Intro\n\n## Setup\n"


def test_dead_internal_link(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO + "\nSee [x](/docs/nope).\n"})
    assert site.messages() == [
        "content/2.x/docs/intro.md:8:9: error: dead link '/docs/nope': no page at /docs/nope in 2.x; link to an existing route such as /docs/start/intro"
    ]


def test_missing_anchor(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO + "\n[a](#setup) [b](#nope) [c](/docs/intro#setup)\n"})
    (message,) = site.messages()
    assert message.startswith("content/2.x/docs/intro.md:8:17: error: link '#nope' points to a missing anchor #nope")


def test_cross_version_link_to_missing_page(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO + "\n[old](/1.x/docs/intro)\n"})
    assert "no page at /docs/intro in 1.x" in site.messages()[0]


def test_unknown_code_language_fails_strict_and_warns_otherwise(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO + "\n```kotlin\nval x = 1\n```\n"})
    (message,) = site.messages()
    assert message.startswith("content/2.x/docs/intro.md:8:1: error: unknown code language 'kotlin'")
    files, reporter = site.compile(strict=False)
    assert reporter.errors == [] and files
    assert [d.severity for d in reporter.diagnostics] == ["warning"]


def test_missing_image(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO + "\n![Diagram](./diagram.png)\n"})
    assert site.messages() == [
        "content/2.x/docs/intro.md:8:12: error: image './diagram.png' not found: put it in content/public/ or beside the page"
    ]


def test_image_beside_the_page_is_copied_with_a_hash(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO + "\n![Diagram](./diagram.png)\n", "2.x/docs/diagram.png": b"\x89PNG fake"})
    files, reporter = site.compile()
    assert reporter.errors == []
    assert [k for k in files if k.startswith("assets/img/diagram.")] != []


def test_duplicate_routes(site: Site) -> None:
    site.write({"2.x/docs/api.md": "# API\n", "2.x/docs/api/index.md": "# API again\n"}, sidebar=["/docs/api"])
    assert site.messages() == [
        "content/2.x/docs/api.md:1:1: error: duplicate route /docs/api: content/2.x/docs/api/index.md already defines it; rename one file"
    ]


def test_sidebar_entry_without_page_names_the_config_line(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO}, sidebar=["/docs/intro", "/docs/ghost"])
    assert site.messages() == [
        "content/site.yaml:13:11: error: sidebar entry '/docs/ghost' of 2.x points at no page: fix the route or add the page"
    ]


def test_page_in_no_sidebar_is_a_warning(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO, "2.x/docs/lost.md": "# Lost\n"}, sidebar=["/docs/intro"])
    files, reporter = site.compile()
    assert files and reporter.errors == []
    assert [str(w) for w in reporter.warnings] == [
        "content/2.x/docs/lost.md:1:1: warning: page /docs/lost is in no sidebar: add it to content/site.yaml"
    ]


def test_invalid_utf8(site: Site) -> None:
    site.write({"2.x/docs/intro.md": b"# Intro\n\ncaf\xe9\n"})
    assert site.messages() == ["content/2.x/docs/intro.md:3:4: error: invalid UTF-8: save the file as UTF-8"]


def test_invalid_frontmatter_yaml_names_file_and_line(site: Site) -> None:
    site.write({"2.x/docs/intro.md": "---\ntitle: [oops\n---\n# Intro\n"})
    (message,) = site.messages()
    assert message.startswith("content/2.x/docs/intro.md:3:1: error: invalid YAML")


def test_unknown_block_and_unclosed_block(site: Site) -> None:
    site.write({"2.x/docs/intro.md": INTRO + "\n:::sparkle\nx\n:::\n\n:::tip\nnever closed\n"})
    messages = site.messages()
    assert any(":8:1: error: unknown block ':::sparkle'" in m for m in messages)
    assert any(":12:1: error: ':::tip' is never closed" in m for m in messages)


def test_all_errors_of_a_build_are_reported_together(site: Site) -> None:
    site.write({
        "2.x/docs/a.md": "# A\n\n[x](/docs/nope)\n",
        "2.x/docs/b.md": "---\nbogus: 1\n---\n# B\n",
        "2.x/docs/c.md": "# C\n\n```cobol\nx\n```\n",
    })
    messages = site.messages()
    assert len(messages) == 3
    assert [m.split(":")[0] for m in messages] == ["content/2.x/docs/a.md", "content/2.x/docs/b.md", "content/2.x/docs/c.md"]


def test_cli_writes_nothing_when_the_build_fails(site: Site, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    site.write({"2.x/docs/intro.md": INTRO + "\n[x](/docs/nope)\n"})
    out = tmp_path / "out"
    assert main(["--content", str(site.root), "--out", str(out)]) == 1
    assert not out.exists()
    assert "1 error(s); nothing written" in capsys.readouterr().err


def test_cli_replaces_its_own_output_whole(site: Site, tmp_path: Path) -> None:
    site.write({"2.x/docs/intro.md": INTRO})
    out = tmp_path / "out"
    assert main(["--content", str(site.root), "--out", str(out), "--quiet"]) == 0
    (out / "stale").mkdir()
    assert main(["--content", str(site.root), "--out", str(out), "--quiet"]) == 0
    assert not (out / "stale").exists()
    assert (out / "2.x" / "manifest.json").is_file()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".out.")] == []


def test_cli_failure_leaves_the_previous_output_intact(site: Site, tmp_path: Path) -> None:
    site.write({"2.x/docs/intro.md": INTRO})
    out = tmp_path / "out"
    assert main(["--content", str(site.root), "--out", str(out), "--quiet"]) == 0
    before = sorted(p.relative_to(out) for p in out.rglob("*"))
    site.write({"2.x/docs/intro.md": INTRO + "\n[x](/docs/nope)\n"})
    assert main(["--content", str(site.root), "--out", str(out), "--quiet"]) == 1
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before


def test_cli_never_empties_a_folder_it_did_not_write(site: Site, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    site.write({"2.x/docs/intro.md": INTRO})
    precious = tmp_path / "project"
    (precious / ".git").mkdir(parents=True)
    (precious / "notes.txt").write_text("keep me")
    assert main(["--content", str(site.root), "--out", str(precious)]) == 2
    assert (precious / "notes.txt").read_text() == "keep me" and (precious / ".git").is_dir()
    assert sorted(p.name for p in precious.iterdir()) == [".git", "notes.txt"]
    assert "did not create" in capsys.readouterr().err


def test_cli_refuses_an_empty_out(site: Site, tmp_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    site.write({"2.x/docs/intro.md": INTRO})
    monkeypatch.chdir(tmp_path)
    (tmp_path / "keep.txt").write_text("x")
    assert main(["--content", str(site.root), "--out", ""]) == 2
    assert main(["--content", str(site.root), "--out", "."]) == 2
    assert (tmp_path / "keep.txt").is_file() and site.root.is_dir()
    assert "--out is empty" in capsys.readouterr().err
