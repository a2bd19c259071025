/** With no results, the page titles a few edits away are offered. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closestTitles, suggestionDistance } from './suggest';
import { doc, DOCS, siteEngine } from './testing';

const PAGES = [
  { title: 'Render Hook', link: '/docs/api/misc/render-hook' },
  { title: 'Render', link: '/docs/api/render' },
  { title: 'Quick start', link: '/docs/start/quick-start' },
  { title: 'Queries', link: '/docs/api/queries' },
];

test('titles within about one edit in three letters are offered, closest first', () => {
  assert.deepEqual(closestTitles('rendr hok', PAGES).map((p) => p.title), ['Render Hook']);
  assert.deepEqual(closestTitles('quik strat', PAGES).map((p) => p.title), ['Quick start']);
  assert.deepEqual(closestTitles('Rendre', PAGES).map((p) => p.title), ['Render']);
  assert.deepEqual(closestTitles('zzqxv', PAGES), []);
  assert.deepEqual(closestTitles('  ', PAGES), []);
  assert.equal(suggestionDistance(3), 1);
  assert.equal(suggestionDistance(10), 3);
});

test('the engine offers its page titles when a keyword finds nothing', () => {
  const engine = siteEngine([...DOCS, doc('/docs/api/misc/render-hook', 'Render Hook', '', 'Renders a hook.')]);
  assert.deepEqual(engine.search('rendr hok'), []);
  assert.deepEqual(engine.suggest('rendr hok'), [{ title: 'Render Hook', link: '/docs/api/misc/render-hook' }]);
  assert.deepEqual(engine.suggest('zzqxv'), []);
});
