/** Remote search (search.mode: remote in site.yaml of //e2e:variant_site): the API is asked, no static index is loaded. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { indexRequests, openPanel, results } from '../support/search';
import { open, useSite } from '../support/site';

const site = useSite('variant');

/** Answers the site's search API (search.apiUrl in site.yaml) with what `api` returns. */
async function remoteMode(page: Page, api: (url: URL) => { status: number; json: unknown }) {
  await page.route('https://search.example/api**', (route) => {
    const { status, json } = api(new URL(route.request().url()));
    return route.fulfill({ status, json, headers: { 'access-control-allow-origin': '*' } });
  });
}

test('remote mode asks the API with keyword, limit, indexes and lang', async () => {
  const asked: URL[] = [];
  const hit = { type: 'header', title: 'Render', header: 'Options', link: '/docs/api/render', query: 'opt', highlights: [], statement: 'from the API', statementHighlights: [], score: 1 };
  let seen = [] as string[];
  const { page, errors, close } = await open(site, 'docs/intro', {
    setup: async (p) => {
      seen = indexRequests(p);
      await remoteMode(p, (url) => (asked.push(url), { status: 200, json: [{ index: '1.x', hits: [hit] }] }));
    },
  });
  await openPanel(page);
  const hits = await results(page, 'opt');
  assert.equal(await hits.count(), 1);
  assert.ok((await hits.first().textContent())!.includes('from the API'));
  const url = asked.at(-1)!;
  assert.equal(url.searchParams.get('keyword'), 'opt');
  assert.equal(url.searchParams.get('searchIndexes'), '1.x');
  assert.equal(url.searchParams.get('lang'), 'en');
  assert.equal(url.searchParams.get('limit'), '100');
  assert.deepEqual(seen, [], 'no static index in remote mode');
  assert.deepEqual(errors, []);
  await close();
});

test('a failing remote API logs the error and shows no results', async () => {
  const { page, errors, close } = await open(site, 'docs/intro', { setup: (p) => remoteMode(p, () => ({ status: 500, json: {} })) });
  await openPanel(page);
  await results(page, 'render');
  assert.ok(await page.getByText('No results for').isVisible());
  assert.ok(errors.some((e) => e.includes('Remote search failed')), errors.join('\n'));
  await close();
});
