"""Where the prerender put a version's files in the bundle: the names it computed, for readers in
other languages."""

from __future__ import annotations

from .base import Model


class VersionFiles(Model):
    """The names the prerender's version step gave a version's files (content hashes among them).
    It writes them beside its output when asked (the live preview serves the version's files from
    that output, and reads their names here instead of working them out again)."""

    version: str
    data_dir: str
    """The version's data folder, below the bundle root (_data/13.x/): its manifest, route table,
    page data and search files."""
    route_table: str
    """The route table's file in the data folder (routes.<hash>.json): every route and sidebar,
    named by its content."""
    search_index: str
    """The file in the data folder that names the packed search index (the search-index step
    writes both)."""
    stylesheet: str
    """The site's stylesheet, below the bundle root (assets/style.<hash>.css)."""
