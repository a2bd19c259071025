"""tree_shakable.py: what it removes and marks, and that a module it cannot change fails the build."""

from __future__ import annotations

from pathlib import Path

import tree_shakable

MODULE = '''import * as React3 from "react";
var LocationContext = React3.createContext(null);
LocationContext.displayName = "Location";
var Link = React3.forwardRef(function LinkWithRef(props, ref) {
  return render(props, ref);
});
Link.displayName = "Link";
var label = { displayName: "kept" };
label.displayName = other;
'''


def test_drops_display_names_and_marks_component_factories_pure() -> None:
    text, changes = tree_shakable.transform(MODULE)
    assert "LocationContext.displayName" not in text and 'Link.displayName = "Link"' not in text
    assert "var LocationContext = /* @__PURE__ */ React3.createContext(null);" in text
    assert "var Link = /* @__PURE__ */ React3.forwardRef(" in text
    # Only string labels go: an assignment of anything else may matter.
    assert "label.displayName = other;" in text and 'displayName: "kept"' in text
    assert changes == 4


def test_copies_every_module_and_fails_when_nothing_matches(tmp_path: Path) -> None:
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "chunk.mjs").write_text(MODULE)
    (tmp_path / "in" / "index.mjs").write_text('export { Link } from "./chunk.mjs";\n')
    assert tree_shakable.main([str(tmp_path / "out"), str(tmp_path / "in" / "chunk.mjs"), str(tmp_path / "in" / "index.mjs")]) == 0
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["chunk.mjs", "index.mjs"]
    assert tree_shakable.main([str(tmp_path / "out2"), str(tmp_path / "in" / "index.mjs")]) == 1
