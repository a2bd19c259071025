"""Pages' last-updated dates, from the build's workspace status (tools/status/workspace_status.sh)."""

from __future__ import annotations

from datetime import datetime, timezone


def parse(text: str) -> dict[str, str]:
    """`13.x/docs/api.md=2025-01-02T10:00:00+01:00 ...` -> {source: ISO 8601 date in UTC}.

    Sources are relative to content/; a malformed pair is skipped (the page then shows no date).
    """
    dates: dict[str, str] = {}
    for pair in text.split():
        source, _, stamp = pair.partition("=")
        try:
            when = datetime.fromisoformat(stamp)
        except ValueError:
            continue
        if when.tzinfo is not None:
            dates[source] = when.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return dates
