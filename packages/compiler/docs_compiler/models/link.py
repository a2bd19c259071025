"""Links as the browser follows them, decided by the compiler: a discriminated union keyed on `type`."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field
from typing_extensions import TypeAliasType

from .base import Model


class RouteLink(Model):
    """A page of the same version: the client router navigates to it (and writes its href from the
    router's basename, so every in-app link does not carry the base path twice)."""

    type: Literal["route"] = "route"
    route: str
    """Route with the version prefix, without the base path, and its #anchor if any."""


class PageLoadLink(Model):
    """A page of another version: the browser loads it, with that version's own manifest."""

    type: Literal["page"] = "page"
    href: str
    """URL, with the base path."""


class ExternalLink(Model):
    """Another site: opens in a new tab."""

    type: Literal["external"] = "external"
    href: str
    """The URL as written."""


Link = TypeAliasType(
    "Link",
    Annotated[Union[RouteLink, PageLoadLink, ExternalLink], Field(discriminator="type")],
)
