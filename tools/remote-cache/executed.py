"""Lists the actions a build executed (not served by a cache) from Bazel's JSON execution log,
and checks them against what was expected.

usage: executed.py LOG --expect-none WHAT
       executed.py LOG --expect PREFIX... -- WHAT   (each executed action matches one prefix, each prefix one action)
"""

from __future__ import annotations

import json
import sys


def spawns(path: str) -> list[dict]:  # type: ignore[type-arg]
    """The log is a stream of JSON objects, one per spawn, not a list."""
    text = open(path, encoding="utf-8").read()
    decoder, out, at = json.JSONDecoder(), [], 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            return out
        spawn, at = decoder.raw_decode(text, at)
        out.append(spawn)


def main(argv: list[str]) -> int:
    log, mode, *rest = argv
    executed = sorted(s.get("progressMessage", s.get("mnemonic", "?")) for s in spawns(log) if not s.get("remoteCacheHit"))
    what = rest[-1]
    expected = [] if mode == "--expect-none" else rest[: rest.index("--")]
    unmatched = [e for e in executed if not any(e.startswith(p) for p in expected)]
    missing = [p for p in expected if sum(e.startswith(p) for e in executed) != 1]
    print(f"{what}: {len(executed)} action(s) executed locally" + "".join(f"\n  {e}" for e in executed))
    if unmatched or missing:
        print(f"remote cache: FAILED ({what}): unexpected {unmatched}, expected once but not {missing}", file=sys.stderr)
        return 1
    print(f"remote cache: OK ({what})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
