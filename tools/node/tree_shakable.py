"""Copies a package's ES modules with the statements that defeat esbuild's tree shaking removed.

react-router ships all of its components in one module and follows each with a `displayName`
assignment; esbuild must keep an assignment to a property (it may be a setter) and so every
component it names, used or not, plus the `forwardRef`/`memo`/`createContext` calls that make
them, which it cannot know to be pure. Dropping the assignments (they only label components in
React's developer tools) and marking those React calls pure lets esbuild keep only what the app
imports. Fails when a module matches nothing, so a package update that changes shape is noticed.

usage: tree_shakable.py OUT_DIR MODULE...   (the modules of one directory of the package)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

DISPLAY_NAME = re.compile(r'^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n', re.M)
PURE_CALL = re.compile(r"(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()")


def transform(source: str) -> tuple[str, int]:
    """The module without displayName assignments, its React component factories marked pure."""
    source, dropped = DISPLAY_NAME.subn("", source)
    source, marked = PURE_CALL.subn(r"/* @__PURE__ */ \1", source)
    return source, dropped + marked


def main(argv: list[str]) -> int:
    out, modules = Path(argv[0]), [Path(m) for m in argv[1:]]
    out.mkdir(parents=True, exist_ok=True)
    changes = 0
    for module in modules:
        text, count = transform(module.read_text(encoding="utf-8"))
        changes += count
        (out / module.name).write_text(text, encoding="utf-8")
    if not changes:
        print(f"tree_shakable: nothing to change in {', '.join(map(str, modules))}: did the package change shape?", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
