"""Version claims: fixtures/claims/claims.md, built against a made-up API history, fails exactly
where fixtures/claims/claims.errors says (line:column: message, in order); the rest is unit tests."""

from __future__ import annotations

from conftest import FIXTURES, Site
from docs_compiler.models import ApiHistory
from docs_compiler.stages.runner import compile_site
from docs_compiler.markdown.plugins.version_claims import Resolver, problem

CLAIMS = FIXTURES / "claims"
API = ApiHistory.model_validate_json((CLAIMS / "api-history.json").read_bytes())


def test_claims_fail_where_the_golden_file_says(site: Site) -> None:
    site.write({"2.x/docs/claims.md": (CLAIMS / "claims.md").read_text()}, sidebar=["/docs/claims"])
    _, reporter = compile_site(site.root, api=API)
    expected = [f"content/2.x/docs/claims.md:{line}" for line in (CLAIMS / "claims.errors").read_text().splitlines()]
    assert [str(e) for e in reporter.errors] == expected


def test_right_claims_pass_and_the_page_builds(site: Site) -> None:
    lines = (CLAIMS / "claims.md").read_text().splitlines()
    right = "\n".join(line for line in lines if not line.startswith("Wrong")).replace("1.2.0", "1.1.1").replace("1.1.0 |", "2.0.0 |")
    site.write({"2.x/docs/claims.md": right}, sidebar=["/docs/claims"])
    files, reporter = compile_site(site.root, api=API)
    assert reporter.errors == [] and "2.x/pages/docs/claims.json" in files


def test_without_an_exhaustive_major_nothing_is_checked(site: Site) -> None:
    site.write({"2.x/docs/claims.md": (CLAIMS / "claims.md").read_text()}, sidebar=["/docs/claims"])
    _, reporter = compile_site(site.root, api=API.model_copy(update={"exhaustive": []}))
    assert reporter.errors == []


def test_a_member_resolves_only_when_every_reading_agrees_on_its_arrival() -> None:
    resolver = Resolver(API)
    assert resolver.keys("clear()") == ["userEvent.clear"]
    assert sorted(resolver.keys("press")) == ["fireEvent.press", "userEvent.press"]
    assert resolver.arrival(resolver.keys("press")) is None
    assert resolver.arrival(resolver.keys("rerenderAsync")) == "2.1.0"
    assert resolver.keys("configure({ concurrentRoot: true, unknown: 1 })") == ["configure({ concurrentRoot })"]
    assert sorted(resolver.keys("*ByHint")) == ["findByHint", "getByHint"]
    assert resolver.keys("role") == [] and resolver.keys("aria-*") == []


def test_a_claim_names_a_release_exactly_or_a_minor() -> None:
    assert problem(API, "x", "1.1.1", "1.1.1") is None
    assert problem(API, "x", "1.1.1", "1.1") is None
    assert problem(API, "x", "1.1.1", "1.1.0") == "`x` is said to arrive in 1.1.0, but it first appears in 1.1.1: write 1.1.1"
    assert problem(API, "x", "1.1.1", "7.0") is None  # not a major the history reads in full
