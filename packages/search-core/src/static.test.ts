/** Static search in the browser: the index once, page texts for the hits shown, failures logged. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packSearchIndex } from './packed';
import { INDEX_FETCH_ERROR, loadStaticSearch, TEXT_FETCH_ERROR } from './static';
import { DOCS, recorder } from './testing';

/** A fake static host serving a packed index of DOCS at /data/index.json, counting requests. */
function host(options: { failText?: boolean } = {}) {
  const { index, texts } = packSearchIndex(DOCS, (body) => `search/${body.length}.json`);
  const files = new Map<string, unknown>([['/data/index.json', index], ...[...texts].map(([name, body]) => [`/data/${name}`, JSON.parse(body)] as [string, unknown])]);
  const requests: string[] = [];
  const fetchFn = async (url: string) => {
    requests.push(url);
    const body = files.get(url);
    const ok = body !== undefined && !(options.failText && url !== '/data/index.json');
    return { ok, status: ok ? 200 : 404, json: async () => body };
  };
  return { fetchFn, requests };
}

test('hits on screen get statements from their page text, fetched once per page', async () => {
  const { fetchFn, requests } = host();
  const log = recorder();
  const search = await loadStaticSearch('/data/index.json', fetchFn, log);
  assert.equal(search.documentCount, DOCS.length);
  const hits = await search.search('advanceTimers', 100, 7);
  assert.equal(hits[0]?.link, '/docs/guides/faq#fake-timers');
  assert.match(hits[0]!.statement, /advanceTimers option/);
  const marked = hits[0]!.statementHighlights.map((m) => hits[0]!.statement.slice(m.start, m.start + m.length).toLowerCase());
  assert.ok(marked.includes('advancetimers'), marked.join());
  const fetched = requests.length;
  await search.search('advanceTimers', 100, 7);
  await search.search('fake', 100, 7);
  assert.equal(requests.length, fetched, 'page texts are cached');
  assert.equal(log.calls.length, 0);
});

test('hits past the ones on screen come without statements and fetch nothing', async () => {
  const { fetchFn, requests } = host();
  const search = await loadStaticSearch('/data/index.json', fetchFn, recorder());
  const hits = await search.search('the', 100, 0);
  assert.ok(hits.length > 1);
  assert.ok(hits.every((h) => h.statement === ''));
  assert.deepEqual(requests, ['/data/index.json']);
});

test('an index request that fails logs the reload hint and finds nothing', async () => {
  for (const fetchFn of [async () => ({ ok: false, status: 404, json: async () => null }), async () => { throw new TypeError('network down'); }, async () => ({ ok: true, status: 200, json: async () => DOCS })]) {
    const log = recorder();
    const search = await loadStaticSearch('/data/index.json', fetchFn, log);
    assert.deepEqual(await search.search('render'), []);
    assert.equal(log.calls[0]?.[0], INDEX_FETCH_ERROR);
  }
});

test('a page text that fails to load leaves the hit without a statement and is logged', async () => {
  const { fetchFn } = host({ failText: true });
  const log = recorder();
  const search = await loadStaticSearch('/data/index.json', fetchFn, log);
  const hits = await search.search('advanceTimers', 100, 7);
  assert.equal(hits[0]?.link, '/docs/guides/faq#fake-timers');
  assert.equal(hits[0]?.statement, '');
  assert.equal(log.calls[0]?.[0], TEXT_FETCH_ERROR);
});
