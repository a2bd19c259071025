"""The persistent worker: Bazel's JSON request stream in, one response per request out."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from conftest import FIXTURES
from docs_compiler import worker
from docs_compiler.markdown import highlight


def _stream(*requests: dict) -> int:  # type: ignore[type-arg]
    read, write = os.pipe()
    # Bazel writes requests back to back, with no separator, and may split them anywhere.
    data = "".join(json.dumps(r) for r in requests).encode()
    os.write(write, data[:7])
    os.write(write, data[7:])
    os.close(write)
    return read


def test_requests_are_read_back_to_back() -> None:
    fd = _stream({"arguments": ["a"], "requestId": 1}, {"arguments": ["b"], "requestId": 2})
    assert [r["arguments"] for r in worker.requests(fd)] == [["a"], ["b"]]


def test_requests_split_anywhere_come_out_whole() -> None:
    # Strings holding braces, quotes and backslashes, and a character split across two reads.
    requests = [
        {"arguments": ["a{", '"}\\', "é\\\"}"], "requestId": 1, "inputs": [{"path": "x}", "digest": "d"}]},
        {"arguments": ["\\"], "requestId": 2},
    ]
    data = "".join(json.dumps(r, ensure_ascii=False) for r in requests)
    for size in (1, 2, 3, 7, len(data)):
        splitter = worker.JsonStreamSplitter()
        got = [r for i in range(0, len(data), size) for r in splitter.push(data[i : i + size])]
        assert got == requests, size
        assert splitter.buffer == ""


def test_a_character_split_between_reads_is_decoded_whole() -> None:
    data = json.dumps({"arguments": ["é"], "requestId": 1}, ensure_ascii=False).encode()
    cut = data.index("é".encode()) + 1
    assert [r["arguments"] for r in worker.split_requests([data[:cut], data[cut:]])] == [["é"]]


def test_stages_run_on_one_worker_and_report_errors_in_the_response(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(FIXTURES / "site", content)
    out = tmp_path / "out"
    pages = sorted(p.relative_to(content).as_posix() for p in content.rglob("*.md"))
    command = ["site", "--content", str(content), "--out", str(out / "settings.json"),
               "--assets", str(out / "assets"), "--image", "public/img/owl.svg", *pages]
    site = worker.handle({"arguments": command, "requestId": 1})
    assert site == {"exitCode": 0, "output": "", "requestId": 1}
    settings = json.loads((out / "settings.json").read_text())
    assert settings["routes"]["2.x"]["/docs/intro"] == "docs/intro.md"
    assert [p.name for p in (out / "assets" / "img").iterdir()] == [settings["assets"]["public/img/owl.svg"].split("/")[-1]]

    page = ["page", "--content", str(content), "--settings", str(out / "settings.json"), "--out", str(out / "intro.page.json"),
            "--body", str(out / "intro.html"), "--search", str(out / "intro.search.json"), "--anchors", str(out / "intro.anchors.json"),
            "--twin", str(out / "intro.md"), "2.x/docs/intro.md"]
    assert worker.handle({"arguments": page, "requestId": 2})["exitCode"] == 0
    assert json.loads((out / "intro.page.json").read_text())["route"] == "/docs/intro"
    assert (out / "intro.md").read_text().startswith("# Intro")

    (content / "2.x/docs/intro.md").write_text("# Intro\n\n[x](/docs/nope)\n")
    broken = worker.handle({"arguments": page, "requestId": 3})
    assert broken["exitCode"] == 1 and broken["requestId"] == 3
    assert "2.x/docs/intro.md:3:5: error: dead link '/docs/nope'" in broken["output"]


def test_a_bad_command_line_fails_the_request_not_the_worker() -> None:
    response = worker.handle({"arguments": ["page", "--bogus"], "requestId": 4})
    assert response["exitCode"] == 2 and "usage:" in response["output"]


def test_the_code_stylesheet_is_a_stage_of_its_own_on_no_content(tmp_path: Path) -> None:
    response = worker.handle({"arguments": ["syntax", "--out", str(tmp_path / "syntax.css")], "requestId": 5})
    assert response == {"exitCode": 0, "output": "", "requestId": 5}
    assert (tmp_path / "syntax.css").read_text() == highlight.stylesheet()
