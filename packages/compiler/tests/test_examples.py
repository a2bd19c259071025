"""The examples stage: which blocks become Jest files, where, and how they map back to the page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from docs_compiler import emit
from docs_compiler.stages import examples
from docs_compiler.__main__ import main
from docs_compiler.markdown.plugins import hidden_lines

PAGE = """\
---
title: Widget
---
# Widget

```tsx title="Widget.tsx"
export function Widget() {
  return null;
}
```

:::tip
```tsx title="Widget.test.tsx"
import { render } from '@testing-library/react-native';
import { Widget } from './Widget';

test('renders', () => {
  render(<Widget />);
});
```
:::

```tsx snippet
test('partial', () => {
  render(<Missing />);
});
```

```tsx title="Part.test.tsx"
# import { render } from '@testing-library/react-native';
#
# import { Widget } from './Widget';
test('hidden setup runs', () => {
  render(<Widget />);
});
```

```ts title="jest.setup.ts"
beforeAll(() => {});
```

```bash
npm test
```

:::install dev
@testing-library/react-native
:::

```tsx
import { screen } from '@testing-library/react-native';
import { Card } from './card/Card';

it('uses a fixture', () => {
  expect(screen).toBeDefined();
});
```

```tsx
  it('is a fragment of a describe block', () => {});
```
"""


def _extract(tmp_path: Path, page: str, fixtures: dict[str, str] | None = None) -> tuple[int, Path]:
    content = tmp_path / "content"
    source = content / "2.x/docs/widget.md"
    source.parent.mkdir(parents=True)
    source.write_text(page)
    args = []
    for rel, text in (fixtures or {}).items():
        path = content / "2.x/docs/examples/widget" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        args += ["--fixture", f"2.x/docs/examples/widget/{rel}"]
    out = tmp_path / "out"
    return main(["examples", "--content", str(content), "--out", str(out), *args, "2.x/docs/widget.md"]), out


def test_complete_tests_are_written_by_fence_line(tmp_path: Path) -> None:
    code, out = _extract(tmp_path, PAGE, {"card/Card.tsx": "export const Card = () => null;\n"})
    assert code == 0
    index = json.loads((out / "examples.json").read_text())
    keys = index.pop("keys")
    assert index.pop("claims") == {} and index.pop("releases") == {} and index.pop("releaseOnly") == {}
    assert index == {
        "source": "2.x/docs/widget.md",
        "tests": {"Part.L29.test.tsx": 29, "Widget.L13.test.tsx": 13, "example.L50.test.tsx": 50},
        "notRun": [6, 23, 38, 59],
        "skipped": {"23": "marked snippet", "59": "no test(...), it(...) or describe(...) at the top level"},
        "other": 1,
    }
    # Every TypeScript block the type check reads, by the key its quick info is kept under: one
    # for each block's content.
    assert sorted(map(int, keys)) == [6, 13, 23, 29, 38, 50, 59]
    assert len(set(keys.values())) == 7
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file() and p.name != emit.MARKER) == [
        "Part.L29.test.tsx", "Widget.L13.test.tsx", "Widget.tsx", "_check/L23.tsx", "_check/L38.ts", "_check/L59.tsx", "_check/L6.tsx", "card/Card.tsx", "example.L50.test.tsx", "examples.json", "jest.setup.ts",
    ]
    test = (out / "Widget.L13.test.tsx").read_text().split("\n")
    # Line N of the file is line 13 + N of the page; the page's setup is imported at the end.
    assert test[3] == "test('renders', () => {"
    assert test[-2] == "import './jest.setup.ts';"
    # Hidden lines run in place, without their mark, so the page's line numbers still hold.
    part = (out / "Part.L29.test.tsx").read_text().split("\n")
    assert part[:4] == ["import { render } from '@testing-library/react-native';", "", "import { Widget } from './Widget';", "test('hidden setup runs', () => {"]


def test_an_import_that_is_not_on_the_page_fails_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = _extract(tmp_path, PAGE)
    assert code == 1
    err = capsys.readouterr().err
    assert "content/2.x/docs/widget.md:52:1: error: the example imports './card/Card'" in err
    assert "content/2.x/docs/examples/widget/card/Card.tsx" in err


def test_a_fixture_outside_the_pages_examples_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    content = tmp_path / "content"
    (content / "2.x/docs/examples/other").mkdir(parents=True)
    (content / "2.x/docs/widget.md").write_text(PAGE)
    (content / "2.x/docs/examples/other/Card.tsx").write_text("export const Card = () => null;\n")
    code = main(["examples", "--content", str(content), "--out", str(tmp_path / "out"),
                 "--fixture", "2.x/docs/examples/other/Card.tsx", "2.x/docs/widget.md"])
    assert code == 2
    assert "2.x/docs/examples/other/Card.tsx is not under 2.x/docs/examples/widget/" in capsys.readouterr().err


def test_the_blocks_that_may_hide_lines_are_the_ones_the_stage_writes() -> None:
    assert hidden_lines.SCRIPTS == set(examples.EXTENSIONS)


def test_a_claim_that_names_releases_is_listed_for_them_and_an_ended_one_leaves_the_page_run(tmp_path: Path) -> None:
    page = "# Widget\n\n" + "".join(
        f"Sentence {cid}.{{claim:{cid}}}\n\n```tsx claim={cid}{meta}\ntest('{cid}', () => {{\n  expect(1).toBe(1);\n}});\n```\n\n"
        for cid, meta in (("still", " since=13.2.0"), ("ended", " since=9.0.0 until=11.5.0"), ("plain", ""), ("both", " on=12.9.0,13.0.1")))
    code, out = _extract(tmp_path, page)
    assert code == 0
    index = json.loads((out / "examples.json").read_text())
    assert index["releases"] == {"example.L5.test.tsx": {"since": ["13.2.0"]}, "example.L13.test.tsx": {"since": ["9.0.0"], "until": ["11.5.0"]},
                                 "example.L29.test.tsx": {"on": ["12.9.0", "13.0.1"]}}
    # The ended claim runs on its releases only; the others on the page's release as well.
    assert index["releaseOnly"] == {"example.L13.test.tsx": 13}
    assert sorted(index["tests"].values()) == [5, 21, 29]


CLAIMS_PAGE = """# Widget

