// Type-checks one docs version's TypeScript blocks with tsc against that version's packages, and
// reports an API name the version does not have as `content/13.x/docs/api/render.md:LINE: ...`.
//
//   node check_types.cjs --version 13.x --modules DIR PAGE_DIR...
//
// Snippets use names they never declare (`screen`, `element`, a component shown elsewhere), so
// only the errors that mean "this package has no such export or member" count: an import of a
// name the version does not export, or a member that its types do not have. Everything else a
// snippet leaves undeclared is not reported.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

// TS2305/TS2724/TS2614: the module has no exported member X; TS2694: the namespace has none;
// TS2339/TS2551: the property does not exist on a type (reported only for the version's own
// types, see below).
const COUNTED = new Set([2305, 2724, 2614, 2694, 2339, 2551]);
const PACKAGES = /@testing-library\/react-native|RenderResult|RenderHookResult|Screen|UserEvent|ReactTestInstance|FireEvent|Queries|typeof import/;

function parseArgs(argv) {
  const args = { pages: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) args[argv[i].slice(2)] = argv[++i];
    else args.pages.push(argv[i]);
  }
  return args;
}

/** tsc's diagnostics for these files (empty when there are none). */
function tsc(stage, modules, files) {
  fs.writeFileSync(
    path.join(stage, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        noEmit: true,
        strict: true,
        jsx: 'react-jsx',
        target: 'es2022',
        // No DOM library: a snippet's undeclared `screen` must stay undeclared, not become window.screen.
        lib: ['es2022'],
        module: 'esnext',
        moduleResolution: 'bundler',
        esModuleInterop: true,
        skipLibCheck: true,
        types: ['jest'],
      },
      files,
    }),
  );
  try {
    execFileSync(process.execPath, [path.join(modules, 'typescript/bin/tsc'), '-p', 'tsconfig.json', '--pretty', 'false'], {
      cwd: stage,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return '';
  } catch (error) {
    return String(error.stdout || '');
  }
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const tmp = process.env.TEST_TMPDIR || fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'types-'));
  const stage = path.join(tmp, 'types');
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  const modules = path.resolve(args.modules);
  fs.symlinkSync(modules, path.join(stage, 'node_modules'));

  // file under stage -> { source, line of the fence }
  const blocks = new Map();
  let checked = 0;
  for (const dir of args.pages) {
    const index = JSON.parse(fs.readFileSync(path.join(dir, 'examples.json'), 'utf8'));
    const target = path.join('pages', index.source);
    fs.cpSync(dir, path.join(stage, target), { recursive: true, dereference: true });
    for (const [file, line] of Object.entries(index.tests)) {
      blocks.set(path.join(target, file), { source: `content/${index.source}`, line });
    }
    const checks = path.join(dir, '_check');
    for (const name of fs.existsSync(checks) ? fs.readdirSync(checks) : []) {
      blocks.set(path.join(target, '_check', name), { source: `content/${index.source}`, line: Number(name.slice(1).split('.')[0]) });
      checked += 1;
    }
  }

  const started = Date.now();
  // tsc reports no type errors while any file has a syntax error. Signature listings are not
  // always valid TypeScript, so a first run finds the blocks that do not parse and leaves them out.
  let output = tsc(stage, modules, [...blocks.keys()]);
  const unparsed = new Set([...output.matchAll(/^(.+?)\(\d+,\d+\): error TS1\d{3}:/gm)].map((m) => m[1]));
  if (unparsed.size > 0) output = tsc(stage, modules, [...blocks.keys()].filter((f) => !unparsed.has(f)));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  let failed = 0;
  for (const m of output.matchAll(/^(.+?)\((\d+),(\d+)\): error TS(\d+): (.*)$/gm)) {
    const [, file, row, , code, message] = m;
    const block = blocks.get(file);
    if (!block || !COUNTED.has(Number(code))) continue;
    if ((code === '2339' || code === '2551') && !PACKAGES.test(message)) continue;
    failed += 1;
    console.error(`${block.source}:${block.line + Number(row)}: TS${code}: ${message}`);
  }
  const parsed = blocks.size - unparsed.size;
  console.log(
    `${args.version}: ${parsed} blocks type-checked in ${seconds} s (${checked} not run, ` +
      `${blocks.size - checked} examples); ${unparsed.size} not parseable as TypeScript, skipped`,
  );
  console.log(`${parsed - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main();
