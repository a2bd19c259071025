"""The examples worker on small fixture pages, against the 13.x toolchain: what passes, what fails
and where it is reported, through Bazel's JSON worker protocol and as a one-shot command."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from worker_client import WorkerClient

# Bazel runs the test in its runfiles, the workspace's files below the working directory and the
# external repositories' beside it.
NODE = Path("../local_node/node").resolve()
MODULES = Path("../examples13_npm/node_modules").resolve()
WORKER = Path("examples/worker.cjs").resolve()
FIXTURES = Path("examples/tests/fixtures").resolve()
TOOLCHAIN = ["--version=13.x", f"--modules={MODULES}", "--preset=react-native"]


def request(form: str, page: str, out: Path) -> list[str]:
    return ["--form", form, "--page", str(FIXTURES / page), "--out", str(out)]


class Worker(WorkerClient):
    """One persistent worker of the 13.x toolchain, as Bazel starts it."""

    def __init__(self, tmp: Path) -> None:
        super().__init__([str(NODE), str(WORKER), *TOOLCHAIN, "--persistent_worker"], env={**os.environ, "TMPDIR": str(tmp)})

    def close(self) -> int:
        assert super().close(timeout=60) == 0
        return 0


@pytest.fixture(scope="module")
def worker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Worker]:
    w = Worker(tmp_path_factory.mktemp("worker"))
    yield w
    w.close()


def test_a_passing_page_passes_in_each_form(worker: Worker, tmp_path: Path) -> None:
    for form in ("run", "flipped", "types"):
        out = tmp_path / f"{form}.json"
        response = worker.send(request(form, "passing", out))
        assert response["exitCode"] == 0, response["output"]
        assert response["output"] == ""
        report = json.loads(out.read_text())
        assert (report["form"], report["source"], report["version"]) == (form, "13.x/docs/fixture/passing.md", "13.x")
    assert json.loads((tmp_path / "run.json").read_text()) == {
        "form": "run", "source": "13.x/docs/fixture/passing.md", "version": "13.x",
        "examples": 1, "tests": 1, "claims": 0, "notRun": 1, "skipped": {"40": "marked snippet"}, "other": 1,
    }
    assert json.loads((tmp_path / "flipped.json").read_text())["flipped"] == 1
    assert json.loads((tmp_path / "types.json").read_text())["blocks"] == 2


def test_a_report_is_the_same_file_each_time(worker: Worker, tmp_path: Path) -> None:
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    assert worker.send(request("run", "passing", first))["exitCode"] == 0
    assert worker.send(request("run", "passing", second))["exitCode"] == 0
    assert first.read_bytes() == second.read_bytes()


def test_a_failing_example_fails_at_its_page_line(worker: Worker, tmp_path: Path) -> None:
    out = tmp_path / "run.json"
    response = worker.send(request("run", "failing", out))
    assert response["exitCode"] == 1
    # The fence is on line 20; the failing assertion on line 6 of the block's file.
    assert response["output"].startswith("content/13.x/docs/fixture/failing.md:26: shows the farewell\n")
    assert "toHaveTextContent" in response["output"]
    assert not out.exists()


def test_a_flipped_run_reports_a_test_whose_assertion_cannot_fail(worker: Worker, tmp_path: Path) -> None:
    out = tmp_path / "flipped.json"
    response = worker.send(request("flipped", "unguarded", out))
    assert response["exitCode"] == 1
    # Only the example whose flipped assertion is swallowed: the other one fails when flipped.
    assert response["output"] == (
        "content/13.x/docs/fixture/unguarded.md:12: flipping an assertion in each of its 1 test(s) did not fail each one at the page\n"
    )
    assert not out.exists()
    # Unflipped, both examples pass.
    assert worker.send(request("run", "unguarded", out))["exitCode"] == 0


def test_a_types_check_reports_a_missing_export_at_its_line(worker: Worker, tmp_path: Path) -> None:
    response = worker.send(request("types", "missing-export", tmp_path / "types.json"))
    assert response["exitCode"] == 1
    assert response["output"] == (
        "content/13.x/docs/fixture/missing-export.md:6: TS2305: "
        "Module '\"@testing-library/react-native\"' has no exported member 'renderRouter'.\n"
    )


def test_one_shot_mode_checks_the_page_its_params_file_names(tmp_path: Path) -> None:
    params = tmp_path / "params"
    out = tmp_path / "types.json"
    params.write_text("\n".join(request("types", "missing-export", out)) + "\n")
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    failed = subprocess.run([str(NODE), str(WORKER), *TOOLCHAIN, f"@{params}"], capture_output=True, text=True, env=env)
    assert failed.returncode == 1
    assert failed.stderr.startswith("content/13.x/docs/fixture/missing-export.md:6: TS2305: ")
    assert not out.exists()

    params.write_text("\n".join(request("types", "passing", out)) + "\n")
    passed = subprocess.run([str(NODE), str(WORKER), *TOOLCHAIN, f"@{params}"], capture_output=True, text=True, env=env)
    assert passed.returncode == 0, passed.stderr
    assert json.loads(out.read_text())["blocks"] == 2
    # What the worker staged goes with it.
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("rntl-examples-")] == []


def test_the_types_check_says_what_each_identifier_it_resolves_is(worker: Worker, tmp_path: Path) -> None:
    out, quick = tmp_path / "types.json", tmp_path / "quickinfo.json"
    response = worker.send(request("types", "passing", out) + ["--quickinfo", str(quick)])
    assert response["exitCode"] == 0, response["output"]
    info = json.loads(quick.read_text())
    assert info["source"] == "13.x/docs/fixture/passing.md"
    # Each block under the key examples.json gives its fence line; rows count from its first line.
    assert set(info["blocks"]) == {"test-block", "snippet-block"}
    test = {(row, column): info["infos"][k] for row, column, _, k in info["blocks"]["test-block"]}
    assert test[(4, 2)]["text"].startswith("(alias) render<")  # `  render(<Text>Hello</Text>);`
    assert test[(4, 2)]["api"] == "render"
    # `screen.getByText`, documented as written; `toBeOnTheScreen` from the matchers.
    assert test[(5, 16)]["text"].startswith("(property) getByText: (predicate: TextMatch")
    assert test[(5, 16)]["api"] == "screen.getByText"
    assert test[(5, 36)]["doc"].startswith("Assert whether a host element is present")
    # Jest's own names have quick info but no RNTL name.
    assert test[(3, 0)]["text"].startswith("var test: jest.It") and test[(3, 0)]["api"] is None
    snippet = {(row, column): info["infos"][k] for row, column, _, k in info["blocks"]["snippet-block"]}
    assert (2, 8) not in snippet  # `Greeting`, which the snippet never declares
    assert snippet[(3, 7)]["text"].startswith("(property) getByRole")
    # Each distinct quick info once.
    assert len({json.dumps(i, sort_keys=True) for i in info["infos"]}) == len(info["infos"])


def test_claims_run_on_the_releases_they_name_and_a_wrong_release_fails_at_its_line(tmp_path: Path) -> None:
    # fixtures/releases: renderAsync since=13.3.0 (right), cleanupAsync since=13.3.0 (wrong: 13.3.0
    # lacks it) and "no renderAsync" until=13.3.0 (right), in a line where 13.2.2 comes before 13.3.0.
    out = tmp_path / "releases.json"
    releases = Path("../rntl_releases/13.3.0").resolve().parent
    args = [*TOOLCHAIN, f"--lineage={FIXTURES / 'releases' / 'lineage.json'}", f"--releases={releases}",
            f"--release-modules=0:{MODULES}", *request("releases", "releases", out)]
    done = subprocess.run([str(NODE), str(WORKER), *args], capture_output=True, text=True, env={**os.environ, "TMPDIR": str(tmp_path)})
    assert done.returncode == 1, done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("content/")]
    assert errors == ["content/13.x/docs/fixture/releases.md:20: since=13.3.0: it must pass on 13.3.0, and it fails there:"]
    assert "cleanupAsync is exported" in done.stderr and not out.exists()


def test_claims_sharing_a_file_are_reported_each_at_its_own_page_line(worker: Worker, tmp_path: Path) -> None:
    # fixtures/claims: three claims in one file (examples.json `jest`, `segments`): one right, one
    # whose assertion never runs, one wrong at page line 26.
    response = worker.send(request("run", "claims", tmp_path / "run.json"))
    assert response["exitCode"] == 1
    assert response["output"].startswith("content/13.x/docs/fixture/claims.md:26: wrong says what is not so\n")
    assert response["output"].count("content/") == 1
    response = worker.send(request("flipped", "claims", tmp_path / "flipped.json"))
    assert response["exitCode"] == 1
    assert [line.partition(":")[2].partition(":")[0] for line in response["output"].splitlines() if line.startswith("content/")] == ["14", "22"]


def test_a_promise_that_rejects_after_its_flipped_test_ended_does_not_end_the_worker(worker: Worker, tmp_path: Path) -> None:
    # Flipped, the test fails before it awaits its promise, which rejects once the test is over.
    response = worker.send(request("flipped", "dangling", tmp_path / "flipped.json"))
    assert response["exitCode"] == 0, response["output"]
    # The worker lives on: the next page is served, and the late rejection is reported, not lost.
    after = worker.send(request("run", "passing", tmp_path / "run.json"))
    assert after["exitCode"] == 0, after["output"]
    assert "a promise rejected after its test had ended: late" in response["output"] + after["output"]
