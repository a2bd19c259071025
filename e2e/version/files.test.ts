/**
 * One version of the real site, read from its served bundle (E2E_SITE) without a browser: its
 * Markdown twins, llms.txt and llms-full.txt, its sitemap lines, and its search index, queried with
 * search-core as the panel queries it.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { groupByPage, loadStaticSearch, unpackSearchIndex, type Fetch, type StaticSearch } from '../../packages/search-core/src/index';
import { BASE, VERSIONS } from '../support/versions';
import { servedVersion } from './served';

const ROOT = process.env.E2E_SITE ?? 'site';
const version = servedVersion(ROOT, VERSIONS);
const DATA = join(ROOT, '_data', version.name);
// Where the bundle says it is deployed (site.yaml's origin and base).
const DEPLOYED = 'https://callstack.github.io/react-native-testing-library/';
const ENTRY = /^- \[([^\]]+)\]\((\S+)\)(?:: .*)?$/gm;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

interface Manifest {
  routes: { path: string; title: string }[];
  llmsTxt: string;
}

const manifest = JSON.parse(readFileSync(join(DATA, 'manifest.json'), 'utf8')) as Manifest;
const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');
/** Twin path of a route, relative to the base: /docs/api -> docs/api.md, /12.x/ -> 12.x/index.md. */
const twinOf = (route: string) => route.slice(1) + (route.endsWith('/') ? 'index.md' : '.md');

/** The lines of Markdown outside fenced code, with code spans removed: where no HTML may appear. */
function prose(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const m = FENCE.exec(line);
    if (m && fence === null) fence = m[1]!;
    else if (m && fence && m[1]!.startsWith(fence) && !m[2]!.trim()) fence = null;
    else if (fence === null) out.push(line.replace(/(`+).*?\1/g, ''));
  }
  return out.join('\n');
}

describe(`Markdown of ${version.name}`, () => {
  test('every route has a twin: clean Markdown with its title, no frontmatter, no HTML, absolute links', () => {
    assert.ok(manifest.routes.length > 20);
    for (const { path } of manifest.routes) {
      assert.ok(existsSync(join(ROOT, twinOf(path))), `${path} has no twin`);
      const twin = read(twinOf(path));
      assert.ok(twin.startsWith('# '), `${path} starts with its title`);
      assert.deepEqual(prose(twin).match(/(?<!\\)<\/?[A-Za-z][^>]*>/g) ?? [], [], `${path} has no HTML`);
      assert.ok(!twin.includes(':::'), `${path} has no container syntax`);
      assert.deepEqual(twin.match(/\]\((?!https?:\/\/)[^)]*\)/g) ?? [], [], `${path}: links are absolute`);
    }
  });

  test('llms.txt lists every route once, by sections, and every entry is a twin', () => {
    assert.equal(manifest.llmsTxt, `${BASE}${version.prefix}llms.txt`);
    const index = read(`${version.prefix}llms.txt`);
    assert.ok(index.startsWith('# React Native Testing Library\n\n> '));
    assert.ok(index.includes('\n## Getting started\n') && index.includes('\n## Migration Guides / Previous versions\n'));
    const urls = [...index.matchAll(ENTRY)].map((m) => m[2]!);
    assert.deepEqual([...urls].sort(), manifest.routes.map((r) => DEPLOYED + twinOf(r.path)).sort());
    for (const url of urls) assert.ok(read(url.slice(DEPLOYED.length)).startsWith('# '), url);
  });

  test('llms-full.txt holds every twin', () => {
    const full = read(`${version.prefix}llms-full.txt`);
    for (const { path } of manifest.routes) {
      const twin = read(twinOf(path));
      assert.ok(full.includes(twin.slice(twin.indexOf('\n\n') + 2).trimEnd()), `${path} is in llms-full.txt`);
    }
  });

  test('neither twins nor llms files enter the search index or the sitemap', () => {
    const pointer = JSON.parse(read(`_data/${version.name}/search_index.json`)) as { file: string };
    const index = unpackSearchIndex(JSON.parse(read(`_data/${version.name}/${pointer.file}`)));
    const pages = new Set(manifest.routes.map((r) => r.path));
    for (const doc of index.documents) {
      assert.ok(pages.has(doc.routePath), `${doc.routePath} is a route`);
      assert.ok(!/\.md$|llms/.test(doc.routePath), doc.routePath);
    }
    const sitemap = read('sitemap.xml');
    assert.ok(manifest.routes.every((r) => sitemap.includes(`<loc>${DEPLOYED}${r.path.slice(1)}</loc>`)), 'every route is in the sitemap');
    assert.ok(!/\.md<|llms/.test(sitemap));
  });
});

describe(`search in ${version.name}`, () => {
  let search: StaticSearch;
  before(async () => {
    // The panel's engine over the built index and its ranking settings, the files read from disk.
    const fetchFile: Fetch = async (url) => ({ ok: true, status: 200, json: async () => JSON.parse(readFileSync(join(DATA, url.slice('/idx/'.length)), 'utf8')) });
    const { file, ranking } = JSON.parse(readFileSync(join(DATA, 'search_index.json'), 'utf8')) as { file: string; ranking?: never };
    search = await loadStaticSearch(`/idx/${file}`, fetchFile, console, ranking);
  });
  /** Hits in the panel's order (grouped by page), as link and section path. */
  const shown = async (query: string) =>
    groupByPage(await search.search(query)).ordered.map((hit) => ({ link: hit.link, path: [hit.title, ...(hit.headers ?? (hit.header ? [hit.header] : []))].join(' › ') }));

  test('a query naming an API finds its section first', async () => {
    assert.deepEqual((await shown('getByRole'))[0], { link: `/${version.prefix}docs/api/queries#byrole`, path: 'Queries › ByRole' });
    const type = (await shown('userEvent.type'))[0]!;
    assert.equal(type.link, `/${version.prefix}docs/api/events/user-event#type`);
    // 13.x groups the interactions under a heading of their own; the path shows it.
    assert.equal(type.path, version.name === '13.x' ? 'User Event › Interactions › type()' : 'User Event › type()');
  });

  test('results are this version’s pages only, and a common word finds more than the panel shows at first', async () => {
    const hits = await shown('render');
    assert.ok(hits.length > 7, `${hits.length} hits`);
    for (const { link } of hits) assert.match(link, new RegExp(`^/${version.prefix}(docs|cookbook)/`));
  });

  test('an async helper and a user-event option are found', async () => {
    assert.ok((await shown('waitFor')).length >= 2);
    assert.ok((await shown('advanceTimers')).length > 0);
  });

  test('a typo still finds the page, and nothing found offers the closest page titles', async () => {
    assert.ok((await shown('rendr')).some((h) => h.link.startsWith(`/${version.prefix}docs/api/render`)));
    assert.deepEqual(await shown('rendr hok'), []);
    assert.equal(search.suggest('rendr hok')[0]?.title, 'Render Hook');
    assert.deepEqual(search.suggest('zzqxv'), []);
  });
});
