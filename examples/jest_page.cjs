// One version's Jest, kept warm across pages: each page's tests run in this process (`runCLI`),
// staged under one directory that never moves, so Jest's transform cache (its keys hold absolute
// paths and the config, rootDir included) stays valid from one page to the next and React Native
// is transformed once (workdir.cjs). Failures are reported at the line of the page they come from:
// `content/13.x/docs/api/render.md:285: <test name>` and Jest's message.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const makeConfig = require('./jest.config.cjs');
const { Stage } = require('./workdir.cjs');

const ANSI = /\u001b\[[0-9;]*m/g;

// Jest's command line sets NODE_ENV to `test` when it is unset, and runCLI does not: without it,
// code that checks for tests (React Native's animations on a release of RNTL that drives them,
// Gesture Handler's test-only props) takes its app path.
process.env.NODE_ENV ??= 'test';

/**
 * The page line of a failure: the deepest frame in the test file itself, else the test's call. In
 * a file of claims (`segments`: per claim its first and last line, and the page line of its first),
 * the claim's line it falls in.
 */
function pageLine(file, block, message, location) {
  const frame = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):\\d+`);
  const m = message.match(frame);
  const inFile = m ? Number(m[1]) : location ? location.line : 0;
  return block.segments ? fileToPage(block.segments, inFile, block.line) : block.line + inFile;
}

/** A line of a file of claims -> its page line (the first claim's fence when it is in none). */
function fileToPage(segments, inFile, fallback) {
  const segment = segments.find(([first, last]) => first <= inFile && inFile <= last);
  return segment ? segment[2] + inFile - segment[0] : fallback;
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

/**
 * Jest makes a new resolver for each run, and with it new caches of the file each `require` of
 * React Native's modules names. The resolver is kept from one page to the next instead, given the
 * page's module map: its caches are keyed by absolute paths, and each request's folder is new. What
 * a name stands for also depends on the manual mocks (`__mocks__/`) in the stage, so a run that has
 * any, and the run after it, get a resolver of their own.
 */
function keepResolver(Runtime) {
  const createResolver = Runtime.createResolver;
  let kept = null;
  Runtime.createResolver = (config, moduleMap) => {
    const mocks = moduleMap.getRawModuleMap().mocks.size > 0;
    if (kept && !mocks && !kept.mocks) kept.resolver._moduleMap = moduleMap;
    else kept = { resolver: createResolver.call(Runtime, config, moduleMap), mocks };
    return kept.resolver;
  };
}

/**
 * Reports a rejection that comes when no test runs: without a handler Node would end the worker.
 * Jest takes the process's handlers away while it runs, so this is added again after each run and
 * left in place until the next.
 */
function reportLateRejections() {
  if (process.listeners('unhandledRejection').includes(reportLate)) return;
  process.on('unhandledRejection', reportLate);
}

function reportLate(reason) {
  console.error(`a promise rejected after its test had ended: ${reason?.message ?? reason}`);
}

/** How many host timers are pending. */
function pendingTimers() {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
}

/** Resolves once no more timers are pending than `before`, checking after each turn of the loop. */
async function settled(before, limitMs = 10000) {
  const start = Date.now();
  while (pendingTimers() > before && Date.now() - start < limitMs) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Rejections of the work that just finished are reported before the next run starts.
  await new Promise((resolve) => setImmediate(resolve));
}

class PageJest {
  /**
   * @param {{ root: string, modules: string, preset: string, setup: string[], name?: string,
   *   keep?: boolean, linkModules?: (target: string) => void }} toolchain
   *   root: where pages are staged and Jest keeps its cache (workdir.cjs); name: the stage's folder;
   *   keep: whether to keep Jest's resolver from one run to the next (one RNTL per toolchain);
   *   linkModules: makes the stage's node_modules (default: a link to `modules`).
   */
  constructor({ root, modules, preset, setup, name = 'jest', keep = true, linkModules = (target) => fs.symlinkSync(modules, target) }) {
    this.modules = modules;
    this.stage = new Stage(root, name, (dir) => {
      linkModules(path.join(dir, 'node_modules'));
      // Babel takes its project-wide config from Jest's rootDir, for node_modules files too.
      fs.writeFileSync(path.join(dir, 'babel.config.js'), "module.exports = { presets: ['module:@react-native/babel-preset'] };\n");
      // Copied beside node_modules, so its require() finds the version's RNTL.
      fs.copyFileSync(path.join(__dirname, 'slow-machine.setup.cjs'), path.join(dir, 'slow-machine.setup.js'));
    });
    this.cache = path.join(root, 'jest-cache');
    const config = makeConfig({ rootDir: this.stage.dir, preset, setup });
    // A config's `haste` replaces the preset's: keep the preset's platforms, and read the stage
    // with node's fs, where Jest would otherwise spawn `find` twice per page (forking a process
    // that holds React Native's module graph is slow).
    const presetConfig = require(require.resolve(`${preset}/jest-preset`, { paths: [this.stage.dir] }));
    config.haste = { ...presetConfig.haste, forceNodeFilesystemAPI: true };
    this.config = JSON.stringify(config);
    // Each run starts by forgetting every file Jest's resolver stat()ed. Here a request's files sit
    // in a folder of their own, never asked for again, and the toolchain does not change while the
    // worker lives (a new lock starts a new worker): what was learnt of React Native's files holds
    // for every page.
    if (keep) {
      require(path.join(modules, 'jest-resolve')).default.clearDefaultResolverCache = () => {};
      keepResolver(require(path.join(modules, 'jest-runtime')).default);
    }
  }

  /**
   * Runs one page's tests (or those of `only`: test file -> fence line), each test file's code
   * first passed through `rewrite` when given.
   * @returns {Promise<{ tests: number, passed: number, failures: { source: string, line: number, file: string, text: string }[] }>}
   */
  async run(page, rewrite = (code) => code, only = page.index.jest ?? page.index.tests) {
    // A folder per request: a file of an earlier page (or an earlier version of this one) is never
    // found where it no longer is, whatever Jest's resolver remembers.
    const target = path.join(this.stage.next(), page.index.source);
    fs.cpSync(page.dir, target, { recursive: true, dereference: true });
    const tests = new Map();
    for (const [file, line] of Object.entries(only)) {
      const staged = path.join(target, file);
      fs.writeFileSync(staged, rewrite(fs.readFileSync(staged, 'utf8'), file));
      tests.set(staged, { source: `content/${page.index.source}`, line, file, segments: page.index.segments?.[file] });
    }

    const { runCLI } = require(path.join(this.modules, 'jest'));
    const timers = pendingTimers();
    const { results } = await runCLI(
      {
        _: [...tests.keys()],
        $0: 'jest',
        config: this.config,
        runTestsByPath: true,
        ci: true,
        runInBand: true,
        watchman: false,
        cache: true,
        cacheDirectory: this.cache,
        testLocationInResults: true,
        // The first test of a worker also pays for transforming React Native; on two shared cores
        // that alone can pass Jest's 5 s default.
        testTimeout: 180000,
        reporters: [],
        silent: true,
      },
      [this.stage.dir],
    );
    // A test can end while work it started is pending (a flipped assertion before its `await`):
    // that work's timers outlive the run, and a rejection at their end would land in the next
    // page's test. The run is over when the timers it left have fired (or after a bound).
    reportLateRejections();
    await settled(timers);

    const failures = [];
    let passed = 0;
    const seen = new Set();
    for (const suite of results.testResults) {
      const block = tests.get(suite.testFilePath);
      seen.add(suite.testFilePath);
      if (!block) continue;
      if (suite.testExecError || (suite.failureMessage && suite.testResults.length === 0)) {
        const message = suite.failureMessage || String(suite.testExecError.message);
        failures.push({ ...block, line: pageLine(suite.testFilePath, block, message), text: summary(message) });
        continue;
      }
      for (const test of suite.testResults) {
        if (test.status === 'passed') passed += 1;
        else if (test.status === 'failed') {
          const message = test.failureMessages.join('\n');
          const line = pageLine(suite.testFilePath, block, message, test.location);
          failures.push({ ...block, line, text: `${test.fullName}\n${summary(message)}` });
        }
      }
    }
    for (const [file, block] of tests) {
      if (!seen.has(file)) failures.push({ ...block, text: 'Jest did not run this example' });
    }
    if (!results.success && failures.length === 0) {
      failures.push({ source: `content/${page.index.source}`, line: 0, text: 'Jest failed without naming a test' });
    }
    return { tests: passed + failures.length, passed, failures };
  }
}

module.exports = { PageJest };
