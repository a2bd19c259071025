// Checks one docs page's extracted examples in one form, on one version's toolchain: as a Bazel
// persistent worker (JSON protocol, one request per page and form) or, without
// --persistent_worker, once for the page its arguments name.
//
//   node worker.cjs --version=13.x --modules=DIR --preset=NAME [--setup=MODULE]...
//       (--persistent_worker | --form run|flipped|types --page DIR --out REPORT [--quickinfo FILE] | @PARAMS)
//
//   run      the page's complete tests run with Jest; a failure is reported at its page line
//   flipped  the same with one assertion per test negated: each flipped test must fail at the page
//   types    every TypeScript block, run or not, type-checked: a name the release lacks fails;
//            with --quickinfo, also what the program says each identifier is (for the page stage)
//   releases each claim that names releases run on them, with that release of RNTL in place
//            (releases_page.cjs; start-up arguments --lineage, --releases, --release-modules)
//
// The toolchain's options are the worker's start-up arguments (so each version has workers of its
// own); a request names the form, the page's directory (the compiler's examples output: test
// files, the modules they import, _check/, examples.json) and the report to write: a few counts,
// no timings, so an unchanged page's report is the same file and nothing after it runs again.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { ownDirectory, sharedDirectory } = require('./workdir.cjs');

function parseArgs(argv) {
  // A params file (@FILE, one argument a line) stands for its arguments.
  argv = argv.flatMap((arg) => (arg.startsWith('@') ? fs.readFileSync(arg.slice(1), 'utf8').split('\n').filter(Boolean) : [arg]));
  argv = argv.flatMap((arg) => (/^--[\w-]+=/.test(arg) ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg]));
  const args = { setup: [], 'release-modules': [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--persistent_worker') args.persistent = true;
    else if (arg === '--setup') args.setup.push(argv[++i]);
    else if (arg === '--release-modules') args['release-modules'].push(argv[++i]);
    else if (arg.startsWith('--')) args[arg.slice(2)] = argv[++i];
    else throw new Error(`unexpected argument ${arg}`);
  }
  return args;
}

/** The page's directory and its examples.json. */
function readPage(dir) {
  return { dir, index: JSON.parse(fs.readFileSync(path.join(dir, 'examples.json'), 'utf8')) };
}

/** The toolchain's warm state, made on first use: a worker that only type-checks never loads Jest. */
class Toolchain {
  constructor(args, root) {
    this.args = args;
    this.root = root;
  }

  get jest() {
    const { PageJest } = require('./jest_page.cjs');
    const { modules, preset, setup } = this.args;
    this._jest ??= new PageJest({ root: this.root, modules: path.resolve(modules), preset, setup });
    return this._jest;
  }

  get releases() {
    const { PageReleases } = require('./releases_page.cjs');
    const { lineage, releases } = this.args;
    this._releases ??= new PageReleases({ root: this.root, lineage, releases, releaseModules: this.args['release-modules'] });
    return this._releases;
  }

  /** Removes this process's staged pages. */
  clear() {
    this._jest?.stage.clear();
    for (const jest of this._releases?.jests.values() ?? []) jest.stage.clear();
    this._types?.stage.clear();
  }

  get types() {
    const { PageTypes } = require('./types_page.cjs');
    const { modules, setup } = this.args;
    this._types ??= new PageTypes({ root: this.root, modules: path.resolve(modules), setup });
    return this._types;
  }
}

const FORMS = {
  async run(toolchain, page) {
    const { index } = page;
    const examples = Object.keys(index.tests).length;
    const result = examples ? await toolchain.jest.run(page) : { tests: 0, failures: [] };
    const errors = result.failures.map((f) => `${f.source}:${f.line}: ${f.text}\n`);
    return { errors, report: { examples, tests: result.tests, claims: Object.keys(index.claims ?? {}).length, notRun: index.notRun.length, skipped: index.skipped, other: index.other } };
  },

  async flipped(toolchain, page) {
    if (Object.keys(page.index.tests).length === 0) return { errors: [], report: { examples: 0, flipped: 0, unflipped: [] } };
    const { runFlipped } = require('./flip.cjs');
    const { flipped, examples, unflipped, survivors } = await runFlipped(toolchain.jest, page);
    return { errors: survivors, report: { examples, flipped, unflipped } };
  },

  async releases(toolchain, page) {
    if (Object.keys(page.index.releases ?? {}).length === 0) return { errors: [], report: { claims: 0, runs: [] } };
    return toolchain.releases.check(page);
  },

  async types(toolchain, page, request) {
    const { index } = page;
    if (Object.keys(index.tests).length === 0 && !fs.existsSync(path.join(page.dir, '_check'))) {
      return { errors: [], report: { blocks: 0, notRun: 0, unparsed: [] }, quickInfo: { source: index.source, infos: [], blocks: {} } };
    }
    const { blocks, notRun, unparsed, errors, quickInfo } = toolchain.types.check(page, { quickInfo: Boolean(request.quickinfo) });
    return { errors, report: { blocks, notRun, unparsed }, quickInfo };
  },
};

