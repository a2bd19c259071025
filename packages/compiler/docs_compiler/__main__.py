"""Command line: python -m docs_compiler --content content --out DIR [--no-strict] [--schema FILE]."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from . import emit
from .build import compile_site
from .schema import artifact_schema


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="docs_compiler", description=__doc__)
    parser.add_argument("--content", type=Path, required=True, help="the content/ folder")
    parser.add_argument("--out", type=Path, help="artifact folder to write")
    parser.add_argument("--no-strict", dest="strict", action="store_false", help="unknown code languages only warn")
    parser.add_argument("--schema", type=Path, help="also write the artifact JSON Schema here")
    parser.add_argument("--quiet", action="store_true", help="print errors only")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.schema:
        args.schema.write_bytes(emit.json_bytes(artifact_schema()))
    if not args.out:
        return 0
    files, reporter = compile_site(args.content, strict=args.strict)
    for d in sorted(reporter.warnings):
        if not args.quiet:
            print(d, file=sys.stderr)
    if reporter.errors or not files:
        for d in sorted(reporter.errors):
            print(d, file=sys.stderr)
        print(f"docs_compiler: {len(reporter.errors)} error(s); nothing written", file=sys.stderr)
        return 1
    emit.write_tree(args.out, files)
    if not args.quiet:
        pages = sum(1 for name in files if "/pages/" in name)
        print(f"docs_compiler: {pages} pages in {time.perf_counter() - started:.2f}s -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
