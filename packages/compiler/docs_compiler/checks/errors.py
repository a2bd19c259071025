"""Diagnostics: every problem names file:line:column and says what to do."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One problem found in the content."""

    file: str
    line: int
    column: int
    message: str
    severity: Literal["error", "warning"] = "error"

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message}"


class CompileError(Exception):
    """Raised when a build has errors; carries all of them, sorted by location."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = sorted(diagnostics)
        super().__init__("\n".join(str(d) for d in self.diagnostics))


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based line and column of a character offset."""
    offset = max(0, min(offset, len(text)))
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


@dataclass
class Reporter:
    """Collects the diagnostics of one build, so all of them are reported together."""

    root: Path
    diagnostics: list[Diagnostic] = field(default_factory=list)

    def rel(self, file: Path) -> str:
        try:
            return file.relative_to(self.root.parent).as_posix()
        except ValueError:
            return file.as_posix()

    def at(self, file: Path, line: int, column: int, message: str, severity: Literal["error", "warning"] = "error") -> None:
        self.diagnostics.append(Diagnostic(self.rel(file), line, column, message, severity))

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "warning"]

    def raise_if_errors(self) -> None:
        if self.errors:
            raise CompileError(self.errors)
