"""Turns Pydantic validation errors into messages an author can act on."""

from __future__ import annotations

import difflib
import types
from inspect import isclass
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from typing_extensions import TypeAliasType


def pydantic_problems(error: ValidationError, what: str, model: type[BaseModel]) -> list[tuple[tuple[Any, ...], str]]:
    """(location, message) per error, e.g. ("hero", "actions", 0), "frontmatter key hero.actions.0.text: ..."."""
    out = []
    for err in error.errors():
        loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and p[:1].isupper()))
        if err["type"] == "union_tag_invalid":
            # An unknown tag (analytics provider: plausible) is the tag key's problem, not its mapping's.
            loc += (str(err.get("ctx", {}).get("discriminator", "")).strip("'"),)
        dotted = ".".join(str(p) for p in loc) or "(root)"
        if err["type"] == "extra_forbidden":
            key = str(err["loc"][-1])
            near = difflib.get_close_matches(key, known_keys(model, err["loc"][:-1]), n=1, cutoff=0.6)
            hint = f"did you mean '{near[0]}'?" if near else "remove it or check its spelling"
            msg = f"unknown {what} key '{dotted}': {hint}"
        elif err["type"] == "missing":
            msg = f"{what} key '{dotted}' is required"
        else:
            msg = f"{what} key '{dotted}': {err['msg'].removeprefix('Value error, ')} (got {err.get('input')!r})"
        out.append((loc, msg))
    return out


def known_keys(model: type[BaseModel], loc: tuple[Any, ...]) -> list[str]:
    """The keys, as written (camelCase), of the mapping at loc in a document the model validates.

    loc is Pydantic's error location: keys, list indices, and the tag or class name of the union
    member it tried (sidebar items: 'group'; hero: 'Hero')."""
    at: list[Any] = [model]
    for part in loc:
        at = [step for t in at for leaf in _members(t) for step in _step(leaf, part)]
    return sorted({field.alias or name for t in at for leaf in _members(t) if _is_model(leaf) for name, field in leaf.model_fields.items()})


def _is_model(t: Any) -> bool:
    return isclass(t) and issubclass(t, BaseModel)


def _members(t: Any) -> list[Any]:
    """A type with its aliases, Annotated wrappers and unions taken apart."""
    if isinstance(t, TypeAliasType):
        return _members(t.__value__)
    origin = get_origin(t)
    if origin is Annotated:
        return _members(get_args(t)[0])
    if origin in (Union, types.UnionType):
        return [m for arg in get_args(t) for m in _members(arg)]
    return [t]


def _step(t: Any, part: Any) -> list[Any]:
    """What sits at part inside a value of type t: a field, a list item, a dict value, a union member."""
    if _is_model(t):
        if not isinstance(part, str):
            return []
        fields = [f.annotation for name, f in t.model_fields.items() if part in (name, f.alias)]
        # A union member is named by its class or by its tag (a one-value Literal: type, provider).
        tagged = any(get_origin(f.annotation) is Literal and get_args(f.annotation) == (part,) for f in t.model_fields.values())
        member = part == t.__name__ or tagged
        return fields + ([t] if member else [])
    origin, args = get_origin(t), get_args(t)
    if origin in (list, tuple, set) and isinstance(part, int) and args:
        return [args[0]]
    if origin is dict and len(args) == 2:
        return [args[1]]
    return []
