import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filterOverview } from './overviewFilter';

const toc = (text: string) => ({ text, id: text.toLowerCase().replace(/\W+/g, '-'), depth: 2, charIndex: -1 });
const GROUPS = [
  { name: 'API reference', items: [{ text: 'Render', link: '/docs/api/render', headers: [toc('rerender'), toc('unmount')] }] },
  { name: 'Triggering events', items: [{ text: 'Fire Event', link: '/docs/api/events/fire-event', headers: [toc('fireEvent.press'), toc('fire-and-forget')] }] },
];

test('an empty or blank query keeps everything', () => {
  assert.deepEqual(filterOverview(GROUPS, ''), GROUPS);
  assert.deepEqual(filterOverview(GROUPS, '   '), GROUPS);
});

test('a group name keeps the whole group, case-insensitively', () => {
  assert.deepEqual(filterOverview(GROUPS, 'TRIGGERING'), [GROUPS[1]]);
});

test('a page title keeps the page with all its headings; hyphens count as spaces', () => {
  assert.deepEqual(filterOverview(GROUPS, 'fire-event'), [GROUPS[1]]);
  assert.deepEqual(filterOverview(GROUPS, 'fire event'), [GROUPS[1]]);
});

test('a heading keeps its page with only the matching headings', () => {
  assert.deepEqual(filterOverview(GROUPS, 'unmount'), [{ name: 'API reference', items: [{ ...GROUPS[0]!.items[0]!, headers: [toc('unmount')] }] }]);
  assert.deepEqual(filterOverview(GROUPS, 'fire and'), [{ name: 'Triggering events', items: [{ ...GROUPS[1]!.items[0]!, headers: [toc('fire-and-forget')] }] }]);
});

test('no match leaves nothing', () => {
  assert.deepEqual(filterOverview(GROUPS, 'zzz'), []);
});
