"""The artifact schema covers what the web app reads (//packages/artifacts:artifacts_gen_test checks
the TypeScript generated from it)."""

import json

import pytest

from conftest import Site
from docs_compiler.markdown.markup import MARKUP, QUICK_INFO, QUICK_INFO_TIP
from docs_compiler.schema import artifact_schema
from docs_compiler.typescript import constants, declarations


def test_schema_covers_the_artifacts() -> None:
    defs = artifact_schema()["$defs"]
    for name in ("Manifest", "PageData", "DocPageData", "NotFoundPageData", "PageFrame", "DocPageFrame", "PageBody", "SearchDocument",
                 "SidebarGroup", "SidebarItem", "TocEntry", "Hero"):
        assert name in defs


def test_a_pages_data_is_its_frame_and_its_body_in_typescript() -> None:
    typescript = declarations(artifact_schema())
    for kind in ("Doc", "Overview", "Home", "Custom"):
        assert f"export interface {kind}PageData extends {kind}PageFrame, PageBody {{}}" in typescript
    assert "export type PageFrame = DocPageFrame | OverviewPageFrame | HomePageFrame | CustomPageFrame;" in typescript


def test_a_type_made_of_parts_must_hold_their_fields_and_no_other() -> None:
    schema = artifact_schema()
    defs = schema["$defs"]
    extra = {**defs["DocPageData"], "properties": {**defs["DocPageData"]["properties"], "extra": {"type": "string"}}}
    with pytest.raises(ValueError, match="DocPageData is not made of DocPageFrame, PageBody"):
        declarations({**schema, "$defs": {**defs, "DocPageData": extra}})


def test_the_sidebar_union_is_one_named_type() -> None:
    typescript = declarations(artifact_schema())
    assert "export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;" in typescript
    assert "items: SidebarItem[];" in typescript


def test_every_name_of_the_markup_contract_is_what_pages_carry(site: Site) -> None:
    # The browser finds tabs, copy buttons, permalinks, router links and claims by these names only.
    page = "# A\n\n## Part\n\n[b](./b.md)\n\n```sh\nnpm i\n```\n\n::::tabs group=pm\n:::tab npm\nOne.\n:::\n:::tab yarn\nTwo.\n:::\n::::\n"
    page += "\nIt holds.{claim:holds}\n\n```tsx claim=holds\ntest('holds', () => expect(1).toBe(1));\n```\n"
    files, reporter = site.write({"2.x/docs/a.md": page, "2.x/docs/b.md": "# B\n"}).compile()
    assert reporter.errors == []
    data = json.loads(files["2.x/pages/docs/a.json"])
    html = data["html"] + data["tips"]
    # Quick info's names need the type check's output: test_quick_info.py holds pages to them.
    for name in set(MARKUP.values()) - {QUICK_INFO, QUICK_INFO_TIP}:
        assert name in html, name
    assert "export const MARKUP = {" in constants({"MARKUP": MARKUP})
    assert "MARKUP" not in declarations(artifact_schema())


def test_raw_html_links_carry_the_route_like_markdown_links(site: Site) -> None:
    # The client router navigates by the route the compiler resolved, whoever wrote the link.
    page = '# A\n\n[md](./b.md#part)\n\n<p><a href="./b.md#part">raw</a> <a href="https://example.com">out</a></p>\n'
    files, reporter = site.write({"2.x/docs/a.md": page, "2.x/docs/b.md": "# B\n\n## Part\n"}).compile()
    assert reporter.errors == []
    html = json.loads(files["2.x/pages/docs/a.json"])["html"]
    route = MARKUP["route"]
    assert f'{route}="/docs/b#part">md</a>' in html
    assert f'{route}="/docs/b#part">raw</a>' in html
    assert '<a href="https://example.com">out</a>' in html
