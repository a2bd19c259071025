"""Search documents: one per section, with the identifiers its tables and lists document."""

from __future__ import annotations

import json

from conftest import Site

PAGE = """\
---
title: Render
---

# Render

Intro with `render` used inline.

## Options

| Option | Type | Meaning |
|---|---|---|
| `wrapper` | `ComponentType` | Wraps the tree; see `createNodeMock` too. |
| `createNodeMock(element)` | `function` | Mocks refs. |
| `y` / `x` | `number` | Offsets. |
| plain words | `string` | Not a name. |

## Result

- `rerender(element)` renders again.
- `toJSON()` and `debug()` print the tree.
- A line that mentions `unmount` later.
- `opacity: 0` is not an identifier.

### Nested

Text only.
"""


def test_sections_carry_the_names_their_tables_and_lists_open_with(site: Site) -> None:
    files, reporter = site.write({"2.x/docs/api/render.md": PAGE}).compile()
    assert reporter.errors == []
    docs = {d["id"]: d for d in json.loads(files["2.x/search.json"])}
    assert docs["/docs/api/render"]["names"] == []
    assert docs["/docs/api/render#options"]["names"] == ["wrapper", "createNodeMock", "y", "x"]
    assert docs["/docs/api/render#result"]["names"] == ["rerender", "toJSON"]
    assert docs["/docs/api/render#nested"]["names"] == []
    assert docs["/docs/api/render#nested"]["headers"] == ["Result", "Nested"]
    assert "createNodeMock" in docs["/docs/api/render#options"]["content"]
