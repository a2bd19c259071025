/** Network failures are logged with the spec's message and yield empty results. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fetchSearchDocuments, INDEX_FETCH_ERROR, searchRemote } from './load';
import { DOCS } from './testing';

function recorder() {
  const calls: unknown[][] = [];
  return { calls, error: (...args: unknown[]) => calls.push(args) };
}
const respond = (status: number, body: unknown) => async () => ({ ok: status < 400, status, json: async () => body });

test('a fetched index yields its documents', async () => {
  const log = recorder();
  assert.deepEqual(await fetchSearchDocuments('/idx.json', respond(200, DOCS), log), DOCS);
  assert.equal(log.calls.length, 0);
});

test('an index request that fails logs the reload hint and yields no documents', async () => {
  for (const fetchFn of [respond(404, null), async () => { throw new TypeError('network down'); }, respond(200, { not: 'a list' })]) {
    const log = recorder();
    assert.deepEqual(await fetchSearchDocuments('/idx.json', fetchFn, log), []);
    assert.equal(log.calls[0]?.[0], INDEX_FETCH_ERROR);
  }
});

test('remote search sends keyword, limit, comma-joined indexes and lang', async () => {
  let seen = '';
  const groups = [{ index: '13.x', hits: [] }];
  const fetchFn = async (url: string) => {
    seen = url;
    return { ok: true, status: 200, json: async () => groups };
  };
  const result = await searchRemote({ apiUrl: 'https://search.example/api', keyword: 'get by', limit: 7, searchIndexes: ['13.x', 'blog'], lang: 'en' }, fetchFn, recorder());
  assert.deepEqual(result, groups);
  const url = new URL(seen);
  assert.equal(url.origin + url.pathname, 'https://search.example/api');
  assert.equal(url.searchParams.get('keyword'), 'get by');
  assert.equal(url.searchParams.get('limit'), '7');
  assert.equal(url.searchParams.get('searchIndexes'), '13.x,blog');
  assert.equal(url.searchParams.get('lang'), 'en');
});

test('a failing remote search logs the error and yields no groups', async () => {
  const log = recorder();
  assert.deepEqual(await searchRemote({ apiUrl: 'https://search.example/api', keyword: 'x', limit: 1, searchIndexes: [], lang: 'en' }, respond(500, null), log), []);
  assert.equal(log.calls.length, 1);
});
