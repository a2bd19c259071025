"""JSON Schema of the artifacts, from which the web app's TypeScript types are generated."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from .models import Manifest, PageData, SearchDocument


def artifact_schema() -> dict[str, Any]:
    # PageData is a union (a type alias, not a model): TypeAdapter takes both kinds alike.
    roots: list[Any] = [Manifest, PageData, SearchDocument]
    _, schema = TypeAdapter.json_schemas(
        [(root, "serialization", TypeAdapter(root)) for root in roots],
        by_alias=True,
        title="Docs artifacts",
    )
    return schema
