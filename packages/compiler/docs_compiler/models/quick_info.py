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
    spans: list[tuple[int, int, int, int]]
    """(page line, column in code points from the line's start, length, index into infos), one for
    each identifier the program resolves, hidden lines included, in page order."""


class ApiLinks(Model):
    """Where each API name of a version is documented: the API pages' headings that name it."""

    links: dict[str, str]
    """Name (`getByRole`, `userEvent.setup`, `toBeOnTheScreen`) -> a link within the version
    (`/docs/api/queries#byrole`)."""
