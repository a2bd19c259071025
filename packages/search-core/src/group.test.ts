/** Hits are shown grouped by page, pages in the order of their best hit. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupByPage } from './group';

test('hits of one page are shown together, after the page of a better hit', () => {
  const hit = (link: string, title: string) => ({ link, title });
  const { groups, ordered } = groupByPage([hit('/a#x', 'A'), hit('/b', 'B'), hit('/a#y', 'A'), hit('/b#z', 'B')]);
  assert.deepEqual(ordered.map((h) => h.link), ['/a#x', '/a#y', '/b', '/b#z']);
  assert.deepEqual(groups.map((g) => [g.title, g.hits.map((h) => h.index)]), [['A', [0, 1]], ['B', [2, 3]]]);
});
