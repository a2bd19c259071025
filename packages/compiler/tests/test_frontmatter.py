"""Frontmatter: valid YAML becomes a typed model; every problem carries the file line."""

from docs_compiler.markdown.frontmatter import split


def test_valid_frontmatter_is_typed_and_body_located() -> None:
    page, problems = split("---\ntitle: Render\ndescription: Draws it.\n---\n# Render\n")
    assert problems == []
    assert page is not None
    assert (page.frontmatter.title, page.frontmatter.description, page.frontmatter.page_type) == ("Render", "Draws it.", "doc")
    assert page.body == "# Render\n"
    assert page.body_line == 5


def test_no_frontmatter_means_defaults() -> None:
    page, problems = split("# Just a page\n")
    assert problems == [] and page is not None and page.frontmatter.title is None


def test_invalid_yaml_names_the_line() -> None:
    _, problems = split("---\ntitle: ok\ndescription: [unclosed\n---\nbody\n")
    assert len(problems) == 1
    assert problems[0].line == 4
    assert "invalid YAML" in problems[0].message


def test_unknown_key_names_its_line_and_the_fix() -> None:
    _, problems = split("---\ntitle: ok\ntitel: typo\n---\n")
    assert [(p.line, p.message) for p in problems] == [(3, "unknown frontmatter key 'titel': did you mean 'title'?")]


def test_unknown_key_with_no_near_match_says_to_remove_it() -> None:
    _, problems = split("---\ntitle: ok\nbogus: 1\nhero:\n  name: N\n  tagLine: t\n---\n")
    assert sorted((p.line, p.message) for p in problems) == [
        (3, "unknown frontmatter key 'bogus': remove it or check its spelling"),
        (6, "unknown frontmatter key 'hero.tagLine': did you mean 'tagline'?"),
    ]


def test_mistyped_nested_key_names_its_line() -> None:
    _, problems = split("---\nhero:\n  name: Site\n  actions:\n    - text: Go\n      link: 3\n---\n")
    assert len(problems) == 1
    assert problems[0].line == 6
    assert "hero.actions.0.link" in problems[0].message


def test_unclosed_frontmatter() -> None:
    _, problems = split("---\ntitle: never closed\n# Body\n")
    assert problems[0].line == 1 and "never closed" in problems[0].message


def test_frontmatter_must_be_a_mapping() -> None:
    _, problems = split("---\n- a\n- b\n---\n")
    assert "mapping" in problems[0].message
