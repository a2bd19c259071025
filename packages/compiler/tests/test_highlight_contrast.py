"""Highlighted code stays readable: every token colour meets WCAG AA on what the token sits on."""

from pygments.formatters import HtmlFormatter
from pygments.styles import get_style_by_name

from docs_compiler import theme
from docs_compiler.markdown import contrast, highlight


def test_every_token_colour_meets_aa_on_what_it_sits_on_in_both_themes() -> None:
    # A token with a background of its own (github-dark's diff lines) sits on it, not on the code's.
    checked = own = 0
    for line in highlight.stylesheet().splitlines():
        rule = contrast.declarations(line)
        if "color" not in rule:
            continue
        code = highlight.DARK_BACKGROUNDS if line.startswith(".dark ") else highlight.LIGHT_BACKGROUNDS
        for bg in contrast.sits_on(rule, code):
            assert contrast.ratio(rule["color"], bg) >= contrast.AA, line
        checked += 1
        own += "background-color" in rule
    assert checked > 50 and own >= 2


def test_only_text_colours_change_every_other_declaration_is_the_styles() -> None:
    # A token's own background is what it sits on: made "readable" it would hide the text.
    ours = highlight.stylesheet().splitlines()
    for style, scope in ((highlight.LIGHT_STYLE, ".highlight"), (highlight.DARK_STYLE, ".dark .highlight")):
        defs: str = HtmlFormatter(style=get_style_by_name(style)).get_style_defs(scope)  # type: ignore[no-untyped-call]
        for line in defs.splitlines():
            if not line.startswith(scope + " .") or line.startswith(scope + " .hll"):
                continue
            selector = line.partition(" {")[0]
            [mine] = [r for r in ours if r.partition(" {")[0] == selector]
            expected = {k: v for k, v in contrast.declarations(line).items() if k != "color"}
            assert {k: v for k, v in contrast.declarations(mine).items() if k != "color"} == expected, mine


def test_declarations_and_what_a_token_sits_on() -> None:
    rule = contrast.declarations(".dark .highlight .gd { color: #FFA198; background-color: #490202 } /* Generic.Deleted */")
    assert rule == {"color": "#FFA198", "background-color": "#490202"}
    assert contrast.sits_on(rule, ["#222028", "#373145"]) == ["#490202"]
    assert contrast.sits_on({"color": "#FF7B72"}, ["#222028", "#373145"]) == ["#222028", "#373145"]
    # Against its own dark background the light text already passes: it stays, and so does the background.
    line = ".dark .highlight .gd { color: #FFA198; background-color: #490202 } /* Generic.Deleted */"
    assert contrast.with_readable_color(line, ["#f4f4f6"]) == line


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
