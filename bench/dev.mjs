#!/usr/bin/env node
// The live preview's loop, measured: `./tools/bazel run //:dev` on a copy of content/ (a warm Bazel
// server, //:dev already built) until the first page is served, then in Chromium the time from
// writing a unique marker into a page to the open page showing it (the next frame after the DOM
// has it), for docs/start/intro and for docs/api/queries, a long page. Medians with min and max.
// usage: node bench/dev.mjs [--saves 10] [--starts 4]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { launchChromium, recordResults, ROOT } from './support.mjs';

const { values } = parseArgs({ options: { saves: { type: 'string', default: '10' }, starts: { type: 'string', default: '4' } } });
const SAVES = Number(values.saves);
const STARTS = Number(values.starts);
const PAGES = [
  { name: 'docs/start/intro', file: '13.x/docs/start/intro.md', route: 'docs/start/intro' },
  { name: 'docs/api/queries', file: '13.x/docs/api/queries.md', route: 'docs/api/queries' },
];
const TARGET = { median: 100, max: 200, start: 3000 };

const bazel = join(ROOT, 'tools', 'bazel');
const scratch = mkdtempSync(join(tmpdir(), 'bench-dev-'));
const content = join(scratch, 'content');
// Its own page cache: the first start compiles every page, later ones only what changed (nothing).
const cache = join(scratch, 'cache');
cpSync(join(ROOT, 'content'), content, { recursive: true });
// Build first, so each start below is what an author sees with a warm Bazel server.
execFileSync(bazel, ['build', '//:dev', '--noshow_progress'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

/** Starts the dev server; resolves once a page has been served, with the time that took. */
function start() {
  const began = performance.now();
  const child = spawn(bazel, ['run', '--noshow_progress', '//:dev', '--', '--content', content, '--port', '0', '--cache', cache], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d) => (log += d));
  const stop = () => new Promise((done) => {
    child.once('exit', done);
    process.kill(-child.pid, 'SIGTERM');
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`dev server exited with ${code}:\n${log}`)));
    createInterface({ input: child.stdout }).on('line', async (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(line);
      if (!match) return;
      const res = await fetch(match[1] + PAGES[0].route);
      await res.text();
      if (!res.ok) return reject(new Error(`first page: HTTP ${res.status}`));
      resolve({ url: match[1], ms: performance.now() - began, stop, log: () => log });
    });
  });
}

const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { median, min: s[0], max: s[s.length - 1] };
};
const fmt = ({ median, min, max }) => `median ${median.toFixed(0)} ms (min ${min.toFixed(0)}, max ${max.toFixed(0)})`;

const loadBefore = loadavg()[0];
const starts = [];
for (let i = 0; i < STARTS; i++) {
  recordResults('dev', 'node bench/dev.mjs');
const server = await start();
  starts.push(server.ms);
  await server.stop();
}

const server = await start();
const browser = await launchChromium();
const results = [];
try {
  for (const target of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route('**/_vercel/insights/script.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(server.url + target.route, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-live-preview="connected"]');
    // A second listener on the event stream splits each save: until the server's event, then the page's work.
    await page.evaluate((url) => new Promise((done) => {
      const events = new EventSource(url);
      events.onopen = done;
      events.onmessage = (m) => JSON.parse(m.data).type === 'update' && (window.lastEventAt = Date.now());
    }), `${new URL(server.url).pathname}__dev/events`);
    const file = join(content, target.file);
    const original = readFileSync(file, 'utf8');
    const times = [];
    const toEvent = [];
    const cpu = [];
    for (let i = 0; i < SAVES; i++) {
      const marker = `livemarker${i}x${Math.random().toString(36).slice(2, 10)}`;
      // Armed in the page before the save: the time of the first frame after the marker is in <main>.
      const seen = page.evaluate((m) => new Promise((done) => {
        const main = document.querySelector('main');
        const check = () => main?.textContent?.includes(m) && (observer.disconnect(), requestAnimationFrame(() => done(Date.now())), true);
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        check();
      }), marker);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      const written = Date.now();
      writeFileSync(file, `${original}\nSaved marker ${marker}.\n`);
      times.push((await seen) - written);
      toEvent.push((await page.evaluate(() => window.lastEventAt)) - written);
      // An author saves every few seconds, not back to back.
      await page.waitForTimeout(1000);
      const logged = [...server.log().matchAll(/updated in \d+ ms \((\d+) ms CPU\)/g)];
      cpu.push(Number(logged.at(-1)?.[1] ?? NaN));
    }
    writeFileSync(file, original);
    if (await page.evaluate(() => performance.getEntriesByType('navigation').length !== 1)) throw new Error('the page reloaded');
    results.push({ name: target.name, ...summary(times), event: summary(toEvent), cpu: summary(cpu) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`machine load (1-minute average, ${cpus().length} cores): ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
console.log(`dev server start, first run, every page compiled (./tools/bazel run //:dev to first page): ${starts[0].toFixed(0)} ms  target <= ${TARGET.start} ms`);
if (starts.length > 1) console.log(`dev server start, later runs, pages from the cache (${starts.length - 1} runs): ${fmt(summary(starts.slice(1)))}  target <= ${TARGET.start} ms`);
for (const r of results) {
  console.log(`save to visible, ${r.name} (${SAVES} saves): ${fmt(r)}  target median <= ${TARGET.median} ms, max <= ${TARGET.max} ms`);
  console.log(`  of which save to the server's event: ${fmt(r.event)}; the compiler's CPU time per save: ${fmt(r.cpu)}`);
}
