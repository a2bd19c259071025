"""Bazel persistent worker (JSON protocol) for the compiler's stages.

Bazel starts `python3 -m docs_compiler.worker --persistent_worker` once per worker slot and sends
it one request per action: the stage's command line. Imports (Pydantic models, mistune, Pygments
lexers) and the Markdown parser stay warm between pages, which is what makes one action per page
cheap. Without --persistent_worker it runs one command line, as `python -m docs_compiler` does.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import json
import os
import re
import sys
import traceback
from collections.abc import Iterable, Iterator
from typing import Any

from .__main__ import main


_STRUCTURE = re.compile(r'[{}"\\]')
"""The only characters that decide where a request ends; the scan jumps from one to the next."""


class JsonStreamSplitter:
    """Work requests as Bazel sends them: JSON objects back to back, with no separator.

    Scanning goes on where the last chunk stopped: a request naming thousands of inputs arrives in
    dozens of chunks, and decoding the whole buffer again for each grows with the square of its
    size (packages/web/src/build/worker.ts splits the same way).
    """

    def __init__(self) -> None:
        self.buffer = ""
        self.depth = 0
        self.in_string = False
        self.escaped_at = -1
        """Index of the character a backslash escapes, inside a string."""
        self.start = -1

    def push(self, chunk: str) -> list[dict[str, Any]]:
        objects: list[dict[str, Any]] = []
        scanned = len(self.buffer)
        self.buffer += chunk
        consumed = 0
        for match in _STRUCTURE.finditer(self.buffer, scanned):
            i, c = match.start(), match.group()
            if self.in_string:
                if i == self.escaped_at:
                    continue
                if c == "\\":
                    self.escaped_at = i + 1
                elif c == '"':
                    self.in_string = False
            elif c == '"':
                self.in_string = True
            elif c == "{":
                if self.depth == 0:
                    self.start = i
                self.depth += 1
            elif c == "}":
                self.depth -= 1
                if self.depth == 0:
                    objects.append(json.loads(self.buffer[self.start : i + 1]))
                    consumed = i + 1
        self.buffer = self.buffer[consumed:]
        self.start -= consumed
        self.escaped_at -= consumed
        return objects


def requests(fd: int = 0) -> Iterator[dict[str, Any]]:
    """WorkRequests from a stream of JSON objects, as each one completes."""
    return split_requests(iter(lambda: os.read(fd, 1 << 16), b""))


def split_requests(chunks: Iterable[bytes]) -> Iterator[dict[str, Any]]:
    """WorkRequests from the stream's reads, which may cut a request or a character anywhere."""
    splitter = JsonStreamSplitter()
    decoder = codecs.getincrementaldecoder("utf-8")()
    for chunk in chunks:
        yield from splitter.push(decoder.decode(chunk))


def handle(request: dict[str, Any]) -> dict[str, Any]:
    """Runs one request's command line; its diagnostics become the response's output."""
    output = io.StringIO()
    with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
        try:
            code = main(list(request.get("arguments", [])))
        except SystemExit as e:  # argparse on a bad command line
            code = e.code if isinstance(e.code, int) else 1
        except Exception:  # a compiler bug must fail this action, not kill the worker
            traceback.print_exc()
            code = 1
    return {"exitCode": code, "output": output.getvalue(), "requestId": request.get("requestId", 0)}


def serve() -> None:
    for request in requests():
        sys.stdout.write(json.dumps(handle(request)))
        sys.stdout.flush()


if __name__ == "__main__":
    if "--persistent_worker" in sys.argv:
        serve()
    else:
        sys.exit(main(sys.argv[1:]))
