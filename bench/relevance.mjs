#!/usr/bin/env node
// Search relevance benchmark, per version: the queries of bench/relevance/<version>.tsv run through
// the real engine over the built packed index; a hit is a result whose link is one of the line's
// answers, ranked in the order the panel shows them (grouped by page). Prints hit@1, hit@3 and MRR
// for the tuning half (odd query lines, and every line of <version>.tuning.tsv) and the held-out
// half (even query lines of <version>.tsv), and the misses
// of the tuning half (--all-misses: of both; ranking is tuned on the tuning half's misses only).
// usage: node bench/relevance.mjs [--all-misses] [--repack]   (BENCH_SITE=dir: use that bundle)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, NODE_MODULES, recordResults, requireFromRoot, ROOT, searchDocuments } from './support.mjs';

export const VERSIONS = ['13.x', '12.x'];

/** search-core bundled for node, so the benchmark runs the code the browser runs. */
export async function loadCore() {
  const esbuild = requireFromRoot('esbuild');
  const out = join(tmpdir(), `search-core-bench-${process.pid}.mjs`);
  await esbuild.build({ entryPoints: [join(ROOT, 'packages/search-core/src/index.ts')], bundle: true, platform: 'node', format: 'esm', outfile: out, nodePaths: [NODE_MODULES], logLevel: 'warning' });
  return import(pathToFileURL(out).href);
}

/**
 * The version's static search over the bundle's files (node's fetch cannot read files). With
 * `repack`, the compiler's document list is packed again by the current search-core instead,
 * which shows the effect of an edit to search-core without a rebuild of the site.
 */
export async function loadVersion(core, site, version, { repack = false } = {}) {
  const dir = join(site, '_data', version);
  // The pointer names the index and carries the site's ranking settings, as the browser reads them.
  const { file, ranking } = JSON.parse(readFileSync(join(dir, 'search_index.json'), 'utf8'));
  let read = (name) => readFileSync(join(dir, name), 'utf8');
  if (repack) {
    const { index, texts } = core.packSearchIndex(searchDocuments(site, version), (body) => `search/${createHash('sha256').update(body).digest('hex').slice(0, 10)}.json`);
    read = (name) => (name === file ? JSON.stringify(index) : texts.get(name));
  }
  const fetchFile = async (url) => ({ ok: true, status: 200, json: async () => JSON.parse(read(url.slice('/idx/'.length))) });
  const ids = new Set(core.unpackSearchIndex(JSON.parse(read(file))).documents.map((d) => d.id));
  return { search: await core.loadStaticSearch(`/idx/${file}`, fetchFile, console, ranking), ids, file, dir, fetchFile, ranking };
}

/**
 * The benchmark's queries for a version: { query, answers, half, file, line } with half 'tuning' or
 * 'held-out'. `<version>.tsv` alternates the halves; `<version>.tuning.tsv` (queries added later)
 * is all tuning half, so the held-out half stays the one written before any tuning.
 */
export function readQueries(version) {
  const queries = [];
  for (const [file, split] of [[`${version}.tsv`, true], [`${version}.tuning.tsv`, false]]) {
    const path = join(ROOT, 'bench', 'relevance', file);
    if (!existsSync(path)) continue;
    let n = 0;
    readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
      if (!line.trim() || line.startsWith('#')) return;
      const [query, answers] = line.split('\t');
      if (!query || !answers) throw new Error(`bench/relevance/${file}:${i + 1}: expected "query<TAB>route#anchor"`);
      const half = split && n++ % 2 === 1 ? 'held-out' : 'tuning';
      queries.push({ query, answers: answers.split(' | ').map((a) => a.trim()), half, file, line: i + 1 });
    });
  }
  return queries;
}

/** Rank (1-based, in panel order) of the first result that answers the query; 0 when none does. */
export function rankOf(core, hits, answers) {
  const shown = core.groupByPage(hits).ordered;
  const at = shown.findIndex((hit) => answers.includes(hit.link));
  return { rank: at + 1, shown };
}

export function summarize(rows) {
  const n = rows.length;
  const share = (f) => (n ? rows.filter(f).length / n : 0);
  return { n, hit1: share((r) => r.rank === 1), hit3: share((r) => r.rank >= 1 && r.rank <= 3), mrr: n ? rows.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n : 0 };
}

const pct = (x) => `${(x * 100).toFixed(1)}%`;
export const formatSummary = (s) => `hit@1 ${pct(s.hit1)}, hit@3 ${pct(s.hit3)}, MRR ${s.mrr.toFixed(3)} (${s.n} queries)`;

/** Runs every version's queries; returns { version: { tuning, heldOut, all, misses } }. */
export async function measureRelevance(core, site, options = {}) {
  const report = {};
  for (const version of VERSIONS) {
    const { search, ids } = await loadVersion(core, site, version, options);
    const rows = [];
    for (const q of readQueries(version)) {
      for (const answer of q.answers) {
        if (!ids.has(answer)) throw new Error(`bench/relevance/${q.file}:${q.line}: ${answer} is not a section of ${version}`);
      }
      const hits = await search.search(q.query, 100, 0);
      const { rank, shown } = rankOf(core, hits, q.answers);
      rows.push({ ...q, rank, top: shown.slice(0, 3).map((h) => h.link) });
    }
    report[version] = {
      tuning: summarize(rows.filter((r) => r.half === 'tuning')),
      tuningFirst: summarize(rows.filter((r) => r.half === 'tuning' && r.file === `${version}.tsv`)),
      heldOut: summarize(rows.filter((r) => r.half === 'held-out')),
      all: summarize(rows),
      misses: rows.filter((r) => r.rank !== 1),
    };
  }
  return report;
}

export function printRelevance(report, { misses = 'tuning' } = {}) {
  for (const [version, r] of Object.entries(report)) {
    console.log(`${version} relevance: held-out half ${formatSummary(r.heldOut)}`);
    console.log(`${version} relevance: tuning half ${formatSummary(r.tuning)}; of which ${version}.tsv ${formatSummary(r.tuningFirst)}`);
    if (!misses) continue;
    for (const m of r.misses.filter((miss) => misses === 'all' || miss.half === misses)) {
      console.log(`  miss (${m.half}) ${JSON.stringify(m.query)}: wanted ${m.answers.join(' | ')} ${m.rank ? `at ${m.rank}` : 'not found'}; top: ${m.top.join(', ') || 'nothing'}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const core = await loadCore();
  const repack = process.argv.includes('--repack');
  // A repacked index or another bundle is an experiment, not the site's figures.
  if (!repack && !process.env.BENCH_SITE) recordResults('relevance', 'node bench/relevance.mjs');
  printRelevance(await measureRelevance(core, buildSite(), { repack }), { misses: process.argv.includes('--all-misses') ? 'all' : 'tuning' });
}
