import assert from 'node:assert/strict';
import { test } from 'node:test';
import { filterOverview } from './overviewFilter';

const to = (route: string) => ({ type: 'route' as const, route });
const heading = (page: string, text: string) => ({ text, depth: 2, target: to(`${page}#${text.toLowerCase().replace(/\W+/g, '-')}`) });
const GROUPS = [
  { name: 'API reference', items: [{ text: 'Render', target: to('/docs/api/render'), headers: [heading('/docs/api/render', 'rerender'), heading('/docs/api/render', 'unmount')] }] },
  {
    name: 'Triggering events',
    items: [{ text: 'Fire Event', target: to('/docs/api/events/fire-event'), headers: [heading('/docs/api/events/fire-event', 'fireEvent.press'), heading('/docs/api/events/fire-event', 'fire-and-forget')] }],
  },
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
  assert.deepEqual(filterOverview(GROUPS, 'unmount'), [{ name: 'API reference', items: [{ ...GROUPS[0]!.items[0]!, headers: [heading('/docs/api/render', 'unmount')] }] }]);
  assert.deepEqual(filterOverview(GROUPS, 'fire and'), [{ name: 'Triggering events', items: [{ ...GROUPS[1]!.items[0]!, headers: [heading('/docs/api/events/fire-event', 'fire-and-forget')] }] }]);
});

test('no match leaves nothing', () => {
  assert.deepEqual(filterOverview(GROUPS, 'zzz'), []);
});
