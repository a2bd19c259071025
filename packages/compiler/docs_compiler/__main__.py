"""Command line of the compiler's stages (Bazel runs them through worker.py) and of a whole build.

  python -m docs_compiler syntax --out CSS
  python -m docs_compiler site --content DIR --out SETTINGS --assets DIR [--no-strict]
                               (PAGE | --image IMAGE | --misnamed FILE)...
  python -m docs_compiler page --content DIR --settings FILE --out SUMMARY --body FILE --search FILE
                               --anchors FILE --twin FILE [--api API_HISTORY]
                               [--quick-info FILE --api-links FILE] SOURCE
  python -m docs_compiler api-links --content DIR --out FILE API_PAGE...
  python -m docs_compiler link --content DIR --settings FILE --version V --out MANIFEST --not-found FILE
                               --llms-txt FILE --plan FILE [--dates DATES_FILE] (--frame FILE)... PAGE_SUMMARY...
  python -m docs_compiler check --content DIR --out STAMP ANCHORS_FILE...
  python -m docs_compiler llms --content DIR --out FILE --plan PLAN --markdown-root DIR
  python -m docs_compiler examples --content DIR --out DIR [--fixture FILE...] SOURCE
  python -m docs_compiler --content DIR --out DIR [--no-strict] [--schema FILE] [--quiet]  (everything)

Paths of pages and images are relative to the content folder; every output path is the caller's
(Bazel declares each, packages/compiler/defs.bzl). Any argument may be @FILE: a params file with one
argument per line. Errors print as file:line:column and nothing is written.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from . import emit
from .checks import source
from .markdown import highlight
from .stages import examples, last_updated, link_stage, llms, page_stage
from .checks.errors import Reporter
from .models import ApiHistory, ApiLinks, LlmsPlan, PageAnchors, PageQuickInfo, PageSummary, SiteSettings
from .stages.runner import ContentFiles, Runner, compile_site
from .schema import artifact_schema

STAGES = ("syntax", "site", "api-links", "page", "link", "check", "llms", "examples")


class _Warm:
    """State kept between the requests of a persistent worker."""

    runner: Runner | None = None
    api: tuple[bytes, ApiHistory] | None = None


def _runner(content: Path) -> Runner:
    """The worker's runner for this content folder (Bazel sends one), warm between requests."""
    if _Warm.runner is None or _Warm.runner.content != content:
        _Warm.runner = Runner(content)
    return _Warm.runner


def _parser(stage: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=f"docs_compiler {stage}")
    p.add_argument("--out", type=Path, required=True)
    if stage == "syntax":
        return p
    p.add_argument("--content", type=Path, required=True, help="the content/ folder")
    if stage == "site":
        p.add_argument("--assets", type=Path, required=True, help="the folder to write hashed images into")
        p.add_argument("--no-strict", dest="strict", action="store_false", help="unknown code languages only warn")
        p.add_argument("--image", action="append", default=[], help="an image, relative to the content folder")
        p.add_argument("--misnamed", action="append", default=[], help="a file named like a page that is not one (.markdown)")
        p.add_argument("pages", nargs="*", help="Markdown pages, relative to the content folder")
    elif stage == "api-links":
        p.add_argument("pages", nargs="*", help="the version's API pages, relative to the content folder")
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
        p.add_argument("--body", type=Path, required=True, help="where to write the page's rendered body (models.PageBody)")
        p.add_argument("--search", type=Path, required=True, help="where to write the page's search sections")
        p.add_argument("--anchors", type=Path, required=True, help="where to write the page's heading ids and links")
        p.add_argument("--twin", type=Path, required=True, help="where to write the page's Markdown twin")
        p.add_argument("--api", type=Path, help="API history (packages/api-history) for badges and checks")
        p.add_argument("--quick-info", type=Path, help="the version's type check's quick info of the page (//examples, types)")
        p.add_argument("--api-links", type=Path, help="where the version documents its API names (the api-links stage)")
        p.add_argument("source", help="the page, relative to the content folder")
    if stage == "link":
        p.add_argument("--version", required=True)
        p.add_argument("--not-found", type=Path, required=True, help="where to write the 404 page's data")
        p.add_argument("--llms-txt", type=Path, required=True)
        p.add_argument("--plan", type=Path, required=True, help="where to write the plan of llms-full.txt")
        p.add_argument("--frame", action="append", default=[], type=Path, help="where each page's frame goes, in the order of the summaries")
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
    site = _runner(args.content).site(ContentFiles(args.pages, args.image, args.misnamed), reporter, args.strict)
    if _report(reporter) or site is None:
        return 1
    # Written file by file: Bazel declares each as its own output.
    emit.write_file(args.out, emit.json_bytes(site.settings))
    emit.write_tree(args.assets, {name.removeprefix("assets/"): data for name, data in site.images.items()}, marker=False)
    return 0


def _syntax(args: argparse.Namespace) -> int:
    # Its own action, on no content: it runs beside the site stage, so a cold build starts a
    # second worker while the first reads site.yaml, and page actions find two warm workers.
    emit.write_file(args.out, highlight.stylesheet().encode())
    return 0


def _settings(path: Path) -> SiteSettings:
    return SiteSettings.model_validate_json(path.read_bytes())


