"""The version cut, on the compiler's fixture site and on a copy of the real content."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cut_version import CutError, cut, main
from docs_compiler.stages.runner import compile_site

RUNFILES = Path(__file__).resolve().parents[2]
FIXTURE = RUNFILES / "packages" / "compiler" / "tests" / "fixtures" / "site"
CONTENT = RUNFILES / "content"
RELEASES = RUNFILES / "packages" / "api-history" / "releases.bzl"


def workspace(tmp_path: Path, content: Path) -> Path:
    """A throwaway repository: the content and the pinned releases, as plain files."""
    root = tmp_path / "repo"
    shutil.copytree(content, root / "content", ignore=shutil.ignore_patterns("tests", "BUILD.bazel"))
    (root / "packages" / "api-history").mkdir(parents=True)
    shutil.copyfile(RELEASES, root / "packages" / "api-history" / "releases.bzl")
    return root


def manifests(content: Path) -> dict[str, dict]:  # type: ignore[type-arg]
    files, reporter = compile_site(content, strict=True)
    assert reporter.errors == [], "\n".join(map(str, reporter.errors))
    return {name.split("/")[0]: json.loads(data) for name, data in files.items() if name.endswith("/manifest.json")}


def page(content: Path, version: str, path: str) -> dict:  # type: ignore[type-arg]
    files, _ = compile_site(content, strict=True)
    entry = next(r for r in json.loads(files[f"{version}/manifest.json"])["routes"] if r["path"] == path)
    return json.loads(files[f"{version}/{entry['file']}"])  # type: ignore[no-any-return]


def test_the_cut_makes_the_new_version_the_default_and_moves_the_former_under_its_name(tmp_path: Path) -> None:
    root = workspace(tmp_path, FIXTURE)
    report = cut(root, "3.x", None)
    content = root / "content"
    assert sorted(p.relative_to(content / "3.x").as_posix() for p in (content / "3.x").rglob("*.md")) == \
        sorted(p.relative_to(content / "2.x").as_posix() for p in (content / "2.x").rglob("*.md"))
    built = manifests(content)
    assert sorted(built) == ["1.x", "2.x", "3.x"]
    paths = {v: {r["path"] for r in m["routes"]} for v, m in built.items()}
    assert "/docs/intro" in paths["3.x"] and "/2.x/docs/intro" in paths["2.x"] and "/1.x/docs/intro" in paths["1.x"]
    former = page(content, "2.x", "/2.x/docs/intro")
    # The not-latest banner offers the root's page, and search engines are sent there.
    assert former["latest"]["link"].startswith("/docs/intro")
    assert former["canonicalUrl"] == "https://docs.example.com/fixture/docs/intro"
    assert page(content, "3.x", "/docs/intro").get("latest") is None
    assert any("3.x is the default version" in line for line in report)
    assert any(line.startswith("next:") for line in report)


def test_site_yaml_is_edited_in_place_keeping_comments_and_the_other_versions(tmp_path: Path) -> None:
    root = workspace(tmp_path, CONTENT)
    before = (root / "content" / "site.yaml").read_text(encoding="utf-8")
    cut(root, "14.x", None)
    after = (root / "content" / "site.yaml").read_text(encoding="utf-8")
    comments = [line for line in before.splitlines() if line.lstrip().startswith("#")]
    assert comments and all(line in after.splitlines() for line in comments)
    head, _, rest = before.partition("versions:\n")
    assert after.startswith(head + "versions:\n")
    # The former 12.x entry, and everything after it, is byte for byte what it was.
    assert after.endswith(rest[rest.index('  - name: "12.x"'):])


def test_a_second_cut_is_refused_and_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = workspace(tmp_path, FIXTURE)
    cut(root, "3.x", None)
    site_yaml = (root / "content" / "site.yaml").read_bytes()
    assert main(["3.x", "--workspace", str(root)]) == 1
    assert "version 3.x exists already" in capsys.readouterr().err
    assert (root / "content" / "site.yaml").read_bytes() == site_yaml
    with pytest.raises(CutError, match="not a version name"):
        cut(root, "../4.x", None)
    with pytest.raises(CutError, match="exists already"):
        cut(root, "1.x", None)


def test_a_release_is_pinned_by_its_integrity_once(tmp_path: Path) -> None:
    root = workspace(tmp_path, FIXTURE)
    asked: list[str] = []

    def integrity(release: str) -> str:
        asked.append(release)
        return "sha512-" + "A" * 86 + "=="

    cut(root, "3.x", "14.1.0", integrity)
    releases = (root / "packages" / "api-history" / "releases.bzl").read_text()
    assert asked == ["14.1.0"]
    block = releases[releases.index("RELEASES = {"):].split("}", 1)[0]
    pinned = [line.split('"')[1] for line in block.splitlines()[1:]]
    assert f'    "14.1.0": "sha512-{"A" * 86}==",' in block.splitlines()
    assert pinned == sorted(pinned, key=lambda v: tuple(int(p) for p in v.split(".")))
    assert any(line.endswith("was pinned already") for line in cut(root, "4.x", "14.1.0", integrity))
    assert (root / "packages" / "api-history" / "releases.bzl").read_text() == releases

def test_after_a_cut_of_the_real_content_the_content_tests_pass_on_three_versions(tmp_path: Path) -> None:
    root = workspace(tmp_path, CONTENT)
    report = cut(root, "14.x", None)
    overview = (root / "content" / "14.x" / "docs" / "api.md").read_text(encoding="utf-8")
    assert ":::api-changes 13.x\n" in overview and any("14.x/docs/api.md: :::api-changes now compares with 13.x" in line for line in report)
    built = manifests(root / "content")
    assert sorted(built) == ["12.x", "13.x", "14.x"]
    assert {r["path"] for r in built["13.x"]["routes"]} == {"/13.x" + r["path"] for r in built["14.x"]["routes"]}
    tests = RUNFILES / "content" / "tests"
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tests / "test_site.py"), str(tests / "test_page_html.py")],
        env={**os.environ, "CONTENT_DIR": str(root / "content")}, cwd=tests, capture_output=True, text=True, timeout=900,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
