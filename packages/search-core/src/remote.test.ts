/** Remote mode: the request it sends, and a failing API logged and yielding nothing. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchRemote } from './remote';
import { recorder, respond } from './testing';

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
