"""A fresh copy of the compiler's two-version fixture site for each test."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest


def fixture_site() -> Path:
    # Under Bazel the fixture is in the runfiles; by hand, beside this checkout's compiler.
    for root in (Path(os.environ.get("TEST_SRCDIR", "")) / os.environ.get("TEST_WORKSPACE", ""), Path(__file__).parents[3]):
        site = root / "packages/compiler/tests/fixtures/site"
        if (site / "site.yaml").is_file():
            return site
    raise FileNotFoundError("packages/compiler/tests/fixtures/site")


@pytest.fixture
def content(tmp_path: Path) -> Path:
    target = tmp_path / "content"
    shutil.copytree(fixture_site(), target)
    return target
