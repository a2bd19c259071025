"""./tools/bazel run //:dev [-- --port N]: serves content/ as the site, rebuilt and pushed to open pages on save.

  python -m docs_dev --boot FILE --client DIR --css FILE --prerender FILE --node FILE [--api FILE] [--content DIR]
                    [--quick-info DIR] [--port N]

--content defaults to content/ of the workspace `bazel run` was started in, --quick-info (where the
checked-in quick info of code blocks is, as //:site reads it) to its examples/.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

from docs_compiler.markdown import highlight
from docs_compiler.models import ApiHistory

from docs_dev import watch
from docs_dev.page_cache import PageCache
from docs_dev.prerender import Assets, Prerender
from docs_dev.preview import Preview, log_to_stderr
from docs_dev.session import Session
from docs_dev.server import make_server

DEFAULT_PORT = 4174


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dev", description=__doc__.splitlines()[0])
    workspace = os.environ.get("BUILD_WORKSPACE_DIRECTORY")
    parser.add_argument("--content", type=Path, default=Path(workspace) / "content" if workspace else None,
                        help="the content/ folder to watch (default: the workspace's)")
    parser.add_argument("--boot", type=Path, required=True, help="the boot script every page inlines (boot.js)")
    parser.add_argument("--client", type=Path, required=True, help="the dev client's esbuild output directory")
    parser.add_argument("--css", type=Path, required=True, help="the theme stylesheet")
    parser.add_argument("--prerender", type=Path, required=True, help="the prerender script (prerender.js)")
    parser.add_argument("--node", type=Path, required=True, help="the node launcher")
    parser.add_argument("--api", type=Path, help="API history (packages/api-history) for badges and checks, as //:site has")
    parser.add_argument("--quick-info", type=Path, default=Path(workspace) / "examples" if workspace else None,
                        help="the folder holding VERSION/quickinfo/ (default: the workspace's examples/)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes that compile pages at start")
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "rntl-docs" / "dev-pages"
    parser.add_argument("--cache", type=Path, default=cache, help=f"page artifacts kept between runs (default {cache})")
    parser.add_argument("--no-cache", dest="cache", action="store_const", const=None, help="compile every page at start")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", DEFAULT_PORT)), help=f"default {DEFAULT_PORT}, 0 picks a free port")
    args = parser.parse_args(argv)
    if args.content is None:
        parser.error("--content is required outside `bazel run`")
    if not (args.content / "site.yaml").is_file():
        parser.error(f"{args.content} has no site.yaml: point --content at a content folder")
    return args


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    started = time.perf_counter()
    args = _arguments(argv)
    # Stopped by a test or a benchmark: clean up as on Ctrl-C (the node process, the work folder).
    signal.signal(signal.SIGTERM, _interrupt)
    content = args.content.resolve()
    work = Path(tempfile.mkdtemp(prefix="docs-dev."))
    (work / "syntax.css").write_text(highlight.stylesheet(), encoding="utf-8")
    # node loads React and the app while Python compiles the content.
    ranking = content / "search-ranking.json"
    assets = Assets(args.client, args.css, work / "syntax.css", args.boot, ranking if ranking.is_file() else None)
    prerender = Prerender(args.node, args.prerender, assets)
    api = ApiHistory.model_validate_json(args.api.read_bytes()) if args.api else None
    session = Session(content, cache=PageCache(args.cache, api) if args.cache else None, api=api, jobs=args.jobs,
                      quick_info=args.quick_info.resolve() if args.quick_info else None)
    preview = Preview(session, prerender, work, log_to_stderr)
    stop = threading.Event()
    try:
        server = make_server(preview, args.host, args.port, args.client)
    except OSError as e:
        log_to_stderr(f"dev: cannot listen on {args.host}:{args.port}: {e.strerror}; pick another port with --port")
        preview.stop()
        return 2
    try:
        preview.start()
        watch.start(content, preview.changed, stop)
        host, port = server.server_address[:2]
        base = preview.session.base
        log_to_stderr(f"dev: watching {content} ({time.perf_counter() - started:.1f} s)")
        print(f"Previewing the docs at http://{host!s}:{port}{base}", flush=True)
        threading.Thread(target=preview.save_cache, name="page-cache", daemon=True).start()
        threading.Thread(target=preview.warm, name="warm", daemon=True).start()
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        stop.set()
        server.server_close()
        preview.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
