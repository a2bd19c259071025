"""Quick info of the identifiers in a page's TypeScript blocks: what the version's own type check
(examples/types_page.cjs, the `types` form of //examples) says each one is, and where API names
are documented."""

from __future__ import annotations

from .base import Model


class QuickInfo(Model):
    text: str
    """TypeScript's display string: `(property) getByRole: (predicate: ...) => ReactTestInstance`."""
    doc: str = ""
    """The first paragraph of the symbol's doc comment, if it has one."""
    api: str | None = None
    """For an RNTL export or member, the name it is documented under as written at the use
    (`screen.getByRole`, `getByRole`): the compiler links it to its API section."""


class PageQuickInfo(Model):
    source: str
    """The page, relative to the content folder (13.x/docs/api/queries.md)."""
    infos: list[QuickInfo]
    """Each distinct quick info of the page once."""
    blocks: dict[str, list[tuple[int, int, int, int]]]
    """A block's content key (plugins/quick_info.block_key of its code as run, hidden lines
    included) -> (row of that code from 0, column in code points, length, index into infos), one
    for each identifier the program resolves, in order. Keyed by content, so a block keeps its
    quick info wherever it moves, and a block that changed finds none until it is checked again."""


class ApiLinks(Model):
    """Where each API name of a version is documented: the API pages' headings that name it."""

    links: dict[str, str]
    """Name (`getByRole`, `userEvent.setup`, `toBeOnTheScreen`) -> a link within the version
    (`/docs/api/queries#byrole`)."""
