/** The engine finds sections by identifier parts, prefixes and typos, best field first. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine } from './engine';
import { doc, DOCS, siteEngine } from './testing';

const links = (engine: SearchEngine, query: string) => engine.search(query).map((r) => r.link);

test('an identifier, its spelled-out words and its lower-case form find the same section', () => {
  const engine = siteEngine(DOCS);
  for (const query of ['getByRole', 'get by role', 'getbyrole', 'GetByRole']) {
    assert.equal(links(engine, query)[0], '/docs/api/queries#getbyrole', query);
  }
  assert.equal(links(engine, 'fireEvent.press')[0], '/docs/api/events/fire-event#press');
  assert.equal(links(engine, 'press')[0], '/docs/api/events/fire-event#press');
});

test('prefixes match', () => {
  const engine = siteEngine(DOCS);
  assert.equal(links(engine, 'rend')[0], '/docs/api/render');
  assert.equal(links(engine, 'waitF')[0], '/docs/api/misc/async#waitfor');
});

test('one typo is forgiven from 4 characters, two from 8', () => {
  const engine = siteEngine(DOCS);
  assert.equal(links(engine, 'rendr')[0], '/docs/api/render');
  assert.equal(links(engine, 'waitFr')[0], '/docs/api/misc/async#waitfor');
  assert.equal(links(engine, 'fireEvnt.press')[0], '/docs/api/events/fire-event#press');
  assert.equal(links(engine, 'getByRloe')[0], '/docs/api/queries#getbyrole', 'two edits in a 9-letter word');
  // Three letters: no typo allowed, so "fqa" does not reach "faq".
  assert.deepEqual(links(engine, 'fqa'), []);
  // Two edits in a 5-letter word are too many.
  assert.deepEqual(links(engine, 'rnedr'), []);
});

test('a title hit ranks above a heading hit, which ranks above a body hit', () => {
  const engine = siteEngine([
    doc('/a#x', 'Alpha', 'Timers', 'nothing here'),
    doc('/b', 'Timers', '', 'page about something'),
    doc('/c#y', 'Gamma', 'Other', 'talks about timers in passing'),
  ]);
  const results = engine.search('timers');
  assert.deepEqual(results.map((r) => [r.type, r.link]), [['title', '/b'], ['header', '/a#x'], ['content', '/c#y']]);
});

test('sections that match only through their page title are folded into the title hit', () => {
  const engine = siteEngine(DOCS);
  const results = engine.search('render');
  assert.equal(results.filter((r) => r.title === 'Render').length, 1);
  assert.equal(results[0]?.type, 'title');
});

test('a hit holding only the commonest word of a query is left out', () => {
  const engine = siteEngine(DOCS);
  assert.deepEqual(links(engine, 'render options'), ['/docs/api/render#options']);
});

test('results carry the query, highlights and a statement', () => {
  const engine = siteEngine(DOCS);
  const [hit] = engine.search('accessible name');
  assert.equal(hit?.type, 'content');
  assert.equal(hit?.query, 'accessible name');
  assert.equal(hit?.link, '/docs/api/queries#getbyrole');
  const marked = hit!.statementHighlights.map((h) => hit!.statement.slice(h.start, h.start + h.length).toLowerCase());
  assert.ok(marked.includes('accessible'), marked.join());
  assert.ok(marked.includes('name'), marked.join());
  const header = engine.search('getByRole')[0]!;
  assert.deepEqual(header.highlights, [{ start: 0, length: 9 }]);
});

test('an empty or blank keyword gives no results; the limit caps them', () => {
  const engine = siteEngine(DOCS);
  assert.deepEqual(engine.search(''), []);
  assert.deepEqual(engine.search('   '), []);
  assert.ok(engine.search('the').length > 1);
  assert.equal(engine.search('the', 1).length, 1);
});

test('one character is enough to search', () => {
  const engine = siteEngine(DOCS);
  assert.ok(engine.search('w').length > 0);
});

test('repeated queries come from the cache, which keeps the last 100', () => {
  const engine = siteEngine(DOCS);
  const first = engine.search('waitFor');
  assert.equal(engine.search('waitFor'), first);
  assert.equal(engine.cacheHits, 1);
  for (let i = 0; i < 100; i++) engine.search(`q${i}`);
  assert.notEqual(engine.search('waitFor'), first, 'evicted after 100 newer queries');
  assert.equal(engine.cacheHits, 1);
});

test('a page or heading named exactly by the query comes before sections that only mention it', () => {
  const engine = siteEngine([
    doc('/docs/api/misc/render-hook#renderhookasync', 'Render Hook', 'renderHookAsync', 'The async variant of renderHook for render and rerender.'),
    doc('/docs/api/render#renderasync', 'Render', 'renderAsync', 'Renders asynchronously; render calls inside act.'),
    doc('/docs/api/render', 'Render', '', 'Renders a component.'),
  ]);
  assert.equal(links(engine, 'render')[0], '/docs/api/render');
  assert.equal(links(engine, 'render async')[0], '/docs/api/render#renderasync', 'spaces do not matter');
});
