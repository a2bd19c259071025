#!/usr/bin/env node
// Cold build of content/ (both versions) with Rspress 1.44 (bench/rspress/), for a side-by-side
// comparison with ours. Each run starts from no output and no Rspress or Rspack cache; one untimed
// run first, so both builders read their packages from a warm page cache. Prints the median, min and
// max wall time and the HTML pages written per version. With --ours, each Rspress run alternates
// with a cold build of //:site as bench/build.py times it (`bazel clean`, then a build with no disk
// cache, on a server warmed by one such build), and the ratio ours / Rspress is printed.
// usage: node bench/rspress.mjs [--runs 3] [--ours]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not support.mjs's ROOT: importing support.mjs runs Bazel (to find the build's node_modules), which
// the Rspress-only run must not touch.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const OURS = process.argv.includes('--ours');
const VERSIONS = ['13.x', '12.x']; // the default first, as in rspress.config.ts
const BENCH = join(ROOT, 'bench', 'rspress');
const DOCS = join(BENCH, 'docs');
const OUT = join(BENCH, 'doc_build');

// Rspress has packages of its own (bench/rspress/), outside the build's: installed on first use.
// No install scripts: the Rspack and mdx-rs binaries come as prebuilt optional packages.
if (!existsSync(join(BENCH, 'node_modules'))) {
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], BENCH);
}
// Only the comparison goes to bench/RESULTS.md (recording needs support.mjs, hence Bazel).
if (OURS) (await import('./support.mjs')).recordResults('rspress', 'node bench/rspress.mjs --ours');

/** Runs a command to completion, its output kept and shown only if it fails; returns seconds. */
function run(command, args, cwd) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'pipe'] });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
  return seconds;
}

function copyContent() {
  rmSync(DOCS, { recursive: true, force: true });
  for (const version of VERSIONS) {
    const from = join(ROOT, 'content', version);
    for (const file of readdirSync(from, { recursive: true })) {
      const path = join(from, file);
      // Only pages and assets: Rspress would make a route of every example fixture (.ts, .tsx).
      if (statSync(path).isDirectory() || /\.(ts|tsx|js|jsx)$/.test(file)) continue;
      const to = join(DOCS, version, file);
      mkdirSync(dirname(to), { recursive: true });
      if (file.endsWith('.md')) writeFileSync(to, adapt(readFileSync(path, 'utf8'), version));
      else cpSync(path, to);
    }
  }
  cpSync(join(ROOT, 'content', 'public'), join(DOCS, 'public'), { recursive: true });
}

/**
 * The only changes to the copied pages, both to link targets; the rest (`:::install`, `:::api-changes`,
 * hidden `# ` lines, fence metas) builds as is, unknown `:::` blocks as plain paragraphs.
 * - In a 12.x page, `/docs/...` and `/cookbook/...` become `/12.x/docs/...`: Rspress's dead-link check
 *   looks unprefixed routes up in the default version (13.x has no /docs/migration/v12) and fails the
 *   build. Its theme prefixes the page's version to every internal link anyway, so the pages link the
 *   same either way.
 * - `/cookbook/` becomes `/cookbook/index`: the theme drops a link's trailing slash in a multi-version
 *   site and would link /cookbook.html, a page it does not write.
 */
function adapt(text, version) {
  if (version !== VERSIONS[0]) text = text.replace(/\]\(\/(docs|cookbook)\b/g, `](/${version}/$1`);
  return text.replace(/\]\((\/[^)\s]*)\/(#[^)\s]*)?\)/g, ']($1/index$2)');
}

function rspress() {
  rmSync(OUT, { recursive: true, force: true });
  // Rspress's generated runtime modules (.rspress) and Rsbuild's cache directory (.cache).
  rmSync(join(BENCH, 'node_modules', '.rspress'), { recursive: true, force: true });
  rmSync(join(BENCH, 'node_modules', '.cache'), { recursive: true, force: true });
  return run(process.execPath, [join(BENCH, 'node_modules', 'rspress', 'bin', 'rspress.js'), 'build'], BENCH);
}

const BAZEL = join(ROOT, 'tools', 'bazel');
function ours() {
  run(BAZEL, ['clean'], ROOT);
  return run(BAZEL, ['build', '--disk_cache=', '--noshow_progress', '//:site'], ROOT);
}

/** HTML pages Rspress wrote per version (the default version's at the root), without its 404 page. */
function pages() {
  const counts = Object.fromEntries(VERSIONS.map((v) => [v, 0]));
  for (const file of readdirSync(OUT, { recursive: true })) {
    if (!file.endsWith('.html') || file === '404.html') continue;
    const first = file.split('/')[0];
    counts[VERSIONS.includes(first) ? first : VERSIONS[0]]++;
  }
  return counts;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const summary = (xs) => `${median(xs).toFixed(2)} s (min ${Math.min(...xs).toFixed(2)}, max ${Math.max(...xs).toFixed(2)}, n=${xs.length})`;

copyContent();
rspress();
if (OURS) ours();
const times = { rspress: [], ours: [] };
for (let i = 0; i < RUNS; i++) {
  times.rspress.push(rspress());
  if (OURS) times.ours.push(ours());
}
const counts = pages();
console.log(`Rspress 1.44 cold build of content/ (${VERSIONS.join(' + ')}):`);
console.log(`  rspress build                 ${summary(times.rspress)}`);
console.log(`  HTML pages                    ${VERSIONS.map((v) => `${v}: ${counts[v]}`).join(', ')}`);
if (OURS) {
  const ratios = times.ours.map((t, i) => t / times.rspress[i]);
  console.log(`  ours (bazel clean + build)    ${summary(times.ours)}`);
  console.log(`  ours / rspress                ${median(ratios).toFixed(2)} (median of per-round ratios; min ${Math.min(...ratios).toFixed(2)}, max ${Math.max(...ratios).toFixed(2)}), ${(median(times.ours) / median(times.rspress)).toFixed(2)} (ratio of medians)`);
}
