#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the built bundle, served by the
// GitHub Pages-like host with gzip, in Debian's Chromium with a fresh profile per run. Prints the
// median, min and max of each category per page, and the audits that lost points in any run.
// usage: node bench/lighthouse.mjs [--runs 3]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, recordResults, ROOT, serve } from './support.mjs';

const PAGES = [
  ['home', ''],
  ['docs/api/queries', 'docs/api/queries'],
  ['12.x/docs/api/render', '12.x/docs/api/render'],
];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const TARGETS = { performance: 98, accessibility: 100, seo: 100 };
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
// Lighthouse has packages of its own (bench/lighthouse/), outside the build's: installed on first use.
const PACKAGES = join(ROOT, 'bench', 'lighthouse');
if (!existsSync(join(PACKAGES, 'node_modules'))) {
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: PACKAGES, stdio: ['ignore', 'ignore', 'inherit'] });
}
const requireLighthouse = createRequire(join(PACKAGES, 'noop.js'));
const load = (name) => import(pathToFileURL(requireLighthouse.resolve(name)).href);
if (!process.env.BENCH_SITE) recordResults('lighthouse', 'node bench/lighthouse.mjs');
const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');

/** One Lighthouse run of `url` in a Chromium of its own; resolves to the report (lhr). */
async function audit(url) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const site = buildSite();
const server = await serve(site, 'ghpages.py');
let missed = false;
try {
  for (const [label, path] of PAGES) {
    const reports = [];
    for (let i = 0; i < RUNS; i++) reports.push(await audit(server.url + path));
    // Lighthouse's own measure of the host's CPU (about 1000 or more on an idle desktop): on a busy
    // machine every task takes longer, and the simulated phone scales that by 4.
    const cpu = reports.map((r) => Math.round(r.environment.benchmarkIndex));
    console.log(`${label} (${RUNS} runs; host CPU benchmarkIndex median ${median(cpu)}, min ${Math.min(...cpu)}, max ${Math.max(...cpu)}):`);
    for (const category of CATEGORIES) {
      const scores = reports.map((r) => Math.round(r.categories[category].score * 100));
      const target = TARGETS[category];
      const verdict = target === undefined ? '' : median(scores) >= target ? `  (target >= ${target}: met)` : `  (target >= ${target}: MISSED)`;
      missed ||= target !== undefined && median(scores) < target;
      console.log(`  ${category.padEnd(15)} ${String(median(scores)).padStart(3)}  (min ${Math.min(...scores)}, max ${Math.max(...scores)})${verdict}`);
    }
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    console.log(`  ${metrics.map((id) => `${reports[0].audits[id].title}: ${median(reports.map((r) => r.audits[id].numericValue)).toFixed(id.includes('layout') ? 3 : 0)}`).join(', ')}`);
    const flagged = new Map();
    for (const report of reports) {
      for (const category of CATEGORIES) {
        for (const ref of report.categories[category].auditRefs) {
          const a = report.audits[ref.id];
          if (ref.weight > 0 && a.score !== null && a.score < 1) flagged.set(ref.id, `${category}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        }
      }
    }
    for (const line of flagged.values()) console.log(`    lost points: ${line}`);
  }
} finally {
  server.stop();
}
process.exitCode = missed ? 1 : 0;
