"""Bounds on the shape of input, so no page or config can exhaust time, memory or the stack.

Each bound is far above what real content needs and is documented in content/AUTHORING.md.
"""

from __future__ import annotations

import re

import yaml

MAX_PAGE_BYTES = 2 * 1024 * 1024
"""Largest Markdown page, in bytes."""
MAX_CONFIG_BYTES = 1024 * 1024
"""Largest site.yaml, in bytes."""
MAX_YAML_DEPTH = 32
"""Deepest nesting of YAML lists and mappings."""
MAX_YAML_VALUES = 20_000
"""Most YAML values once aliases are expanded (a chain of aliases grows exponentially)."""
MAX_NESTING_COLUMNS = 128
"""Widest run of indentation, quote marks and list markers before a line's text."""

_PREFIX = re.compile(r"(?:[ \t>]|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))*")


def yaml_problem(text: str) -> tuple[int, int, str] | None:
    """(0-based line, 0-based column, message) when the YAML is nested too deep or its aliases expand too far.

    Walks the parser's events, which needs no recursion, before the (recursive) composer runs.
    """
    sizes: dict[str, int] = {}
    open_nodes: list[tuple[int, str | None]] = []  # (values when the node opened, its anchor)
    values = 0
    for event in yaml.parse(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
        mark = event.start_mark
        where = (mark.line, mark.column) if mark else (0, 0)
        if isinstance(event, yaml.AliasEvent):
            values += sizes.get(event.anchor or "", 1)
        elif isinstance(event, yaml.ScalarEvent):
            values += 1
            if event.anchor:
                sizes[event.anchor] = 1
        elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            if len(open_nodes) >= MAX_YAML_DEPTH:
                return *where, f"YAML nested more than {MAX_YAML_DEPTH} levels deep: flatten it"
            values += 1
            open_nodes.append((values, event.anchor))
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            opened, anchor = open_nodes.pop()
            if anchor:
                sizes[anchor] = values - opened + 1
        if values > MAX_YAML_VALUES:
            return *where, (
                f"YAML expands to more than {MAX_YAML_VALUES} values (aliases repeat what they point at): "
                "write the values out or use fewer aliases"
            )
    return None


def nesting_problem(body: str) -> tuple[int, int] | None:
    """(offset, width) of the first line whose block prefix is too wide.

    Deeply nested lists and quotes make the Markdown parser's time and memory grow with the square
    of the depth; real pages nest a few levels. The guard runs before the parser, so it cannot tell
    code from prose: a code line indented this far is refused too, which no real example is.
    """
    offset = 0
    for line in body.splitlines(keepends=True):
        prefix = _PREFIX.match(line)
        width = prefix.end() if prefix else 0
        if width > MAX_NESTING_COLUMNS and line[width:].strip():
            return offset, width
        offset += len(line)
    return None
