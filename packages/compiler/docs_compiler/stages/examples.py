"""The examples stage: a page's code blocks as files, so Jest can run the tests.

A block is a test when it calls `test(...)`, `it(...)` or `describe(...)` at the top level, hidden
lines included (`# ` lines, plugins/hidden_lines.py: the imports and setup a reader need not see).
It is written as `DIR/STEM.L<line>.test.EXT` (DIR and STEM from its title, LINE the line of its
opening fence) with its hidden lines in place, so line N of the file is line LINE + N of the page
and a failure maps back to `content/PAGE.md:LINE`. Titled script blocks that are not tests
(`src/ProductList.tsx`, `jest.setup.ts`) are written at their title path, for the tests to import;
so are the page's fixture files (`<page folder>/examples/<page name>/...`), components the page
need not show in full. A page's `jest.setup.*` block is imported by each of its tests (not by a
claim that names releases, which runs on them as it stands). Blocks marked
`snippet` in the fence meta are never run. Every TypeScript block that is not run is also written
as `_check/L<line>.ts(x)`, for tsc.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from ..markdown import highlight
from ..markdown.context import PageContext
from ..checks.errors import Reporter
from ..markdown.frontmatter import split
from ..markdown.parser import MarkdownStage
from ..markdown.plugins import claims, hidden_lines, quick_info
from ..markdown.positions import start
from ..site.routes import RouteTable

EXTENSIONS = {"tsx": "tsx", "ts": "ts", "typescript": "ts", "jsx": "jsx", "js": "js", "javascript": "js"}
"""Script languages, and the file extension a block of that language is written with."""
TOP_LEVEL_TEST = claims.TOP_LEVEL_TEST
ANY_TEST = re.compile(r"(?<![\w.])(?:test|it)(?:\.\w+)?\(")
"""A call of `test(` or `it(` anywhere: a block that has one and does not run is counted as skipped."""
RELATIVE_IMPORT = re.compile(r"""^\s*(?:import|export)\b[^'";]*?['"](\.{1,2}/[^'"]+)['"]""", re.M)
SETUP = re.compile(r"(?:^|/)jest\.setup\.[jt]sx?$")
RESOLVE = ["", ".tsx", ".ts", ".jsx", ".js", "/index.tsx", "/index.ts", "/index.js"]


@dataclass(frozen=True)
class CodeBlock:
    """One fenced block of a page."""

    line: int
    """Line of the opening fence in the page file (1-based); the code starts on the next line."""
    info: str
    """The fence's info string (language and meta)."""
    code: str
    """The code as run: hidden lines included, without their `# `."""

    @property
    def lang(self) -> str:
        return highlight.parse_info(self.info, len(self.code.splitlines()))[0]

    @property
    def title(self) -> str | None:
        return highlight.parse_info(self.info, len(self.code.splitlines()))[1]

    @property
    def snippet(self) -> bool:
        return highlight.is_snippet(self.info)

    @property
    def is_test(self) -> bool:
        return self.lang in EXTENSIONS and not self.snippet and TOP_LEVEL_TEST.search(self.code) is not None

    @property
    def skip_reason(self) -> str | None:
        """Why a block that calls `test(` or `it(` is not run; None for the others."""
        if self.lang not in EXTENSIONS or self.is_test or not ANY_TEST.search(self.code):
            return None
        return "marked snippet" if self.snippet else "no test(...), it(...) or describe(...) at the top level"


@dataclass
class PageExamples:
    """What the examples stage writes for one page."""

    source: str
    """The page, relative to the content folder (13.x/docs/api/render.md)."""
    files: dict[str, bytes] = field(default_factory=dict)
    """Path under the page's folder -> content."""
    tests: dict[str, int] = field(default_factory=dict)
    """Test file -> fence line of its block."""
    jest: dict[str, int] | None = None
    """What the Jest forms run when some claims share a file (_merge_claims): `tests` with those
    claims' files replaced by the shared one. None: `tests`."""
    segments: dict[str, list[list[int]]] = field(default_factory=dict)
    """Shared claims file -> per claim [first line, last line, page line of its first line, its fence line]."""
    release_only: dict[str, int] = field(default_factory=dict)
    """Test file -> fence line, of the claims that run on their named releases only (`until`)."""
    not_run: list[int] = field(default_factory=list)
    """Fence lines of script blocks that are not tests (snippets, config, components)."""
    skipped: dict[int, str] = field(default_factory=dict)
    """Fence line -> why, for the blocks among not_run that call `test(` or `it(`."""
    other: int = 0
    """Blocks in other languages (bash, diff, text, json)."""
    claims: dict[int, str] = field(default_factory=dict)
    """Fence line -> ID of each claim block (plugins/claims.py): a test the page cites, not shows."""
    releases: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    """Test file -> the releases its claim names (since, until, on), for the examples runner's
    `releases` form. A claim with `until` is in neither `tests` nor the page's runs: its
    behaviour has ended before the page's release."""
    keys: dict[int, str] = field(default_factory=dict)
    """Fence line -> content key (plugins/quick_info.block_key) of each TypeScript block the type
    check reads, under which it writes the block's quick info."""


def code_blocks(file: Path, source: str, text: str, stage: MarkdownStage) -> list[CodeBlock]:
    """The page's fenced blocks, from its parsed block tokens (nothing is rendered)."""
    page, _ = split(text)
    if page is None:
        return []
    version, _, relative_path = source.partition("/")
    ctx = PageContext(
        file=file, text=text, body_offset=page.body_offset, version=version, source=source,
        relative_path=relative_path, base="/", routes=RouteTable({}, version), reporter=Reporter(file.parent),
        assets={}, strict=False,
    )
    out = []
    for token in hidden_lines.code_tokens(stage.blocks(page.body, ctx).tokens):
        info, code = str(token.get("attrs", {}).get("info") or ""), str(token["raw"])
        run = hidden_lines.split(code)[0] if hidden_lines.has_hidden(info) else code
        out.append(CodeBlock(start(token, ctx.body_start)[0], info.strip(), run))
    return out


def fixture_dir(source: str) -> str:
    """Where a page's fixture files live, relative to the content folder."""
    page = PurePosixPath(source)
    return str(page.parent / "examples" / page.stem)


def _test_path(block: CodeBlock) -> str:
    ext = EXTENSIONS[block.lang]
    title = block.title or "example"
    folder, name = posixpath.split(title)
    stem = re.sub(r"(\.test)?\.[jt]sx?$", "", name)
    return posixpath.join(folder, f"{stem}.L{block.line}.test.{ext}")


def _source_path(block: CodeBlock) -> str:
    title = block.title or ""
    return title if re.search(r"\.[jt]sx?$", title) else f"{title}.{EXTENSIONS[block.lang]}"


def extract(file: Path, source: str, text: str, fixtures: dict[str, bytes], stage: MarkdownStage,
            reporter: Reporter) -> PageExamples:
    """The page's runnable tests, the modules they import, and counts of everything else."""
    result = PageExamples(source=source, files=dict(fixtures))
    blocks = code_blocks(file, source, text, stage)
    tests: list[tuple[str, CodeBlock]] = []
    for block in blocks:
        if block.lang not in EXTENSIONS:
            result.other += 1
            continue
        if EXTENSIONS[block.lang] in ("ts", "tsx"):  # every one is type-checked, run or not
            result.keys[block.line] = quick_info.block_key(block.code)
        if block.is_test:
            path = _test_path(block)
            tests.append((path, block))
            if cid := claims.claim_id(block.info):
                result.claims[block.line] = cid
                if meta := claims.release_meta(block.info):
                    result.releases[path] = meta
            continue
        result.not_run.append(block.line)
        if reason := block.skip_reason:
            result.skipped[block.line] = reason
        if EXTENSIONS[block.lang] in ("ts", "tsx"):
            # For tsc, which checks the names it uses against the version's types; `export {}`
            # keeps each block a module of its own.
            result.files[f"_check/L{block.line}.{EXTENSIONS[block.lang]}"] = (block.code.rstrip("\n") + "\nexport {};\n").encode()
        title = block.title or ""
        # Imported modules only: a partial test file or a Jest config is shown, never run.
        if not block.snippet and title and not re.search(r"(?:^|/)jest\.config\.[jt]s$|\.test\.[jt]sx?$", title):
            path = _source_path(block)
            if path not in result.files:  # a page that shows a file twice: the first is the whole file
                result.files[path] = block.code.encode()
    setup = sorted(p for p in result.files if SETUP.search(p))
    for path, block in tests:
        code = block.code
        # A claim that names releases runs on them as it stands: the page's set-up may use what an
        # older release lacks (the 12.x matchers' extend-expect).
        if setup and path not in result.releases:
            # Imports run before the module body wherever they stand, so appending keeps line numbers.
            target = posixpath.relpath(setup[0], posixpath.dirname(path) or ".")
            code = code.rstrip("\n") + f"\nimport '{target if target.startswith('.') else './' + target}';\n"
        _check_imports(file, block, path, result.files, source, reporter)
        result.files[path] = code.encode()
        if "until" in result.releases.get(path, {}):
            result.release_only[path] = block.line
        else:
            result.tests[path] = block.line
    if not setup:
        _merge_claims(result, [(path, block) for path, block in tests if path in result.tests and block.line in result.claims])
    return result


# A claim joins its page's other claims in one test file when moving its code into a `describe`
# changes nothing: tsx, imports first and agreeing with the others' on every name, and no statement
# whose effect would reach the next claim (a module mock, fake timers, a spy, RNTL's configuration,
# globals, exports).
_MERGE_BLOCKERS = re.compile(r"\bjest\.(?!fn\()|\bconfigure\(|\bresetToDefaults\(|\bprocess\.env\b|\bglobal(?:This)?\.|"
                             r"\bconsole\.\w+\s*=|^\s*(?:export|declare)\b", re.M)
_TOP_LEVEL_OK = re.compile(r"(?:(?:const|let|var|function|async function|class|type|interface|enum|test|it|describe|"
                           r"beforeEach|afterEach|beforeAll|afterAll)\b|[}\])>]|//|/\*|\*)")
_IMPORT = re.compile(r"""^import\s+(?:(?P<type>type)\s+)?(?P<clause>[\s\S]*?)\s+from\s+['"](?P<module>[^'"]+)['"];?\s*$""")
_SPEC = re.compile(r"^(?:(?P<type>type)\s+)?(?P<name>[\w$]+)(?:\s+as\s+(?P<local>[\w$]+))?$")


def _imports(statement: str) -> dict[str, tuple[str, str, str, bool]] | None:
    """Local name -> (module, imported name or * or default, kind, type only) of one import
    statement, or None when it is not one this reads."""
    m = _IMPORT.match(statement.strip())
    if not m:
        return None
    module, type_only, clause = m.group("module"), bool(m.group("type")), m.group("clause").strip()
    out: dict[str, tuple[str, str, str, bool]] = {}
    named = re.search(r"\{([^}]*)\}", clause)
    rest = (clause[:named.start()] + clause[named.end():]) if named else clause
    for part in [p.strip() for p in rest.split(",") if p.strip()]:
        if ns := re.fullmatch(r"\*\s+as\s+([\w$]+)", part):
            out[ns.group(1)] = (module, "*", "namespace", type_only)
        elif re.fullmatch(r"[\w$]+", part):
            out[part] = (module, "default", "default", type_only)
        else:
            return None
    for spec in [p.strip() for p in (named.group(1).split(",") if named else []) if p.strip()]:
        sm = _SPEC.match(spec)
        if not sm:
            return None
        out[sm.group("local") or sm.group("name")] = (module, sm.group("name"), "named", type_only or bool(sm.group("type")))
    return out


def _split_claim(code: str) -> tuple[dict[str, tuple[str, str, str, bool]], int, list[str]] | None:
    """A claim's imports, the index of its first line after them and its lines; None when it cannot
    join the others."""
    if _MERGE_BLOCKERS.search(code):
        return None
    lines = code.rstrip("\n").split("\n")
    bindings: dict[str, tuple[str, str, str, bool]] = {}
    i = 0
    while i < len(lines) and (not lines[i].strip() or lines[i].startswith("import ")):
        if not lines[i].strip():
            i += 1
            continue
        j = i
        while j < len(lines) and not re.search(r"""['"];?\s*$""", lines[j]):
            j += 1
        found = _imports("\n".join(lines[i:j + 1]))
        if found is None:
            return None
        bindings.update(found)
        i = j + 1
    body = lines[i:]
    # A later import, or any other statement at the top level, stops the claim joining.
    if any(line[:1] not in ("", " ", "\t") and not _TOP_LEVEL_OK.match(line) for line in body):
        return None
    return bindings, i, lines


def _merge_claims(result: PageExamples, claim_tests: list[tuple[str, CodeBlock]]) -> None:
    """Runs the page's claims that can share a file in one test file (Jest pays its set-up, React
    Native's included, once per file): each in a `describe` of its own, their imports once at the
    top. The claims' own files stay, for the type check and the releases form; `jest` lists what
    the run and flipped forms run, `segments` where each claim's lines are in the joined file."""
    joined: list[tuple[CodeBlock, int, list[str]]] = []
    bindings: dict[str, tuple[str, str, str, bool]] = {}
    for path, block in claim_tests:
        if EXTENSIONS[block.lang] != "tsx":
            continue
        split = _split_claim(block.code)
        if split is None or any(bindings.get(k, v) != v for k, v in split[0].items()):
            continue
        bindings.update(split[0])
        joined.append((block, split[1], split[2]))
    if len(joined) < 2:
        return
    head = []
    for local, (module, name, kind, type_only) in sorted(bindings.items(), key=lambda item: (item[1][0], item[0])):
        keyword = "import type" if type_only else "import"
        if kind == "namespace":
            head.append(f"{keyword} * as {local} from '{module}';")
        elif kind == "default":
            head.append(f"{keyword} {local} from '{module}';")
        else:
            head.append(f"{keyword} {{ {name if name == local else f'{name} as {local}'} }} from '{module}';")
    out = head + [""]
    segments = []
    for block, first, lines in joined:
        cid = result.claims[block.line]
        out.append(f"describe({cid!r}, () => {{")
        segments.append([len(out) + 1, len(out) + len(lines) - first, block.line + 1 + first, block.line])
        out.extend(lines[first:])
        out.append("});")
    path = f"claims.L{joined[0][0].line}.test.tsx"
    result.files[path] = ("\n".join(out) + "\n").encode()
    lines_of = {b.line for b, _, _ in joined}
    result.jest = {p: line for p, line in result.tests.items() if line not in lines_of} | {path: joined[0][0].line}
    result.segments[path] = segments


def _check_imports(file: Path, block: CodeBlock, path: str, files: dict[str, bytes], source: str, reporter: Reporter) -> None:
    """Every relative import of a test must be a block or a fixture of the page: never a stand-in."""
    for m in RELATIVE_IMPORT.finditer(block.code):
        target = posixpath.normpath(posixpath.join(posixpath.dirname(path), m.group(1)))
        if not any(target + suffix in files for suffix in RESOLVE):
            line = block.line + block.code.count("\n", 0, m.start(1)) + 1
            reporter.at(file, line, 1, f"the example imports '{m.group(1)}', which is neither a titled block on this "
                        f"page nor a fixture: add it as content/{fixture_dir(source)}/{target}.tsx")
