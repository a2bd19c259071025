"""Build events as the dev client reads them: one SSE message, page data carried only when small."""

from __future__ import annotations

import orjson

from docs_dev.events import PUSHED_BYTES, event


def _data(message: bytes) -> dict[str, object]:
    assert message.startswith(b"data: ") and message.endswith(b"\n\n")
    line = message[len(b"data: "):-2]
    # A line break inside would end the message's data early.
    assert b"\n" not in line
    parsed: dict[str, object] = orjson.loads(line)
    return parsed


def test_small_page_data_travels_in_the_update_as_json() -> None:
    page = orjson.dumps({"title": "Render", "html": "<p>one\ntwo</p>"}) + b"\n"
    data = _data(event("update", 3, [], ["2.x"], [], ["2.x/pages/docs/api.json"], {"2.x/pages/docs/api.json": page}))
    assert data["pages"] == {"2.x/pages/docs/api.json": {"title": "Render", "html": "<p>one\ntwo</p>"}}
    assert data["files"] == ["2.x/pages/docs/api.json"] and data["generation"] == 3


def test_page_data_over_the_budget_is_left_to_a_request() -> None:
    half = orjson.dumps({"html": "x" * (PUSHED_BYTES // 2)}) + b"\n"
    pages = {"2.x/pages/a.json": half, "2.x/pages/b.json": half}
    data = _data(event("update", 4, [], ["2.x"], [], sorted(pages), pages))
    assert data["pages"] == {} and data["files"] == sorted(pages)
    assert _data(event("status", 4, []))["pages"] == {}
