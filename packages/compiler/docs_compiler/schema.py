"""JSON Schema of the artifacts that cross from one language to the other, from which the TypeScript
types are generated: what the compiler writes for the prerender and the browser, and what the
prerender writes for the live preview."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from .models import Manifest, NotFoundPageData, PageBody, PageData, PageFrame, SearchDocument, VersionFiles


def artifact_schema() -> dict[str, Any]:
    # One type per file that crosses: a version's manifest.json and 404.json, each page's frame
    # (the link stage's pages/PAGE.json), body (the page stage's PAGE.body.json) and search
    # sections (PAGE.search.json, a list), a page's data in the bundle (the prerender's, frame and
    # body), and the names the prerender's version step gave a version's files. PageData and
    # PageFrame are unions (type aliases, not models): TypeAdapter takes both kinds alike.
    roots: list[Any] = [Manifest, NotFoundPageData, PageFrame, PageBody, SearchDocument, PageData, VersionFiles]
    _, schema = TypeAdapter.json_schemas(
        [(root, "serialization", TypeAdapter(root)) for root in roots],
        by_alias=True,
        title="Docs artifacts",
    )
    return schema
