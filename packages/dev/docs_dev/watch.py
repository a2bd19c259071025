"""Watches content/ with watchfiles (inotify through Rust's notify) and hands each save to a callback."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import watchfiles

STEP_MS = 2
"""How long the folder must stay quiet before a batch of changes is handed over (the wait is two to
three times this). Editors save in a few writes (truncate, write, rename) well within a
millisecond, so 2 ms groups them; a save split in two batches still ends with the page as saved,
since each batch compiles what is on disk then."""


def watch(content: Path, on_change: Callable[[set[Path]], None], stop: threading.Event) -> None:
    """Calls on_change with the paths of each batch of changes until stop is set."""
    for changes in watchfiles.watch(
        content, step=STEP_MS, stop_event=stop, watch_filter=watchfiles.DefaultFilter(), raise_interrupt=False,
    ):
        on_change({Path(path) for _, path in changes})


def start(content: Path, on_change: Callable[[set[Path]], None], stop: threading.Event) -> threading.Thread:
    """Watches on a background thread until stop is set."""
    thread = threading.Thread(target=watch, args=(content, on_change, stop), name="watch", daemon=True)
    thread.start()
    return thread