def _page(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    runner = _runner(args.content)
    runner.api = None
    if args.api:
        raw_api = args.api.read_bytes()
        if _Warm.api is None or _Warm.api[0] != raw_api:
            _Warm.api = (raw_api, ApiHistory.model_validate_json(raw_api))
        runner.api = _Warm.api[1]
    quick_info = PageQuickInfo.model_validate_json(args.quick_info.read_bytes()) if args.quick_info else None
    if quick_info is not None and quick_info.source != args.source:
        print(f"docs_compiler: --quick-info is {quick_info.source}'s, not {args.source}'s", file=sys.stderr)
        return 2
    links = ApiLinks.model_validate_json(args.api_links.read_bytes()) if args.api_links else None
    page = runner.page(_settings(args.settings), args.source, (args.content / args.source).read_bytes(), reporter, quick_info, links)
    if _report(reporter) or page is None:
        return 1
    # One file per reader, so each reader's action re-runs only when its part changed: the link
    # stage reads the summary, the prerender the body, the search index the sections.
    emit.write_file(args.out, emit.json_bytes(page_stage.summary(page)))
    emit.write_file(args.body, emit.json_bytes(page_stage.body(page)))
    emit.write_file(args.search, emit.json_bytes(page.sections, drop_nulls=True))
    emit.write_file(args.anchors, emit.json_bytes(page_stage.anchors(page)))
    emit.write_file(args.twin, page.markdown.encode())
    return 0


def _api_links(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    links = _runner(args.content).api_links(args.pages, reporter)
    if _report(reporter):
        return 1
    emit.write_file(args.out, emit.json_bytes(links))
    return 0


def _link(args: argparse.Namespace) -> int:
    if len(args.frame) != len(args.pages):
        print("docs_compiler link: give one --frame for each page summary", file=sys.stderr)
        return 2
    reporter = Reporter(args.content)
    pages = [PageSummary.model_validate_json(p.read_bytes()) for p in args.pages]
    dates = last_updated.parse(args.dates.read_text(encoding="utf-8")) if args.dates else {}
    linked = _runner(args.content).link_frames(_settings(args.settings), args.version, {p.route: p for p in pages}, reporter, dates)
    if _report(reporter) or linked is None:
        return 1
    # File by file: Bazel declares each as its own output, so a prerender shard reads only its pages.
    outputs = {"manifest.json": args.out, link_stage.NOT_FOUND: args.not_found, link_stage.MARKDOWN + llms.LLMS_TXT: args.llms_txt}
    for name, data in linked.files.items():
        emit.write_file(outputs[name], data)
    for page, frame in zip(pages, args.frame):
        emit.write_file(frame, link_stage.frame_bytes(linked.frames[link_stage.data_file(page.relative_path)]))
    emit.write_file(args.plan, emit.json_bytes(linked.plan))
    return 0


def _check(args: argparse.Namespace) -> int:
    reporter = Reporter(args.content)
    pages = [PageAnchors.model_validate_json(a.read_bytes()) for a in args.anchors]
    _runner(args.content).check(pages, reporter)
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
    markdown = _runner(args.content).markdown
    file = args.content / args.source
    text = source.decode(file, file.read_bytes(), reporter)
    folder = examples.fixture_dir(args.source) + "/"
    # defs.bzl picks a page's fixtures by the same folder rule, before any stage runs: a file from
    # elsewhere means the two copies of the rule have drifted.
    misplaced = [rel for rel in args.fixture if not rel.startswith(folder)]
    if misplaced:
        print(f"docs_compiler: fixture {misplaced[0]} is not under {folder}, where the examples stage looks for "
              f"{args.source}'s fixtures: packages/compiler/defs.bzl and stages/examples.py disagree", file=sys.stderr)
        return 2
    fixtures = {rel.removeprefix(folder): (args.content / rel).read_bytes() for rel in args.fixture}
    page = examples.extract(file, args.source, text or "", fixtures, markdown, reporter)
    if _report(reporter):
        return 1
    index = {"source": args.source, "tests": page.tests, "notRun": page.not_run,
             "skipped": {str(line): why for line, why in page.skipped.items()}, "other": page.other,
             "keys": {str(line): key for line, key in page.keys.items()},
             "claims": {str(line): cid for line, cid in page.claims.items()},
             "releaseOnly": page.release_only, "releases": page.releases,
             **({"jest": page.jest, "segments": page.segments} if page.jest is not None else {})}
    emit.write_tree(args.out, {**page.files, "examples.json": emit.json_bytes(index)})
    return 0


def _whole(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="docs_compiler", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--content", type=Path, required=True, help="the content/ folder")
    parser.add_argument("--out", help="artifact folder to write (a new folder, or one an earlier run wrote)")
    parser.add_argument("--no-strict", dest="strict", action="store_false", help="unknown code languages only warn")
    parser.add_argument("--schema", type=Path, help="also write the artifact JSON Schema here")
    parser.add_argument("--api", type=Path, help="API history (packages/api-history) for badges and checks")
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
        api = ApiHistory.model_validate_json(args.api.read_bytes()) if args.api else None
        files, reporter = compile_site(args.content, strict=args.strict, api=api)
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
        return {"syntax": _syntax, "site": _site, "api-links": _api_links, "page": _page, "link": _link, "check": _check, "llms": _llms, "examples": _examples}[stage](args)
    return _whole(argv)


if __name__ == "__main__":
    sys.exit(main())
