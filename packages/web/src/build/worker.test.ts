import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JsonStreamSplitter, handleRequest } from './worker';

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

test('every line a request logs ends with a newline, so the next line Bazel prints starts on its own', () => {
  const response = handleRequest({ arguments: ['x'], requestId: 7 }, (argv) => {
    console.error('prerender: search index', argv[0] + ':', 86412, 'bytes');
    console.error('second line\n');
    return 0;
  });
  assert.deepEqual(response, { exitCode: 0, output: 'prerender: search index x: 86412 bytes\nsecond line\n', requestId: 7 });
  const failed = handleRequest({ requestId: 8 }, () => {
    throw new Error('boom');
  });
  assert.equal(failed.exitCode, 1);
  assert.match(failed.output, /^Error: boom\n[^]*\n$/);
});
