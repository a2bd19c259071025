// Runs one docs version's extracted examples with Jest and reports each failure at the line of
// the page it comes from: `content/13.x/docs/api/render.md:285: <test name>: <Jest's message>`.
//
//   node run_examples.cjs --version 13.x --modules DIR --preset NAME [--setup MODULE]... PAGE_DIR...
//
// Each PAGE_DIR is the compiler's examples output for one page (test files, the modules they
// import, examples.json). They are copied into TEST_TMPDIR beside a link to the version's
// node_modules, where Babel and Jest find their configuration; Jest's cache stays there too.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const makeConfig = require('./jest.config.cjs');

function parseArgs(argv) {
  const args = { setup: [], pages: [] };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--setup') args.setup.push(argv[++i]);
    else if (flag.startsWith('--')) args[flag.slice(2)] = argv[++i];
    else args.pages.push(argv[i]);
  }
  return args;
}

/** Copies the page folders into stage/pages/<page path>/; returns test file -> {source, line}. */
function stagePages(pages, stage) {
  const tests = new Map();
  const counts = { pages: 0, tests: 0, notRun: 0, other: 0, skipped: [] };
  for (const dir of pages) {
    const index = JSON.parse(fs.readFileSync(path.join(dir, 'examples.json'), 'utf8'));
    counts.pages += 1;
    counts.notRun += index.notRun.length;
    counts.other += index.other;
    for (const [line, why] of Object.entries(index.skipped)) counts.skipped.push(`content/${index.source}:${line}: ${why}`);
    if (Object.keys(index.tests).length === 0) continue;
    const target = path.join(stage, 'pages', index.source);
    fs.cpSync(dir, target, { recursive: true, dereference: true });
    for (const [file, line] of Object.entries(index.tests)) {
      tests.set(path.join(target, file), { source: `content/${index.source}`, line });
      counts.tests += 1;
    }
  }
  return { tests, counts };
}

const ANSI = /\u001b\[[0-9;]*m/g;

/** The page line of a failure: the deepest frame in the test file itself, else the test's call. */
function pageLine(file, block, message, location) {
  const frame = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+`);
  const m = message.match(frame);
  const inFile = m ? Number(m[1]) : location ? location.line : 0;
  return block.line + inFile;
}

/** Jest's message without colours and stack frames: what went wrong, and the code frame. */
function summary(message) {
  return message
    .replace(ANSI, '')
    .split('\n')
    .filter((l) => !/^\s+at /.test(l))
    .join('\n')
    .trim();
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const tmp = process.env.TEST_TMPDIR || fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'examples-'));
  const stage = path.join(tmp, 'stage');
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  const modules = path.resolve(args.modules);
  fs.symlinkSync(modules, path.join(stage, 'node_modules'));
  // Babel takes its project-wide config from Jest's rootDir, for node_modules files too.
  fs.writeFileSync(
    path.join(stage, 'babel.config.js'),
    "module.exports = { presets: ['module:@react-native/babel-preset'] };\n",
  );
  // Copied beside node_modules, so its require() finds the version's RNTL.
  fs.copyFileSync(path.join(__dirname, 'slow-machine.setup.cjs'), path.join(stage, 'slow-machine.setup.js'));
  const { tests, counts } = stagePages(args.pages, stage);
  if (tests.size === 0) {
    console.error(`${args.version}: no complete test found in ${counts.pages} pages`);
    process.exit(1);
  }

  const config = makeConfig({ rootDir: stage, preset: args.preset, setup: args.setup });
  const { runCLI } = require(path.join(modules, 'jest'));
  const started = Date.now();
  const { results } = await runCLI(
    {
      _: [],
      $0: 'jest',
      config: JSON.stringify(config),
      ci: true,
      runInBand: true,
      watchman: false,
      cache: true,
      cacheDirectory: path.join(tmp, 'jest-cache'),
      testLocationInResults: true,
      // The first test of a file also pays for transforming React Native on a cold cache; on
      // two shared cores that alone can pass Jest's 5 s default.
      testTimeout: 180000,
      reporters: [],
      silent: true,
    },
    [stage],
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  let failed = 0;
  let passed = 0;
  const seen = new Set();
  for (const suite of results.testResults) {
    const block = tests.get(suite.testFilePath);
    seen.add(suite.testFilePath);
    if (!block) continue;
    if (suite.testExecError || (suite.failureMessage && suite.testResults.length === 0)) {
      failed += 1;
      const message = suite.failureMessage || String(suite.testExecError.message);
      console.error(`${block.source}:${pageLine(suite.testFilePath, block, message)}: ${summary(message)}\n`);
      continue;
    }
    for (const test of suite.testResults) {
      if (test.status === 'passed') {
        passed += 1;
      } else if (test.status === 'failed') {
        failed += 1;
        const message = test.failureMessages.join('\n');
        const line = pageLine(suite.testFilePath, block, message, test.location);
        console.error(`${block.source}:${line}: ${test.fullName}\n${summary(message)}\n`);
      }
    }
  }
  for (const [file, block] of tests) {
    if (!seen.has(file)) {
      failed += 1;
      console.error(`${block.source}:${block.line}: Jest did not run this example`);
    }
  }
  console.log(
    `${args.version}: ${counts.tests} examples (${passed + failed} tests) run in ${seconds} s; ` +
      `${counts.notRun} script blocks not run, ${counts.skipped.length} of them with test( or it( (skipped); ` +
      `${counts.other} blocks in other languages; ${counts.pages} pages`,
  );
  for (const skip of counts.skipped) console.log(`skipped ${skip}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.success ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
