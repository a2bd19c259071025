"""Highlighted code stays readable: every token colour meets WCAG AA on the theme's code backgrounds."""

import re

from docs_compiler import theme
from docs_compiler.markdown import contrast, highlight


def test_every_token_colour_meets_aa_in_both_themes() -> None:
    sheet = highlight.stylesheet()
    checked = 0
    for line in sheet.splitlines():
        match = re.search(r"color: (#[0-9a-fA-F]{3,6})", line)
        if not match:
            continue
        backgrounds = highlight.DARK_BACKGROUNDS if line.startswith(".dark ") else highlight.LIGHT_BACKGROUNDS
        for bg in backgrounds:
            assert contrast.ratio(match.group(1), bg) >= contrast.AA, line
        checked += 1
    assert checked > 50


def test_readable_leaves_good_colours_alone_and_fixes_weak_ones() -> None:
    assert contrast.readable("#000000", ["#ffffff"]) == "#000000"
    fixed = contrast.readable("#aaaaaa", ["#ffffff"])
    assert fixed != "#aaaaaa" and contrast.ratio(fixed, "#ffffff") >= contrast.AA
    lighter = contrast.readable("#333333", ["#111111"])
    assert contrast.luminance(lighter) > contrast.luminance("#333333")
    assert contrast.ratio(lighter, "#111111") >= contrast.AA


def test_ratio_matches_known_values() -> None:
    assert round(contrast.ratio("#000000", "#ffffff"), 1) == 21.0
    assert round(contrast.ratio("#777777", "#ffffff"), 2) == 4.48


def test_the_checked_backgrounds_are_the_themes() -> None:
    # Code blocks sit on surface-muted; a highlighted line is brand at the theme's percentage over it.
    for mode in ("light", "dark"):
        block, line = theme.code_backgrounds(mode)
        assert block == theme.tokens()[mode]["surface-muted"]
        assert contrast.ratio(line, block) > 1.0
    assert (highlight.LIGHT_BACKGROUNDS, highlight.DARK_BACKGROUNDS) == (theme.code_backgrounds("light"), theme.code_backgrounds("dark"))


def test_the_stylesheet_variables_come_from_the_same_tokens() -> None:
    css = theme.css()
    for mode in ("light", "dark"):
        for name, value in theme.tokens()[mode].items():
            assert f"--color-{name}: {value};" in css
    assert f"var(--color-brand) {theme.tokens()['highlightedLinePercent']}%, transparent" in css
