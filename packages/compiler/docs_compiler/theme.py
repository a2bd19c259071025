"""The theme's colour tokens (theme.json): the stylesheet's variables and the highlighter's backgrounds.

One file holds them, so the contrast guarantee of highlighted code follows any change to the theme:
the web app's CSS variables are generated from it (//packages/web:theme_gen), and the highlighter
checks its colours against the code backgrounds computed from the same tokens.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Literal, TypedDict

Mode = Literal["light", "dark"]


class Theme(TypedDict):
    light: dict[str, str]
    dark: dict[str, str]
    highlightedLinePercent: int


HEADER = (
    "/* Generated from packages/compiler/docs_compiler/theme.json by //packages/web:theme_gen; do not edit.\n"
    "   After a change: ./tools/bazel run //packages/web:theme_gen_update */\n"
)


@lru_cache(maxsize=1)
def tokens() -> Theme:
    # A resource, not a path beside __file__: build actions import the compiler from a zip archive.
    theme: Theme = json.loads(resources.files("docs_compiler").joinpath("theme.json").read_text(encoding="utf-8"))
    return theme


def _mix(color: str, over: str, percent: int) -> str:
    """`color` at `percent` opacity over `over`, as the browser composites it (sRGB)."""
    a, b = (tuple(int(c.lstrip("#")[i : i + 2], 16) for i in (0, 2, 4)) for c in (color, over))
    return "#" + "".join(f"{round(x * percent / 100 + y * (100 - percent) / 100):02x}" for x, y in zip(a, b))


def code_backgrounds(mode: Mode) -> list[str]:
    """What code sits on: the code block (surface-muted) and a highlighted line (brand over it)."""
    colors = tokens()[mode]
    block = colors["surface-muted"]
    return [block, _mix(colors["brand"], block, tokens()["highlightedLinePercent"])]


def css() -> str:
    """The stylesheet's colours: Tailwind's @theme (light), the .dark overrides, and a highlighted
    line's background (brand over the code block, as code_backgrounds computes it)."""
    theme = tokens()
    light = "".join(f"  --color-{name}: {value};\n" for name, value in theme["light"].items())
    dark = "".join(f"    --color-{name}: {value};\n" for name, value in theme["dark"].items())
    # A literal percentage, so the CSS build can also write a fallback for browsers without color-mix().
    line = f"color-mix(in srgb, var(--color-brand) {theme['highlightedLinePercent']}%, transparent)"
    return (
        f"{HEADER}\n@theme {{\n{light}}}\n\n@layer base {{\n  .dark {{\n{dark}  }}\n}}\n\n"
        f"@layer components {{\n  .code-block .hll {{ background: {line}; }}\n}}\n"
    )


if __name__ == "__main__":
    import sys

    sys.stdout.write(css())
