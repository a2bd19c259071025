"""The content files a build may publish: URL-safe names, regular files, inside content/."""

from __future__ import annotations

import re
from pathlib import Path

from ..checks.errors import Reporter

SEGMENT = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]*")
"""A folder or file name that is a URL segment as written (no space, #, ?, quote or %)."""
MARKDOWN_SUFFIXES = (".md", ".markdown", ".mdown", ".mkd")


def is_page(relative_path: str) -> bool:
    """A Markdown page: a .md file in a version folder (public/ holds static files only)."""
    return relative_path.endswith(".md") and "/" in relative_path and not relative_path.startswith("public/")


def is_misnamed_page(relative_path: str) -> bool:
    """Named like a page but not one (.MD, .markdown, ...): an error, as the page would go missing."""
    lower = relative_path.lower()
    return not is_page(relative_path) and lower.endswith(MARKDOWN_SUFFIXES) and "/" in lower and not lower.startswith("public/")


def publishable(content: Path, relative_paths: list[str], reporter: Reporter) -> list[str]:
    """The paths that are fine to publish; every other one is reported where it is."""
    # Under Bazel each input is a link into the source tree: the real content folder is site.yaml's.
    root = (content / "site.yaml").resolve().parent
    ok = []
    for rel in relative_paths:
        path = content / rel
        bad = next((s for s in rel.split("/") if not SEGMENT.fullmatch(s)), None)
        if bad is not None:
            reporter.at(path, 1, 1, f"name '{bad}' is not URL-safe: use letters, digits, '-', '_' and '.' (no spaces, #, ?, % or quotes)")
        elif not path.is_file():
            reporter.at(path, 1, 1, "not a file (a folder or a broken symbolic link): remove it or point it at a file inside content/")
        elif not path.resolve().is_relative_to(root):
            reporter.at(path, 1, 1, "symbolic link to a file outside content/: copy the file into content/ instead")
        else:
            ok.append(rel)
    return ok


def misnamed(content: Path, relative_paths: list[str], reporter: Reporter) -> None:
    """Fails on files named like pages that would not be read as pages, naming the rename."""
    for rel in filter(is_misnamed_page, relative_paths):
        stem = rel.rsplit(".", 1)[0]
        reporter.at(content / rel, 1, 1, f"not read as a page: only lower-case .md files are pages; rename it to {stem.rsplit('/', 1)[-1]}.md")
