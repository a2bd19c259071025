"""The web app's TypeScript types are exactly what the artifact schema generates."""

from pathlib import Path

from docs_compiler.schema import artifact_schema
from docs_compiler.typescript import declarations

GENERATED = Path(__file__).resolve().parents[2] / "web" / "src" / "shared" / "artifacts.gen.ts"


def test_typescript_types_match_the_schema() -> None:
    assert GENERATED.read_text() == declarations(artifact_schema()), (
        "packages/web/src/shared/artifacts.gen.ts is stale: run "
        "`cd packages/compiler && python -m docs_compiler.typescript > ../web/src/shared/artifacts.gen.ts`"
    )


def test_schema_covers_the_artifacts() -> None:
    defs = artifact_schema()["$defs"]
    for name in ("Manifest", "PageData", "SearchDocument", "SidebarGroup", "TocEntry", "Frontmatter"):
        assert name in defs
