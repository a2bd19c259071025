/** search-core finds sections by identifier parts, prefixes and typos, best field first. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine, tokenize, type SearchDocument } from './index';

const doc = (id: string, title: string, header: string, content: string): SearchDocument => ({
  id, title, header, headers: header ? [header] : [], content,
  routePath: id.split('#')[0]!, anchor: id.split('#')[1] ?? '', domain: '',
});

const DOCS = [
  doc('/docs/api/queries', 'Queries', '', 'Find elements the way users do.'),
  doc('/docs/api/queries#getbyrole', 'Queries', 'getByRole', 'Returns the element with the given accessibility role.'),
  doc('/docs/api/events/fire-event#press', 'Fire Event', 'fireEvent.press', 'Invokes the onPress handler of the element.'),
  doc('/docs/api/render', 'Render', '', 'Renders a component tree into the test renderer.'),
];

test('tokenize splits identifiers into their words as well', () => {
  assert.deepEqual(tokenize('getByRole'), ['getByRole', 'get', 'By', 'Role']);
  assert.deepEqual(tokenize('fireEvent.press()'), ['fireEvent.press', 'fire', 'Event', 'press']);
});

test('identifier and its spelled-out words find the same section', () => {
  const engine = new SearchEngine(DOCS);
  for (const query of ['getByRole', 'get by role', 'getbyrole']) {
    assert.equal(engine.search(query)[0]?.link, '/docs/api/queries#getbyrole', query);
  }
  assert.equal(engine.search('fireEvent.press')[0]?.link, '/docs/api/events/fire-event#press');
});

test('prefix and one typo still match', () => {
  const engine = new SearchEngine(DOCS);
  assert.equal(engine.search('rend')[0]?.link, '/docs/api/render');
  assert.equal(engine.search('rendr')[0]?.link, '/docs/api/render');
});

test('an empty keyword gives no results; the limit caps them', () => {
  const engine = new SearchEngine(DOCS);
  assert.deepEqual(engine.search('   '), []);
  assert.equal(engine.search('the', 1).length, 1);
});

test('hits say what matched', () => {
  const engine = new SearchEngine(DOCS);
  assert.equal(engine.search('Render')[0]?.type, 'title');
  assert.equal(engine.search('getByRole')[0]?.type, 'header');
  assert.equal(engine.search('handler')[0]?.type, 'content');
});
