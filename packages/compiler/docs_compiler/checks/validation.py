"""Turns Pydantic validation errors into messages an author can act on."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError


def pydantic_problems(error: ValidationError, what: str) -> list[tuple[tuple[Any, ...], str]]:
    """(location, message) per error, e.g. ("hero", "actions", 0), "frontmatter key hero.actions.0.text: ..."."""
    out = []
    for err in error.errors():
        loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and p[:1].isupper()))
        dotted = ".".join(str(p) for p in loc) or "(root)"
        if err["type"] == "extra_forbidden":
            msg = f"unknown {what} key '{dotted}': remove it or check its spelling"
        elif err["type"] == "missing":
            msg = f"{what} key '{dotted}' is required"
        else:
            msg = f"{what} key '{dotted}': {err['msg'].removeprefix('Value error, ')} (got {err.get('input')!r})"
        out.append((loc, msg))
    return out
