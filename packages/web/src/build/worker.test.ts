import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitJsonStream } from './worker';

test('requests written back to back are split, and a partial one waits for the rest', () => {
  const first = splitJsonStream('{"arguments":["a","}"],"requestId":1}{"arguments":["b\\"{"],"requestId":2}{"argu');
  assert.deepEqual(first.objects, [{ arguments: ['a', '}'], requestId: 1 }, { arguments: ['b"{'], requestId: 2 }]);
  assert.equal(first.rest, '{"argu');
  const second = splitJsonStream(first.rest + 'ments":[],"requestId":3}');
  assert.deepEqual(second.objects, [{ arguments: [], requestId: 3 }]);
  assert.equal(second.rest, '');
});
