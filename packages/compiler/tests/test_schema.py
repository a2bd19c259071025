"""The artifact schema covers what the web app reads (//packages/web:artifacts_gen_test checks the
TypeScript generated from it)."""

from docs_compiler.schema import artifact_schema
from docs_compiler.typescript import declarations


def test_schema_covers_the_artifacts() -> None:
    defs = artifact_schema()["$defs"]
    for name in ("Manifest", "PageData", "DocPageData", "NotFoundPageData", "SearchDocument", "SidebarGroup", "SidebarItem", "TocEntry", "Hero"):
        assert name in defs


def test_the_sidebar_union_is_one_named_type() -> None:
    typescript = declarations(artifact_schema())
    assert "export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;" in typescript
    assert "items: SidebarItem[];" in typescript
