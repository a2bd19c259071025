"""Command line of the compiler's stages (Bazel runs them through worker.py) and of a whole build.

  python -m docs_compiler site --content DIR --out DIR [--no-strict] (PAGE | --image IMAGE)...
  python -m docs_compiler page --content DIR --settings FILE --out SUMMARY --body HTML --search FILE
                               --anchors FILE --twin FILE [--api API_HISTORY] SOURCE
  python -m docs_compiler link --content DIR --settings FILE --version V --out DIR PAGE_SUMMARY...
                               [--dates DATES_FILE]
  python -m docs_compiler check --content DIR --out STAMP ANCHORS_FILE...
  python -m docs_compiler llms --content DIR --out FILE --plan PLAN --markdown-root DIR
  python -m docs_compiler examples --content DIR --out DIR [--fixture FILE...] SOURCE
  python -m docs_compiler --content DIR --out DIR [--no-strict] [--schema FILE] [--quiet]  (everything)

Paths of pages and images are relative to the content folder. Any argument may be @FILE: a params
file with one argument per line. Errors print as file:line:column and nothing is written.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from . import emit, examples, files, highlight, last_updated, link_stage, llms, page_stage, site_stage, source
from .errors import Reporter
from .markdown import MarkdownStage
from .models import ApiHistory, LlmsPlan, PageAnchors, PageSummary, SiteSettings
from .pipeline import compile_site
from .routes import RouteTable
from .schema import artifact_schema

STAGES = ("site", "page", "link", "check", "llms", "examples")


class _Warm:
    """State kept between the requests of a persistent worker."""

    markdown: MarkdownStage | None = None
    routes: tuple[bytes, RouteTable] | None = None
    api: tuple[bytes, ApiHistory] | None = None


def _parser(stage: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=f"docs_compiler {stage}")
    p.add_argument("--content", type=Path, required=True, help="the content/ folder")
    p.add_argument("--out", type=Path, required=True)
    if stage == "site":
        p.add_argument("--no-strict", dest="strict", action="store_false", help="unknown code languages only warn")
        p.add_argument("--image", action="append", default=[], help="an image, relative to the content folder")
        p.add_argument("--misnamed", action="append", default=[], help="a file named like a page that is not one (.markdown)")
        p.add_argument("pages", nargs="*", help="Markdown pages, relative to the content folder")
    elif stage == "check":
        p.add_argument("anchors", nargs="*", type=Path, help="every page's anchors file, of every version")
    elif stage == "llms":
        p.add_argument("--plan", type=Path, required=True, help="the link stage's llms-full.json")
        p.add_argument("--markdown-root", type=Path, required=True, help="the version's md/ folder of page twins")
    elif stage == "examples":
        p.add_argument("--fixture", action="append", default=[], help="a file of the page's examples folder, relative to the content folder")
        p.add_argument("source", help="the page, relative to the content folder")
    else:
        p.add_argument("--settings", type=Path, required=True, help="the site stage's settings.json")
    if stage == "page":
        p.add_argument("--body", type=Path, required=True, help="where to write the page's rendered body (HTML)")
        p.add_argument("--search", type=Path, required=True, help="where to write the page's search sections")
        p.add_argument("--anchors", type=Path, required=True, help="where to write the page's heading ids and links")
        p.add_argument("--twin", type=Path, required=True, help="where to write the page's Markdown twin")
        p.add_argument("--api", type=Path, help="API history (packages/api-history) for badges and checks")
        p.add_argument("source", help="the page, relative to the content folder")
    if stage == "link":
        p.add_argument("--version", required=True)
        p.add_argument("--dates", type=Path, help="last-commit dates of sources (path=ISO date pairs)")
        p.add_argument("pages", nargs="*", type=Path, help="this version's page summaries")
    return p


def _report(reporter: Reporter, quiet: bool = False) -> bool:
    """Prints diagnostics; True when there were errors."""
    if not quiet:
        for d in sorted(reporter.warnings):
            print(d, file=sys.stderr)
    for d in sorted(reporter.errors):
        print(d, file=sys.stderr)
    if reporter.errors:
        print(f"docs_compiler: {len(reporter.errors)} error(s); nothing written", file=sys.stderr)
    return bool(reporter.errors)


def _site(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    files.misnamed(args.content, args.misnamed, reporter)
    pages = files.publishable(args.content, args.pages, reporter)
    images = {rel: (args.content / rel).read_bytes() for rel in files.publishable(args.content, args.image, reporter)}
    site = site_stage.run(args.content, pages, images, reporter, args.strict)
    if _report(reporter) or site is None:
        return 1
    # Written file by file: Bazel declares each of the three as its own output.
    emit.write_file(args.out / "settings.json", emit.json_bytes(site.settings))
    emit.write_file(args.out / "syntax.css", highlight.stylesheet().encode())
    emit.write_tree(args.out / "assets", {name.removeprefix("assets/"): data for name, data in site.images.items()}, marker=False)
    return 0


def _settings(path: Path) -> SiteSettings:
    return SiteSettings.model_validate_json(path.read_bytes())


def _page(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    raw = args.settings.read_bytes()
    settings = SiteSettings.model_validate_json(raw)
    if _Warm.routes is None or _Warm.routes[0] != raw:
        _Warm.routes = (raw, page_stage.route_table(settings))
    _Warm.markdown = _Warm.markdown or MarkdownStage()
    api = None
    if args.api:
        raw_api = args.api.read_bytes()
        if _Warm.api is None or _Warm.api[0] != raw_api:
            _Warm.api = (raw_api, ApiHistory.model_validate_json(raw_api))
        api = _Warm.api[1]
    file = args.content / args.source
    page = page_stage.compile_page(file, args.source, file.read_bytes(), settings, _Warm.routes[1], _Warm.markdown, reporter, api)
    if _report(reporter) or page is None:
        return 1
    # One file per reader, so each reader's action re-runs only when its part changed: the link
    # stage reads the summary, the prerender the body, the search index the sections.
    emit.write_file(args.out, emit.json_bytes(page_stage.summary(page)))
    emit.write_file(args.body, page.html.encode())
    emit.write_file(args.search, emit.json_bytes(page.sections, drop_nulls=True))
    emit.write_file(args.anchors, emit.json_bytes(page_stage.anchors(page)))
    emit.write_file(args.twin, page.markdown.encode())
    return 0


def _link(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    pages = [PageSummary.model_validate_json(p.read_bytes()) for p in args.pages]
    dates = last_updated.parse(args.dates.read_text(encoding="utf-8")) if args.dates else {}
    linked = link_stage.run(args.content, _settings(args.settings), args.version, {p.route: p for p in pages}, reporter, dates)
    if _report(reporter) or linked is None:
        return 1
    # File by file: Bazel declares each as its own output, so a prerender shard reads only its pages.
    for name, data in linked.files.items():
        emit.write_file(args.out / name, data)
    for name, frame in linked.frames.items():
        emit.write_file(args.out / name, link_stage.frame_bytes(frame))
    emit.write_file(args.out / (link_stage.MARKDOWN + link_stage.LLMS_PLAN), emit.json_bytes(linked.plan))
    return 0


def _check(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    pages = [PageAnchors.model_validate_json(a.read_bytes()) for a in args.anchors]
    link_stage.check_anchors(args.content, pages, pages, reporter)
    if _report(reporter):
        return 1
    links = sum(len(p.links) for p in pages)
    emit.write_file(args.out, f"{links} links of {len(pages)} pages point at existing headings\n".encode())
    return 0


def _llms(args: argparse.Namespace) -> int:
    plan = LlmsPlan.model_validate_json(args.plan.read_bytes())
    root = str(args.markdown_root)

    def twin(relative: str) -> str:
        # os.path and open(), not pathlib: on a 5,000-page site, Path's joins were a third of this step.
        with open(os.path.join(root, relative), encoding="utf-8") as f:
            return f.read()

    text = llms.full(plan, twin)
    emit.write_file(args.out, text.encode())
    return 0


def _examples(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    _Warm.markdown = _Warm.markdown or MarkdownStage()
    file = args.content / args.source
    text = source.decode(file, file.read_bytes(), reporter)
    folder = examples.fixture_dir(args.source) + "/"
    fixtures = {rel.removeprefix(folder): (args.content / rel).read_bytes() for rel in args.fixture}
    page = examples.extract(file, args.source, text or "", fixtures, _Warm.markdown, reporter)
    if _report(reporter):
        return 1
    index = {"source": args.source, "tests": page.tests, "notRun": page.not_run,
             "skipped": {str(line): why for line, why in page.skipped.items()}, "other": page.other}
    emit.write_tree(args.out, {**page.files, "examples.json": emit.json_bytes(index)})
    return 0


def _whole(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="docs_compiler", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--content", type=Path, required=True, help="the content/ folder")
    parser.add_argument("--out", help="artifact folder to write (a new folder, or one an earlier run wrote)")
    parser.add_argument("--no-strict", dest="strict", action="store_false", help="unknown code languages only warn")
    parser.add_argument("--schema", type=Path, help="also write the artifact JSON Schema here")
    parser.add_argument("--quiet", action="store_true", help="print errors only")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.schema:
        args.schema.write_bytes(emit.json_bytes(artifact_schema()))
    if args.out is None:
        return 0
    if not args.out.strip():
        print("docs_compiler: --out is empty: name the folder to write", file=sys.stderr)
        return 2
    out = Path(args.out)
    try:
        emit.check_output(out.resolve())  # before compiling: a wrong --out fails fast
        files, reporter = compile_site(args.content, strict=args.strict)
        if _report(reporter, args.quiet) or not files:
            return 1
        emit.write_tree(out, files)
    except emit.OutputError as e:
        print(f"docs_compiler: {e}; nothing written", file=sys.stderr)
        return 2
    if not args.quiet:
        pages = sum(1 for name in files if "/pages/" in name)
        print(f"docs_compiler: {pages} pages in {time.perf_counter() - started:.2f}s -> {out}", file=sys.stderr)
    return 0


def expand_params(argv: list[str]) -> list[str]:
    """Replaces each @FILE argument by the file's lines (Bazel's params files)."""
    out: list[str] = []
    for arg in argv:
        if arg.startswith("@"):
            out.extend(Path(arg[1:]).read_text(encoding="utf-8").splitlines())
        else:
            out.append(arg)
    return out


def main(argv: list[str] | None = None) -> int:
    argv = expand_params(list(sys.argv[1:] if argv is None else argv))
    if argv and argv[0] in STAGES:
        stage = argv.pop(0)
        args = _parser(stage).parse_args(argv)
        return {"site": _site, "page": _page, "link": _link, "check": _check, "llms": _llms, "examples": _examples}[stage](args)
    return _whole(argv)


if __name__ == "__main__":
    sys.exit(main())
