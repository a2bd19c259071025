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


CONTAINERS = """\
---
title: Setup
---

# Setup

:::tip Before you start
Read the `jest` section first.
:::

:::install dev
@testing-library/react-native
:::

```ts title="jest.setup.ts"
import '@testing-library/react-native/extend-expect';
```

<details><summary>Why a <b>setup</b> file?</summary>So every test shares it.</details>

::::tabs group=pm
:::tab Yarn
Run yarn &amp; wait.
:::
::::

## Next

Done.[^1]

[^1]: A note about `waitFor`.
"""


def test_section_text_is_what_the_author_wrote_not_the_markup_around_it(site: Site) -> None:
    files, reporter = site.write({"2.x/docs/setup.md": CONTAINERS}).compile()
    assert reporter.errors == []
    docs = {d["id"]: d for d in json.loads(files["2.x/search.json"])}
    intro = docs["/docs/setup"]["content"]
    for written in ("Before you start", "Read the jest section first.", "npm install --save-dev @testing-library/react-native",
                    "yarn add --dev @testing-library/react-native", "jest.setup.ts import '@testing-library/react-native/extend-expect';",
                    "Why a setup file? So every test shares it.", "Run yarn & wait."):
        assert written in intro, written
    # Tab labels, copy buttons and tag names are the renderer's, not the author's.
    for markup in ("Copy", "tablist", "Yarn", "<", "details"):
        assert markup not in intro, markup
    assert docs["/docs/setup#next"]["content"] == "Done. A note about waitFor."


def test_hidden_lines_of_an_example_are_not_searched(site: Site) -> None:
    page = "---\ntitle: Hidden\n---\n\n# Hidden\n\n```tsx\n# const Secret = () => null;\nrender(<Secret />);\n```\n"
    files, reporter = site.write({"2.x/docs/hidden.md": page}).compile()
    assert reporter.errors == []
    content = json.loads(files["2.x/search.json"])[0]["content"]
    assert "render(<Secret />);" in content
    assert "const Secret" not in content