One.{claim:one} Two.{claim:two} Timers.{claim:timers} Other act.{claim:other-act}

```tsx claim=one
# import { Text } from 'react-native';
# import { render, screen } from '@testing-library/react-native';
const Label = () => <Text>one</Text>;
test('one', () => {
  render(<Label />);
  expect(screen.getByText('one')).toBeTruthy();
});
```

```tsx claim=two
# import * as React from 'react';
# import { Text } from 'react-native';
# import { render, screen } from '@testing-library/react-native';
const Label = () => <Text>two</Text>;
test('two', () => {
  render(<Label />);
  expect(screen.getByText('two')).toBeTruthy();
});
```

```tsx claim=timers
# import { render } from '@testing-library/react-native';
jest.useFakeTimers();
test('timers', () => {
  expect(render).toBeDefined();
});
```

```tsx claim=other-act
# import { act } from 'react';
# import { render } from '@testing-library/react-native';
test('other act', () => {
  expect(act).toBeDefined();
});
```

```tsx claim=also-other-act
# import { act } from '@testing-library/react-native';
test('rntl act', () => {
  expect(act).toBeDefined();
});
```

Cited.{claim:also-other-act}
"""


def test_claims_that_can_share_a_file_run_in_one_each_in_its_describe_and_each_keeps_its_page_lines(tmp_path: Path) -> None:
    code, out = _extract(tmp_path, CLAIMS_PAGE)
    assert code == 0
    index = json.loads((out / "examples.json").read_text())
    # Fake timers would reach the next claim, and the last claim's `act` is another module's: they
    # keep files of their own. Every claim keeps its own file for the type check.
    assert sorted(index["tests"].values()) == [5, 15, 26, 34, 42]
    assert index["jest"] == {"claims.L5.test.tsx": 5, "example.L26.test.tsx": 26, "example.L42.test.tsx": 42}
    joined = (out / "claims.L5.test.tsx").read_text().split("\n")
    assert joined[:6] == ["import { render } from '@testing-library/react-native';", "import { screen } from '@testing-library/react-native';",
                          "import * as React from 'react';", "import { act } from 'react';", "import { Text } from 'react-native';", ""]
    page = CLAIMS_PAGE.split("\n")
    for first, last, page_first, fence in index["segments"]["claims.L5.test.tsx"]:
        assert joined[first - 2].startswith("describe(") and joined[last] == "});"
        # Each claim's lines, where the page has them.
        assert joined[first - 1:last] == page[page_first - 1:page_first + last - first]
        assert page[fence - 1].startswith("```tsx claim=")
    assert [s[3] for s in index["segments"]["claims.L5.test.tsx"]] == [5, 15, 34]
