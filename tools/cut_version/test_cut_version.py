"""The version cut, on the compiler's fixture site and on a copy of the real content."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import stale
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


FORMER = {"name": "rntl-docs-examples-13", "private": True, "devDependencies": {
    "@testing-library/react-native": "13.3.3", "jest": "29.7.0", "react": "19.1.0", "react-native": "0.81.5",
    "react-test-renderer": "19.1.0", "typescript": "5.9.3"}}
PEERS = {
    "13.3.3": {"jest": ">=29.0.0", "react": ">=18.2.0", "react-native": ">=0.71", "react-test-renderer": ">=18.2.0"},
    "14.1.0": {"jest": ">=29.0.0", "react": ">=19.0.0", "react-native": ">=0.78", "test-renderer": "^1.0.0"},
}


def test_the_new_toolchain_takes_the_release_and_the_peers_it_asks_for_pinned() -> None:
    asked: list[tuple[str, str]] = []

    def newest(name: str, spec: str) -> str:
        asked.append((name, spec))
        return "1.3.1"

    package = stale.toolchain(FORMER, "14.1.0", PEERS.__getitem__, newest)
    assert package["name"] == "rntl-docs-examples-14"
    assert package["devDependencies"] == {
        "@testing-library/react-native": "14.1.0", "jest": "29.7.0", "react": "19.1.0", "react-native": "0.81.5",
        "test-renderer": "1.3.1", "typescript": "5.9.3",
    }
    assert asked == [("test-renderer", "^1.0.0")]


def test_a_cut_with_a_release_writes_the_examples_toolchain_and_refuses_an_existing_one(tmp_path: Path) -> None:
    root = workspace(tmp_path, FIXTURE)
    (root / "examples" / "2.x").mkdir(parents=True)
    (root / "examples" / "2.x" / "package.json").write_text(json.dumps(FORMER))
    made = {"package.json": b'{"name": "x"}\n', "package-lock.json": b'{"lockfileVersion": 3}\n'}
    report = cut(root, "3.x", "14.1.0", lambda r: "sha512-" + "A" * 86 + "==", lambda r, former, release: made)
    assert {f.name: f.read_bytes() for f in (root / "examples" / "3.x").iterdir()} == made
    assert any(line.startswith("examples/3.x/: the examples toolchain") for line in report)
    (root / "examples" / "4.x").mkdir()
    with pytest.raises(CutError, match="examples/4.x/ exists already"):
        cut(root, "4.x", "14.1.0", lambda r: "sha512-" + "A" * 86 + "==", lambda r, former, release: made)
    assert not (root / "content" / "4.x").exists()


def test_the_report_lists_each_stale_line_by_page_with_its_failure(tmp_path: Path) -> None:
    output = ("content/14.x/docs/api/render.md:29: renders a greeting\n  TypeError: render(...).then is not a function\n"
              "content/14.x/docs/api/render.md:61: TS2305: Module has no exported member 'screen'\n")
    assert list(stale.failures(output)) == [
        (29, "renders a greeting\n  TypeError: render(...).then is not a function"),
        (61, "TS2305: Module has no exported member 'screen'"),
    ]
    pages = [stale.PageResult("content/14.x/docs/api/render.md", 3, 1, 5, list(stale.failures(output))),
             stale.PageResult("content/14.x/docs/start/intro.md", 2, 0, 2)]
    summary = stale.write_report(tmp_path / "cut-report.md", "14.x", "14.1.0", pages)
    text = (tmp_path / "cut-report.md").read_text()
    assert summary[0].startswith("2 place(s) on 1 of 2 pages of 14.x no longer hold against @testing-library/react-native 14.1.0")
    assert "## content/14.x/docs/api/render.md" in text and "intro.md" not in text
    assert "- `content/14.x/docs/api/render.md:29`: renders a greeting\n\n    TypeError: render(...).then is not a function" in text
