"""The examples worker (worker.cjs) driven as Bazel drives it: one process, JSON work requests on
its stdin and responses on its stdout, back to back. The worker's tests and the version cut's
stale report (tools/cut_version/stale.py) both talk to it this way."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any


class WorkerClient:
    def __init__(self, command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd, env=env)
        self.pending = b""
        self.requests = 0

    def send(self, arguments: list[str]) -> dict[str, Any]:
        """One request; its response (exitCode, output). EOFError when the worker stops first."""
        assert self.process.stdin and self.process.stdout
        self.requests += 1
        self.process.stdin.write(json.dumps({"arguments": arguments, "requestId": self.requests}).encode())
        self.process.stdin.flush()
        decoder = json.JSONDecoder()
        while True:
            try:
                text = self.pending.decode()
                response, end = decoder.raw_decode(text)
            except (UnicodeDecodeError, json.JSONDecodeError):
                chunk = self.process.stdout.read1(65536)
                if not chunk:
                    raise EOFError("the examples worker closed its output") from None
                self.pending += chunk
                continue
            self.pending = text[end:].encode()
            if response.get("requestId") != self.requests:
                raise ValueError(f"the worker answered request {response.get('requestId')}, not {self.requests}")
            return dict(response)

    def close(self, timeout: float = 120) -> int:
        """Ends the worker as Bazel does (its stdin closed); its exit code."""
        assert self.process.stdin
        self.process.stdin.close()
        return self.process.wait(timeout=timeout)
