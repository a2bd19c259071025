/**
 * What the preview answers, next to what //:serve answers from the same site built by Bazel: every
 * route of both versions, its route table, and 404s for everything that is no page or file.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ANALYTICS, comparable, untaggedJson, usePreview } from '../support/dev';
import { startServer, type Server } from '../support/server';

const preview = usePreview();
let site: Server;

before(async () => {
  site = await startServer('serve', 'e2e/fixture_site', '/fixture/');
});

after(() => site?.stop());

async function get(url: string): Promise<{ status: number; type: string; body: string }> {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

async function routesOf(version: string): Promise<string[]> {
  const manifest = JSON.parse((await get(`${site.url}_data/${version}/manifest.json`)).body) as { routes: { path: string }[] };
  // Full route paths (with the version prefix), below the base.
  return manifest.routes.map((r) => r.path.replace(/^\//, ''));
}

test('every route of both versions is the page //:site has, and names the same route table', async () => {
  for (const version of ['2.x', '1.x']) {
    const paths = await routesOf(version);
    assert.ok(paths.length >= 2);
    for (const path of paths) {
      const [built, previewed] = [await get(site.url + path), await get(preview.server.url + path)];
      assert.equal(previewed.status, 200, path);
      assert.equal(comparable(previewed.body), comparable(built.body), path);
      const table = /routes\.[0-9a-f]+\.json/.exec(built.body)?.[0];
      assert.ok(table, `${path} names its route table`);
      const [builtTable, previewedTable] = [await get(`${site.url}_data/${version}/${table}`), await get(`${preview.server.url}_data/${version}/${table}`)];
      assert.equal(previewedTable.status, 200, table);
      // The preview tags data file names with its build (pages/docs/api.json?v=3): the same table otherwise.
      assert.deepEqual(untaggedJson(previewedTable.body), JSON.parse(builtTable.body), `${version} route table`);
    }
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
    const served = await get(url.replace(origin, site.origin));
    assert.equal(served.status, 404, `//:serve: ${url}`);
    assert.equal(answer.status, 404, url);
  }
});
