// Proves a page's examples guard the page: one assertion in every test is negated
// (`expect(x).toBe(y)` becomes `expect(x).not.toBe(y)`, and back), the flipped copies run, and the
// check fails unless each flipped test fails at a line of its block. The flipped assertion of a
// test is its first `expect(` outside a `waitFor` callback (a negated wait can hold at once, before
// anything happened), else its first.
'use strict';

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

/** Flips one assertion per test; returns the new code, how many tests were flipped and the line of each. */
function flip(code) {
  const starts = [...code.matchAll(TEST_START)].map((m) => m.index);
  const original = code;
  const lines = [];
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
      lines.push(original.slice(0, start).split('\n').length);
    }
  }
  return { code, flipped, lines: lines.reverse() };
}

/**
 * Runs a page's tests flipped (through a PageJest); `survivors` are the examples whose flipped
 * tests did not all fail at the page, each as the line that reports it.
 */
async function runFlipped(jest, page) {
  const source = `content/${page.index.source}`;
  const expected = new Map(); // test file -> { first, last, tests }
  const unflipped = [];
  const only = page.index.jest ?? page.index.tests;
  const { failures } = await jest.run(page, (original, file) => {
    const { code, flipped, lines } = flip(original);
    const line = only[file];
    const segments = page.index.segments?.[file];
    if (segments) {
      // A file of claims: each claim is its own example, its tests those within its lines.
      for (const [first, last, pageFirst, fence] of segments) {
        const tests = lines.filter((l) => first <= l && l <= last).length;
        if (tests === 0) unflipped.push(fence);
        else expected.set(`${file}:${fence}`, { fence, first: pageFirst, last: pageFirst + last - first, tests });
      }
    } else if (flipped === 0) unflipped.push(line);
    else expected.set(file, { first: line + 1, last: line + original.split('\n').length, tests: flipped });
    return code;
  }, only);
  const survivors = [];
  for (const e of expected.values()) {
    const failed = failures.filter((f) => f.source === source && f.line >= e.first && f.line <= e.last).length;
    if (failed < e.tests) {
      survivors.push(`${source}:${e.fence ?? e.first - 1}: flipping an assertion in each of its ${e.tests} test(s) did not fail each one at the page`);
    }
  }
  const flipped = [...expected.values()].reduce((sum, e) => sum + e.tests, 0);
  return { flipped, examples: expected.size, unflipped: unflipped.sort((a, b) => a - b), survivors };
}

module.exports = { flip, runFlipped };
