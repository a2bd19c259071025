#!/usr/bin/env node
// What a first visit downloads: gzip bytes of JS and CSS for a doc page and the home page, measured
// in real Chromium against the built bundle (every script and style sheet the page requested,
// including lazy chunks it loaded by itself, gzipped at level 9 as a static host would).
// Below each page: the inputs (npm packages, source files) that weigh most in its scripts, from
// esbuild's metafile (see bench/bundle.mjs).
// usage: node bench/web.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClient, printContributors, readChunks } from './bundle.mjs';
import { buildSite, kb, launchChromium, recordResults, serve } from './support.mjs';

const TARGET_JS = 80 * 1024;
if (!process.env.BENCH_SITE) recordResults('web', 'node bench/web.mjs');
const site = buildSite();
const chunks = readChunks(buildClient());
const server = await serve(site);
const browser = await launchChromium();
const base = new URL(server.url).pathname;

async function firstVisit(path) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.route('**/_vercel/insights/script.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const files = new Set();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith(base) && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname.slice(base.length));
  });
  const html = await (await page.goto(server.url + path, { waitUntil: 'networkidle' })).text();
  await page.waitForTimeout(500);
  await context.close();
  const sizes = { js: 0, css: 0, html: gzipSync(html, { level: 9 }).length, files: [...files].sort() };
  for (const file of files) sizes[file.endsWith('.js') ? 'js' : 'css'] += gzipSync(readFileSync(join(site, file)), { level: 9 }).length;
  return sizes;
}

let failed = false;
for (const [label, path] of [['doc page (docs/api/queries)', 'docs/api/queries'], ['home page', ''], ['12.x doc page', '12.x/docs/api/queries']]) {
  const s = await firstVisit(path);
  const ok = s.js <= TARGET_JS;
  failed ||= !ok && label.startsWith('doc');
  console.log(`${label}: JS ${kb(s.js)} gzip (target <= ${kb(TARGET_JS)}: ${ok ? 'met' : 'MISSED'}), CSS ${kb(s.css)} gzip, HTML ${kb(s.html)} gzip`);
  console.log(`  files: ${s.files.join(', ')}`);
  printContributors(chunks, s.files.filter((f) => f.endsWith('.js')).map((f) => f.replace(/^assets\//, '')), 8);
}
await browser.close();
server.stop();
console.log('Rspress ships about 142 KB gzip of JS for the same page.');
process.exitCode = failed ? 1 : 0;
