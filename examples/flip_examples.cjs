// Proves the examples guard the page: flips one assertion in every test of every example
// (`expect(x).toBe(y)` becomes `expect(x).not.toBe(y)`, and back), runs the flipped copies through
// run_examples.cjs, and fails unless the runner fails and names each flipped test's page, at a
// line of its block.
//
//   node flip_examples.cjs --version 13.x --modules DIR --preset NAME [--setup MODULE]... PAGE_DIR...
//
// One Jest run for the whole version, so the cost is that of the examples test itself. The flipped
// assertion of a test is its first `expect(` outside a `waitFor` callback (a negated wait can hold
// at once, before anything happened), else its first.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const TEST_START = /^[ \t]*(?:test|it)(?:\.\w+)?\(/gm;
const EXPECT = /(?<![\w.$])expect\(/g;

/** Index just past the parenthesis that closes the one at `open`; string contents are skipped. */
function closing(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The code with `at`'s assertion negated, or null when it has no matcher to negate. */
function negate(code, at) {
  const end = closing(code, at + 'expect'.length);
  if (end < 0) return null;
  const rest = code.slice(end);
  const m = rest.match(/^\s*\.(?:(not)\.|(resolves|rejects)\.)?/);
  if (!m || !m[0].includes('.')) return null;
  if (m[1]) return code.slice(0, end) + rest.replace(/^(\s*)\.not\./, '$1.');
  const insertAt = end + m[0].length - 1; // before the '.' of the matcher
  return code.slice(0, insertAt) + '.not' + code.slice(insertAt);
}

function insideWaitFor(code, start, at) {
  const before = code.slice(start, at);
  const open = before.lastIndexOf('waitFor(');
  return open >= 0 && closing(code, start + open + 'waitFor'.length) > at;
}

/** Flips one assertion per test; returns the new code and how many tests were flipped. */
function flip(code) {
  const starts = [...code.matchAll(TEST_START)].map((m) => m.index);
  let flipped = 0;
  // From the last test back, so earlier offsets stay valid.
  for (let t = starts.length - 1; t >= 0; t--) {
    const start = starts[t];
    const end = t + 1 < starts.length ? starts[t + 1] : code.length;
    const body = code.slice(start, end);
    const candidates = [...body.matchAll(EXPECT)].map((m) => start + m.index);
    const chosen = candidates.find((at) => !insideWaitFor(code, start, at)) ?? candidates[0];
    const next = chosen === undefined ? null : negate(code, chosen);
    if (next !== null) {
      code = next;
      flipped += 1;
    }
  }
  return { code, flipped };
}

function main() {
  const argv = process.argv.slice(2);
  const pages = [];
  const passOn = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) passOn.push(argv[i], argv[++i]);
    else pages.push(argv[i]);
  }
  const tmp = process.env.TEST_TMPDIR || fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'flip-'));
  const copies = path.join(tmp, 'flipped');
  fs.rmSync(copies, { recursive: true, force: true });
  const expected = []; // { source, first, last, tests }
  const unflipped = [];
  pages.forEach((dir, n) => {
    const index = JSON.parse(fs.readFileSync(path.join(dir, 'examples.json'), 'utf8'));
    const copy = path.join(copies, String(n));
    fs.cpSync(dir, copy, { recursive: true, dereference: true });
    for (const [file, line] of Object.entries(index.tests)) {
      const original = fs.readFileSync(path.join(copy, file), 'utf8');
      const { code, flipped } = flip(original);
      const where = `content/${index.source}`;
      if (flipped === 0) {
        unflipped.push(`${where}:${line}`);
        continue;
      }
      fs.writeFileSync(path.join(copy, file), code);
      expected.push({ source: where, first: line + 1, last: line + original.split('\n').length, tests: flipped });
    }
  });

  const run = spawnSync(
    process.execPath,
    [path.join(__dirname, 'run_examples.cjs'), ...passOn, ...pages.map((_, n) => path.join(copies, String(n)))],
    { env: { ...process.env, TEST_TMPDIR: path.join(tmp, 'run') }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  // The runner's own report, for whoever reads the test log.
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  const reported = [...run.stderr.matchAll(/^(content\/\S+?\.md):(\d+): /gm)].map((m) => ({ source: m[1], line: Number(m[2]) }));
  const survivors = expected.filter(
    (e) => reported.filter((r) => r.source === e.source && r.line >= e.first && r.line <= e.last).length < e.tests,
  );
  for (const s of survivors) {
    console.error(`${s.source}:${s.first - 1}: flipping an assertion in each of its ${s.tests} test(s) did not fail each one at the page`);
  }
  const total = expected.reduce((sum, e) => sum + e.tests, 0);
  console.log(`${passOn[1]}: ${total} assertions flipped in ${expected.length} examples; ${survivors.length} examples survived`);
  if (unflipped.length) console.log(`no expect() to flip in: ${unflipped.join(', ')}`);
  if (run.status === 0) console.error('the runner passed with every example flipped');
  process.exit(run.status !== 0 && survivors.length === 0 ? 0 : 1);
}

if (require.main === module) main();
else module.exports = { flip };
