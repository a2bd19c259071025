"""Golden pages from the real content: the compiler's HTML for representative pages of both versions.

A compiler change that alters real output shows up here as a diff to review. After an intended
change (to the compiler or to these pages), regenerate with:
  UPDATE_GOLDEN=1 PYTHONPATH=packages/compiler python3 -m pytest content/tests/test_golden.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from test_site import PREFIX, artifacts, manifest

GOLDEN = Path(__file__).resolve().parent / "golden"
PAGES = [
    ("13.x", "/docs/start/quick-start"),
    ("13.x", "/docs/advanced/testing-env"),
    ("12.x", "/docs/api/jest-matchers"),
]


@pytest.mark.parametrize(("version", "route"), PAGES)
def test_real_page_matches_its_golden_html(version: str, route: str) -> None:
    entry = next(r for r in manifest(version)["routes"] if r["path"] == PREFIX[version] + route)
    html = json.loads(artifacts()[f"{version}/{entry['file']}"])["html"]
    golden = GOLDEN / f"{version}{route.replace('/', '_')}.html"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(html)
    assert golden.exists(), f"{golden.name} is missing: run with UPDATE_GOLDEN=1"
    assert html == golden.read_text(), f"{version}{route} renders differently from {golden.name}"
