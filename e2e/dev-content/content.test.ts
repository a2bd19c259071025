/**
 * The live preview on the real content, as `./tools/bazel run //:dev` serves it, held against
 * //:site: every route of every version is the page //:site serves, with the same route table and
 * stylesheet; the search index and its ranking settings are the same, and so is every other file
 * of the bundle but the client script; and before any save every link of every sidebar of every
 * version shows its page with no page error.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before, test } from 'node:test';
import { clickEverySidebarLink, comparable, openPreview, showsItsPage, untaggedJson, usePreview } from '../support/dev';
import { startServer, type Server } from '../support/server';
import { VERSIONS } from '../support/site';

const preview = usePreview({ content: 'content', api: 'packages/api-history/api_history.json' });
let site: Server;

before(async () => {
  site = await startServer();
});

after(() => site?.stop());

interface SidebarItem {
  link?: string;
  items?: SidebarItem[];
}

interface Manifest {
  routes: { path: string }[];
  sidebars: Record<string, SidebarItem[]>;
}

async function manifestOf(version: string): Promise<Manifest> {
  return (await (await fetch(`${site.url}_data/${version}/manifest.json`)).json()) as Manifest;
}

/** The first page a sidebar links to (a full route, below the base). */
function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const found = item.link ?? firstLink(item.items ?? []);
    if (found) return found;
  }
  return undefined;
}

test('every route of every version is the page //:site serves, with the same route table and stylesheet', async () => {
  assert.ok(VERSIONS.length >= 2, 'site.yaml lists the versions');
  for (const version of VERSIONS) {
    const { routes } = await manifestOf(version.name);
    assert.ok(routes.length >= 2, version.name);
    const tables = new Set<string>();
    const stylesheets = new Set<string>();
    for (const { path } of routes) {
      const rel = path.replace(/^\//, '');
      const [built, previewed] = await Promise.all([fetch(site.url + rel), fetch(preview.server.url + rel)]);
      assert.equal(previewed.status, 200, path);
      const html = await built.text();
      assert.equal(comparable(await previewed.text()), comparable(html), path);
      tables.add(/routes\.[0-9a-f]+\.json/.exec(html)?.[0] ?? `${path} names no route table`);
      stylesheets.add(/assets\/style\.[0-9a-f]+\.css/.exec(html)?.[0] ?? `${path} names no stylesheet`);
    }
    // The route table the pages name (sidebars included), as //:site has it; the preview tags data
    // file names with its build (pages/docs/api.json?v=3).
    assert.equal(tables.size, 1, `${version.name}: one route table, not ${[...tables].join(', ')}`);
    // The stylesheet the pages link, byte for byte.
    assert.equal(stylesheets.size, 1, `${version.name}: one stylesheet, not ${[...stylesheets].join(', ')}`);
    const [css] = stylesheets;
    const [builtCss, previewedCss] = await Promise.all([site.url, preview.server.url].map(async (url) => (await fetch(url + css!)).text()));
    assert.equal(previewedCss, builtCss, css);
    const [table] = tables;
    const [built, previewed] = await Promise.all([site.url, preview.server.url].map(async (url) => (await fetch(`${url}_data/${version.name}/${table}`)).text()));
    assert.deepEqual(untaggedJson(previewed!), JSON.parse(built!), `${version.name} route table`);
  }
});

test('a path that is no page gets the 404 page //:site serves', async () => {
  for (const version of VERSIONS) {
    const path = `${version.prefix}docs/no-such-page`;
    const [built, previewed] = await Promise.all([fetch(site.url + path), fetch(preview.server.url + path)]);
    assert.equal(built.status, 404, path);
    assert.equal(previewed.status, 404, path);
    assert.equal(comparable(await previewed.text()), comparable(await built.text()), path);
  }
});

test('the search index and its ranking settings are the ones //:site has', async () => {
  for (const version of VERSIONS) {
    const pointer = `_data/${version.name}/search_index.json`;
    const [built, previewed] = await Promise.all([site.url, preview.server.url].map(async (url) => (await fetch(url + pointer)).json() as Promise<{ file: string }>));
    assert.deepEqual(previewed, built, pointer);
    const index = `_data/${version.name}/${built!.file}`;
    const [builtIndex, previewedIndex] = await Promise.all([site.url, preview.server.url].map(async (url) => (await fetch(url + index)).text()));
    assert.equal(previewedIndex, builtIndex, index);
  }
});

/** Every file below a folder, as paths relative to it. */
function filesBelow(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(root, rel) : [rel];
  });
}

/** JSON the preview serves with its build tag on data file names, or with no commit dates: as data, without them. */
function asData(text: string): unknown {
  const value = untaggedJson(text) as { lastUpdatedTime?: string };
  delete value.lastUpdatedTime;
  return value;
}

// Files the preview has its own of: its client script (the dev client) and the sitemap, which
// only the bundle step joins (a crawler file; the version steps' lines are what differs by content).
const OWN = /^(assets\/client-[^/]+\.js|assets\/chunks\/.+|sitemap\.xml)$/;

test('every other file of //:site, the preview serves as //:site has it', async () => {
  // The preview packs a version's search index when a page first asks for it.
  for (const version of VERSIONS) assert.equal((await fetch(`${preview.server.url}_data/${version.name}/search_index.json`)).status, 200);
  const wrong: string[] = [];
  const files = filesBelow('site').filter((file) => !file.endsWith('.html') && !OWN.test(file));
  assert.ok(files.length >= 100, 'the bundle has its files');
  for (const file of files) {
    const built = readFileSync(join('site', file));
    const answer = await fetch(preview.server.url + file);
    // As latin1 text, one character per byte: equal strings are equal bytes.
    const [previewedBytes, builtBytes] = [Buffer.from(await answer.arrayBuffer()).toString('latin1'), built.toString('latin1')];
    if (answer.status !== 200) wrong.push(`${file}: HTTP ${answer.status}`);
    else if (file.startsWith('_data/') && file.endsWith('.json')) {
      if (!isDeepStrictEqual(asData(Buffer.from(previewedBytes, 'latin1').toString()), asData(built.toString()))) wrong.push(`${file}: other data`);
    } else if (previewedBytes !== builtBytes) wrong.push(`${file}: other bytes`);
  }
  assert.deepEqual(wrong, []);
});

for (const version of VERSIONS) {
  test(`before any save, every sidebar link of ${version.name} shows its page`, async () => {
    const { sidebars } = await manifestOf(version.name);
    assert.ok(Object.keys(sidebars).length >= 1, version.name);
    for (const [name, items] of Object.entries(sidebars)) {
      const first = firstLink(items);
      assert.ok(first, `sidebar ${name} of ${version.name} links a page`);
      const { page, errors } = await openPreview(preview, first.replace(/^\//, ''));
      await showsItsPage(page, errors, first);
      await clickEverySidebarLink(page, errors);
      await page.context().close();
    }
  });
}
