import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JsonStreamSplitter } from './worker';

test('requests written back to back are split, and a partial one waits for the rest', () => {
  const splitter = new JsonStreamSplitter();
  const first = splitter.push('{"arguments":["a","}"],"requestId":1}{"arguments":["b\\"{"],"requestId":2}{"argu');
  assert.deepEqual(first, [{ arguments: ['a', '}'], requestId: 1 }, { arguments: ['b"{'], requestId: 2 }]);
  assert.equal(splitter.rest, '{"argu');
  const second = splitter.push('ments":[],"requestId":3}');
  assert.deepEqual(second, [{ arguments: [], requestId: 3 }]);
  assert.equal(splitter.rest, '');
});

test('a request split over many chunks, anywhere, comes out whole and once', () => {
  const requests = [
    { arguments: ['text', '--out', 'x{"}'], inputs: Array.from({ length: 300 }, (_, i) => ({ path: `p/${i}.json`, digest: `d${i}\\"` })), requestId: 1 },
    { arguments: ['pages'], requestId: 2 },
  ];
  const stream = requests.map((r) => JSON.stringify(r)).join('');
  for (const size of [1, 7, 64, 1000, stream.length]) {
    const splitter = new JsonStreamSplitter();
    const out: unknown[] = [];
    for (let i = 0; i < stream.length; i += size) out.push(...splitter.push(stream.slice(i, i + size)));
    assert.deepEqual(out, requests, `chunks of ${size}`);
    assert.equal(splitter.rest, '');
  }
});
