"""Build events pushed to every open page as Server-Sent Events.

The browser side reads them in packages/web/src/dev/events.ts, which declares the same shape.
"""

from __future__ import annotations

import queue
import threading
from typing import Any, Literal

import orjson

from docs_compiler.checks.errors import Diagnostic


def diagnostic_json(d: Diagnostic) -> dict[str, Any]:
    return {"file": d.file, "line": d.line, "column": d.column, "message": d.message, "severity": d.severity}


PUSHED_BYTES = 256 * 1024
"""The most page data an update carries. A save mostly changes one page's data, which open pages
then take from the event instead of asking for it (a round trip less before the page shows the
save); a save that changes more (site.yaml, a title in every page's prev/next) carries none, and
open pages fetch the one they show."""


def event(kind: Literal["status", "update"], generation: int, errors: list[Diagnostic],
          versions: list[str] | None = None, public: list[str] | None = None, files: list[str] | None = None,
          pages: dict[str, bytes] | None = None) -> bytes:
    """One SSE message.

    status: sent when a page connects (the errors the content has now);
    update: sent after a save (which versions changed, which of their files, which public files, and
    the errors now); pages: the changed page data files (VERSION/NAME -> JSON), up to PUSHED_BYTES
    in all, else none.
    """
    pushed = pages if pages and sum(len(d) for d in pages.values()) <= PUSHED_BYTES else {}
    data = {
        "type": kind,
        "generation": generation,
        "versions": versions or [],
        "files": files or [],
        "public": public or [],
        "errors": [diagnostic_json(d) for d in errors],
        # Compact JSON has no line break but its last: an SSE message's data must stay on one line.
        "pages": {name: orjson.Fragment(data.rstrip(b"\n")) for name, data in pushed.items()},
    }
    return b"data: " + orjson.dumps(data) + b"\n\n"


class Broadcaster:
    """Fans messages out to every connected page; each page's handler thread reads its own queue."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queues: set[queue.Queue[bytes | None]] = set()

    def subscribe(self) -> queue.Queue[bytes | None]:
        q: queue.Queue[bytes | None] = queue.Queue()
        with self._lock:
            self._queues.add(q)
        return q

    def unsubscribe(self, q: queue.Queue[bytes | None]) -> None:
        with self._lock:
            self._queues.discard(q)

    def send(self, message: bytes | None) -> None:
        """None tells every page's stream to end (the server is stopping)."""
        with self._lock:
            for q in self._queues:
                q.put(message)

    @property
    def listeners(self) -> int:
        with self._lock:
            return len(self._queues)
