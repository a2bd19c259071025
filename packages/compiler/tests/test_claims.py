"""Claims with evidence (plugins/claims.py): the real compiler on real Markdown."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from conftest import Site

PAGE = """\
# Render

A second render leaves the first tree readable.{claim:older-tree} Nothing else is claimed here.

```tsx claim=older-tree
# import { render } from '@testing-library/react-native';
test('reads the older tree', () => {
  expect(render).toBeDefined();
});
```

Shown code stays shown.

```tsx
const shown = true;
```
"""


def compiled(site: Site, page: str) -> tuple[dict[str, Any], list[str]]:
    files, reporter = site.write({"2.x/docs/render.md": page}).compile()
    data = json.loads(files["2.x/pages/docs/render.json"]) if "2.x/pages/docs/render.json" in files else {}
    return data, [str(d) for d in reporter.diagnostics]


def test_a_cited_claim_is_a_tested_button_that_opens_its_test_and_the_block_is_not_shown(site: Site) -> None:
    data, problems = compiled(site, PAGE)
    assert problems == []
    html = data["html"]
    button = re.search(r'<button type="button" class="claim" popovertarget="claim-older-tree" aria-label="tested: [^"]+">tested</button>', html)
    assert button and html.index("readable.") < button.start() < html.index("Nothing else")
    # The test travels with the page's data, not its HTML (models.PageBody.tips).
    assert "claim-source" not in html
    source = re.search(r'<div class="claim-source" id="claim-older-tree" popover>(.*?)</div>', data["tips"], re.S)
    assert source, data["tips"]
    text = re.sub(r"<[^>]+>", "", source.group(1))
    # The test as a reader may read it: hidden lines left out, as in any shown block.
    assert "reads the older tree" in text and "import" not in text
    # Where the block stands, nothing: one code block on the page, the shown one.
    assert html.count('<div class="code-block"') == 1 and "const" in html


def test_the_twin_keeps_a_short_form_and_search_has_no_marker(site: Site) -> None:
    files, _ = site.write({"2.x/docs/render.md": PAGE}).compile()
    twin = files["2.x/md/docs/render.md"].decode()
    assert "leaves the first tree readable. (tested) Nothing else" in twin
    assert "reads the older tree" not in twin
    search = json.loads(files["2.x/search.json"])
    assert search and not any("tested" in s["content"] or "reads the older tree" in s["content"] for s in search)


@pytest.mark.parametrize(("page", "message"), [
    (PAGE.replace("{claim:older-tree}", "{claim:newer-tree}"),
     ["3:48: error: '{claim:newer-tree}' cites no claim of this page", "5:1: error: claim 'older-tree' is cited by no sentence"]),
    (PAGE.replace("```tsx claim=older-tree", "```tsx claim=older-tree snippet"), ["5:1: error: claim 'older-tree' is marked `snippet`, so it never runs"]),
    (PAGE.replace("test('reads the older tree', () => {", "function reads() {").replace("});\n```\n\nShown", "}\n```\n\nShown"),
     ["5:1: error: claim 'older-tree' has no test(...), it(...) or describe(...) at the top level"]),
    (PAGE.replace("```tsx claim=older-tree", "```bash claim=older-tree"), ["5:1: error: claim 'older-tree' is a bash block"]),
    (PAGE.replace("claim=older-tree\n", "claim=Older_Tree\n"), ["5:1: error: claim id 'Older_Tree' is not valid"]),
    (PAGE + "\n```tsx claim=older-tree\ntest('again', () => expect(1).toBe(1));\n```\n", ["18:1: error: claim 'older-tree' is defined twice on this page (first at line 5)"]),
])
def test_a_claim_that_cannot_prove_its_sentence_fails_the_build_at_its_line(site: Site, page: str, message: list[str]) -> None:
    _, problems = compiled(site, page)
    for expected in message:
        assert any(expected in p for p in problems), (expected, problems)
