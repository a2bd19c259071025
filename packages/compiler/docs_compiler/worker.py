"""Bazel persistent worker (JSON protocol) for the compiler's stages.

Bazel starts `python3 -m docs_compiler.worker --persistent_worker` once per worker slot and sends
it one request per action: the stage's command line. Imports (Pydantic models, mistune, Pygments
lexers) and the Markdown parser stay warm between pages, which is what makes one action per page
cheap. Without --persistent_worker it runs one command line, as `python -m docs_compiler` does.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import traceback
from collections.abc import Iterator
from typing import Any

from .__main__ import main


def requests(fd: int = 0) -> Iterator[dict[str, Any]]:
    """WorkRequests from a stream of JSON objects (Bazel writes no separator between them)."""
    decoder = json.JSONDecoder()
    buffer = ""
    while True:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return
        buffer += chunk.decode("utf-8")
        while True:
            buffer = buffer.lstrip()
            try:
                request, end = decoder.raw_decode(buffer)
            except ValueError:
                break
            buffer = buffer[end:]
            yield request


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
