"""WCAG contrast arithmetic, used to keep highlighted code readable on the theme's backgrounds."""

from __future__ import annotations

import re
from collections.abc import Mapping

AA = 4.5
# One rule as Pygments writes it: `.highlight .gd { color: #A00000; background-color: #fdd } /* ... */`.
_RULE = re.compile(r"(?P<selector>[^{]*?) \{ (?P<body>[^}]*?) \}(?P<rest>.*)")


def _channel(c: float) -> float:
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(color: str) -> tuple[int, int, int]:
    h = color.lstrip("#")
    if len(h) == 3:
        h = "".join(ch * 2 for ch in h)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def luminance(color: str) -> float:
    r, g, b = (_channel(v / 255) for v in _rgb(color))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: str, b: str) -> float:
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def readable(color: str, backgrounds: list[str], target: float = AA) -> str:
    """`color`, moved towards black (light backgrounds) or white (dark ones) just enough to reach
    `target` against every background; colours that already pass are returned unchanged."""
    if all(ratio(color, bg) >= target for bg in backgrounds):
        return color
    dark_bg = luminance(backgrounds[0]) < 0.5
    end = (255, 255, 255) if dark_bg else (0, 0, 0)
    start = _rgb(color)
    for step in range(1, 101):
        t = step / 100
        mixed = "#" + "".join(f"{round(s + (e - s) * t):02x}" for s, e in zip(start, end))
        if all(ratio(mixed, bg) >= target for bg in backgrounds):
            return mixed
    return "#" + "".join(f"{v:02x}" for v in end)


def declarations(rule: str) -> dict[str, str]:
    """The declarations of one stylesheet rule, by property (`color`, `background-color`, ...)."""
    m = _RULE.fullmatch(rule)
    if not m:
        raise ValueError(f"not a one-line CSS rule: {rule!r}")
    return {prop.strip(): value.strip() for prop, _, value in (d.partition(":") for d in m["body"].split(";")) if prop.strip()}


def sits_on(rule: Mapping[str, str], code: list[str]) -> list[str]:
    """The backgrounds a token's text sits on: its own when its rule gives it one (it covers the code
    behind it), else every background code sits on (the code block and a highlighted line)."""
    own = rule.get("background-color")
    return [own] if own else code


def with_readable_color(rule: str, code: list[str]) -> str:
    """The rule with its text colour made `readable` on what the text sits on; nothing else changed."""
    m = _RULE.fullmatch(rule)
    values = declarations(rule)
    if not m or "color" not in values:
        return rule
    color = readable(values["color"], sits_on(values, code))
    body = "; ".join(f"{prop}: {color if prop == 'color' else value}" for prop, value in values.items())
    return f"{m['selector']} {{ {body} }}{m['rest']}"
