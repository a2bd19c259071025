/**
 * What the preview answers, next to what //:serve answers from the same fixture built by Bazel
 * (//e2e:fixture_site): every route of every version is the same page, naming the same route table
 * and stylesheet; a missing path of each version gets the same 404 page; a path outside the site or
 * a missing file is a 404.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ANALYTICS, builtManifest, comparable, untaggedJson, useFixtureSite, usePreview, VERSIONS } from '../support/dev';

const preview = usePreview();
const site = useFixtureSite();

interface Answer {
  status: number;
  body: string;
}

async function get(url: string): Promise<Answer> {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

/** The built site's answer and the preview's to the same path below the base. */
function both(rel: string): Promise<[built: Answer, previewed: Answer]> {
  return Promise.all([get(site.server.url + rel), get(preview.server.url + rel)]);
}

test('every route of every version is the page //:site has, with the same route table and stylesheet', async () => {
  assert.ok(VERSIONS.length >= 2, 'the fixture has two versions');
  for (const version of VERSIONS) {
    const { routes } = builtManifest(version.name);
    assert.ok(routes.length >= 2, version.name);
    const tables = new Set<string>();
    const stylesheets = new Set<string>();
    for (const { path } of routes) {
      const [built, previewed] = await both(path.replace(/^\//, ''));
      assert.equal(previewed.status, 200, path);
      assert.equal(comparable(previewed.body), comparable(built.body), path);
      tables.add(/routes\.[0-9a-f]+\.json/.exec(built.body)?.[0] ?? `${path} names no route table`);
      stylesheets.add(/assets\/style\.[0-9a-f]+\.css/.exec(built.body)?.[0] ?? `${path} names no stylesheet`);
    }
    // The route table the pages name (sidebars included), as //:site has it; the preview tags data
    // file names with its build (pages/docs/api.json?v=3): the same table otherwise.
    assert.equal(tables.size, 1, `${version.name}: one route table, not ${[...tables].join(', ')}`);
    const [builtTable, previewedTable] = await both(`_data/${version.name}/${[...tables][0]!}`);
    assert.equal(previewedTable.status, 200, `${version.name} route table`);
    assert.deepEqual(untaggedJson(previewedTable.body), JSON.parse(builtTable.body), `${version.name} route table`);
    // The stylesheet the pages link, byte for byte.
    assert.equal(stylesheets.size, 1, `${version.name}: one stylesheet, not ${[...stylesheets].join(', ')}`);
    const [builtCss, previewedCss] = await both([...stylesheets][0]!);
    assert.equal(previewedCss.status, 200, `${version.name} stylesheet`);
    assert.equal(previewedCss.body, builtCss.body, `${version.name} stylesheet`);
  }
});

test('a path that is no page gets the 404 page //:site serves, in every version', async () => {
  for (const version of VERSIONS) {
    const path = `${version.prefix}docs/no-such-page`;
    const [built, previewed] = await both(path);
    assert.equal(built.status, 404, path);
    assert.equal(previewed.status, 404, path);
    assert.equal(comparable(previewed.body), comparable(built.body), path);
  }
});

test('a path outside the site or a missing file is a 404, as //:serve has it', async () => {
  const origin = preview.server.origin;
  for (const url of [
    origin + ANALYTICS,
    `${origin}/elsewhere/docs/intro`,
    `${preview.server.url}assets/missing.js`,
    `${preview.server.url}_data/2.x/pages/missing.json`,
    `${preview.server.url}img/missing.svg`,
    `${preview.server.url}docs/missing`,
  ]) {
    const answer = await get(url);
    const served = await get(url.replace(origin, site.server.origin));
    assert.equal(served.status, 404, `//:serve: ${url}`);
    assert.equal(answer.status, 404, url);
  }
});
