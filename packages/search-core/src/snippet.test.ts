/** Statements are about 100 width units around the first match; wide characters count as 3. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findRanges, STATEMENT_WIDTH, statementOf, textWidth } from './snippet';

test('findRanges is case-insensitive and merges overlaps', () => {
  assert.deepEqual(findRanges('getByRole and getByText', ['getby', 'byrole']), [
    { start: 0, length: 9 },
    { start: 14, length: 5 },
  ]);
  assert.deepEqual(findRanges('nothing', ['zzz']), []);
});

test('short text is kept whole', () => {
  const { statement, highlights } = statementOf('Calls the press handler.', ['press']);
  assert.equal(statement, 'Calls the press handler.');
  assert.deepEqual(highlights, [{ start: 10, length: 5 }]);
});

test('long text is cut around the first match with ellipses', () => {
  const text = `${'lorem '.repeat(40)}MATCH${' ipsum'.repeat(40)}`;
  const { statement, highlights } = statementOf(text, ['match']);
  assert.ok(statement.startsWith('…') && statement.endsWith('…'));
  const width = textWidth(statement.replaceAll('…', ''));
  assert.ok(width <= STATEMENT_WIDTH && width >= STATEMENT_WIDTH - 2, `${width}`);
  const at = statement.indexOf('MATCH');
  assert.deepEqual(highlights, [{ start: at, length: 5 }]);
  // Centred: about as much text before the match as after it.
  assert.ok(Math.abs(at - (statement.length - at - 5)) <= 3, statement);
});

test('without a match the statement starts at the beginning', () => {
  const text = 'word '.repeat(50);
  const { statement } = statementOf(text, ['absent']);
  assert.ok(statement.startsWith('word'));
  assert.ok(statement.endsWith('…'));
});

test('characters above code point 255 count three times', () => {
  assert.equal(textWidth('abc'), 3);
  assert.equal(textWidth('日本'), 6);
  const text = `${'日'.repeat(60)}検索${'本'.repeat(60)}`;
  const { statement, highlights } = statementOf(text, ['検索']);
  // About 100 width units is about 33 wide characters, not 100.
  const inner = statement.replaceAll('…', '');
  assert.ok(inner.length <= 34 && inner.length >= 32, `${inner.length}`);
  assert.ok(textWidth(inner) <= STATEMENT_WIDTH);
  assert.equal(statement.slice(highlights[0]!.start, highlights[0]!.start + 2), '検索');
});