/** Quick info as JSON that diffs well: one line per quick info and per block. */
function quickInfoText({ source, infos, blocks }) {
  const lines = (items) => items.join(',\n  ');
  return `{\n "source": ${JSON.stringify(source)},\n "infos": [\n  ${lines(infos.map((i) => JSON.stringify(i)))}\n ],\n` +
    ` "blocks": {\n  ${lines(Object.keys(blocks).sort().map((k) => `${JSON.stringify(k)}: ${JSON.stringify(blocks[k])}`))}\n }\n}\n`;
}

/** Runs one request; returns its exit code, the lines it reports going to `log`. */
async function handle(toolchain, request, log) {
  const form = FORMS[request.form];
  if (!form) throw new Error(`unknown form ${request.form}: run, flipped, types or releases`);
  const page = readPage(request.page);
  const { errors, report, quickInfo } = await form(toolchain, page, request);
  for (const e of errors) log(e);
  if (errors.length) return 1;
  const content = { form: request.form, source: page.index.source, version: toolchain.args.version, ...report };
  fs.writeFileSync(request.out, JSON.stringify(content, null, 1) + '\n');
  // What the program says each identifier is (compiler: models.PageQuickInfo), for the page stage
  // once checked in (examples/VERSION/quickinfo/).
  if (request.quickinfo) fs.writeFileSync(request.quickinfo, quickInfoText(quickInfo));
  return 0;
}

/** Work requests as Bazel sends them: JSON objects back to back, with no separator. */
function* requests(buffer) {
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < buffer.length; i++) {
    const c = buffer[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      yield { request: JSON.parse(buffer.slice(start, i + 1)), end: i + 1 };
      start = i + 1;
    }
  }
}

function serve(args) {
  const toolchain = new Toolchain(args, sharedDirectory(args.version, process.argv.slice(2)));
  process.on('exit', () => toolchain.clear());
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(128));
  // stdout carries the responses: anything else Jest or a test prints goes to the request's output.
  const respond = process.stdout.write.bind(process.stdout);
  let captured = [];
  process.stdout.write = (chunk) => captured.push(String(chunk)) > 0;
  console.log = console.error = (...parts) => captured.push(parts.map(String).join(' ') + '\n');
  let buffer = '';
  let queue = Promise.resolve();
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buffer += chunk;
    let consumed = 0;
    for (const { request, end } of requests(buffer)) {
      consumed = end;
      // One request at a time: Jest's and TypeScript's state is not shared between two pages at once.
      queue = queue.then(async () => {
        captured = [];
        let exitCode = 1;
        try {
          // Each line ends with a newline: Bazel prints the output as it is, before its own next line.
          exitCode = await handle(toolchain, parseArgs(request.arguments ?? []), (line) => captured.push(line.endsWith('\n') ? line : line + '\n'));
        } catch (error) {
          captured.push(`${error.stack ?? error}\n`);
        }
        respond(JSON.stringify({ exitCode, output: captured.join(''), requestId: request.requestId ?? 0 }));
      });
    }
    buffer = buffer.slice(consumed);
  });
  process.stdin.on('end', () => queue.then(() => process.exit(0)));
}

async function once(args) {
  const root = ownDirectory();
  try {
    return await handle(new Toolchain(args, root), args, (line) => process.stderr.write(line.endsWith('\n') ? line : line + '\n'));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const args = parseArgs(process.argv.slice(2));
for (const name of ['version', 'modules', 'preset']) {
  if (!args[name]) throw new Error(`worker.cjs: --${name}=... is missing (examples/defs.bzl passes it)`);
}
if (args.persistent) serve(args);
else {
  once(args).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
