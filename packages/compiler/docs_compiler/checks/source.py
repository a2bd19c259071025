"""Source files as text: size-bounded, UTF-8, no byte-order mark, \n line ends."""

from __future__ import annotations

from pathlib import Path

from .errors import Reporter
from .guards import MAX_PAGE_BYTES


def decode(file: Path, data: bytes, reporter: Reporter, limit: int = MAX_PAGE_BYTES) -> str | None:
    """The file's text with \n line ends and no byte-order mark, or None after reporting why not.

    Editors may save a byte-order mark or CR (old Mac) or CRLF line ends; all of them are read as
    plain UTF-8 with \n, so frontmatter is recognised and lines are counted as the editor shows them.
    """
    if len(data) > limit:
        reporter.at(file, 1, 1, f"file is {len(data):,} bytes, more than the limit of {limit:,}: split it into smaller pages")
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        reporter.at(file, line, column, "invalid UTF-8: save the file as UTF-8")
        return None
    return text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
