"""Splits a page into YAML frontmatter and Markdown body, and validates the frontmatter."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml
from pydantic import ValidationError

from ..checks.guards import yaml_problem
from ..models import Frontmatter
from ..checks.validation import pydantic_problems


@dataclass(frozen=True)
class Problem:
    """A frontmatter problem at a 1-based line and column of the file."""

    line: int
    column: int
    message: str


@dataclass(frozen=True)
class SplitPage:
    frontmatter: Frontmatter
    body: str
    body_line: int
    """1-based line of the file where the body starts."""
    body_offset: int
    """Character offset of the body in the file."""
    data: Any = None
    """The frontmatter as parsed, with each mapping's key places (see place_of)."""

    def place(self, *loc: Any) -> tuple[int, int]:
        """1-based line and column in the file of the deepest existing frontmatter key of loc."""
        line, column = place_of(self.data, loc)
        return line + 2, column + 1


class PlacedList(list[Any]):
    """A YAML sequence that remembers where each of its items starts (0-based line, column)."""

    places: list[tuple[int, int]]


class _LineLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """Safe loader that remembers the line and column of every mapping key and sequence item, for
    error messages."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        mapping: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        lines = {k.value: (k.start_mark.line, k.start_mark.column) for k, _ in node.value if isinstance(k, yaml.ScalarNode)}
        mapping["__lines__"] = lines
        return mapping

    def construct_placed_seq(self, node: yaml.SequenceNode) -> Any:
        # As PyYAML's own sequence constructor: the list exists before its items (aliases may loop).
        data = PlacedList()
        data.places = [(n.start_mark.line, n.start_mark.column) for n in node.value]
        yield data
        data.extend(self.construct_sequence(node))


_LineLoader.add_constructor("tag:yaml.org,2002:seq", _LineLoader.construct_placed_seq)


def _strip_lines(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip_lines(v) for k, v in value.items() if k != "__lines__"}
    if isinstance(value, list):
        return [_strip_lines(v) for v in value]
    return value


def place_of(data: Any, loc: tuple[Any, ...]) -> tuple[int, int]:
    """0-based line and column (within the YAML) of the deepest key of loc that exists."""
    place = (0, 0)
    for part in loc:
        if isinstance(data, dict):
            lines = data.get("__lines__", {})
            if part in lines:
                place = lines[part]
            data = data.get(part)
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            if isinstance(data, PlacedList):
                place = data.places[part]
            data = data[part]
            if isinstance(data, dict) and data.get("__lines__"):
                place = min(data["__lines__"].values())  # a list item: its first key
        else:
            break
    return place


def load_yaml(text: str) -> tuple[Any, Problem | None]:
    """Parses YAML keeping key lines; returns (data with __lines__, problem)."""
    try:
        if shape := yaml_problem(text):
            line, column, message = shape
            return None, Problem(line + 1, column + 1, message)
        return yaml.load(text, Loader=_LineLoader), None  # noqa: S506 (a SafeLoader subclass)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, col = (mark.line, mark.column) if mark else (0, 0)
        return None, Problem(line + 1, col + 1, f"invalid YAML: {e.problem or e}")
    except yaml.YAMLError as e:
        return None, Problem(1, 1, f"invalid YAML: {e}")


def split(text: str) -> tuple[SplitPage | None, list[Problem]]:
    """Parses the frontmatter of a page; problems carry file lines."""
    if not text.startswith("---\n") and not text.startswith("---\r\n"):
        return SplitPage(Frontmatter(), text, 1, 0), []
    end = text.find("\n---", 3)
    while end != -1 and text[end + 4 : end + 5] not in ("\n", "\r", ""):
        end = text.find("\n---", end + 4)
    if end == -1:
        return None, [Problem(1, 1, "frontmatter opened with --- is never closed: add a line with --- after it")]
    yaml_text = text[4 : end + 1]
    body_start = text.find("\n", end + 4)
    body_offset = len(text) if body_start == -1 else body_start + 1
    body_line = text.count("\n", 0, body_offset) + 1
    data, problem = load_yaml(yaml_text)
    if problem:
        return None, [Problem(problem.line + 1, problem.column, problem.message)]
    if data is None:
        data = {}
    if not isinstance(data, dict):
        return None, [Problem(2, 1, "frontmatter must be a mapping of keys to values (key: value)")]
    try:
        fm = Frontmatter.model_validate(_strip_lines(data))
    except ValidationError as e:
        at = SplitPage(Frontmatter(), "", 0, 0, data).place
        return None, [Problem(*at(*loc), msg) for loc, msg in pydantic_problems(e, "frontmatter", Frontmatter)]
    return SplitPage(fm, text[body_offset:], body_line, body_offset, data), []
