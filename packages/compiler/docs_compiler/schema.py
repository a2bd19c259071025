"""JSON Schema of the artifacts, from which the web app's TypeScript types are generated."""

from __future__ import annotations

from typing import Any

from pydantic.json_schema import models_json_schema

from .models import Manifest, PageData, SearchDocument


def artifact_schema() -> dict[str, Any]:
    _, schema = models_json_schema(
        [(m, "serialization") for m in (Manifest, PageData, SearchDocument)],
        by_alias=True,
        title="Docs artifacts",
    )
    return schema
