/** Coverage: a hit may miss a common word of the query, not a rare one, and a word found nowhere finds nothing. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { doc, siteEngine } from './testing';

const DOCS = [
  doc('/docs/api/jest-matchers#tobedisabled', 'Jest matchers', 'toBeDisabled()', 'Passes when the element is disabled.'),
  doc('/docs/api/jest-matchers#tobeenabled', 'Jest matchers', 'toBeEnabled()', 'Passes when the element is enabled, in any test.'),
  doc('/docs/api/queries#state', 'Queries', 'State options', 'Narrow a query by state in a test: disabled, selected, checked.'),
  doc('/docs/guides/how-to-query#hidden', 'How to query', 'Hidden elements', 'Which element is hidden in a test, and why.'),
  doc('/docs/api/render', 'Render', '', 'Renders the element tree for a test and returns queries.'),
];

test('a section may miss a common word of the query when it holds the rare one', () => {
  const links = siteEngine(DOCS).search('test disabled').map((r) => r.link);
  assert.equal(links[0], '/docs/api/jest-matchers#tobedisabled', 'missing only "test", its heading names the rare word');
  assert.ok(links.includes('/docs/api/queries#state'), 'the section holding every word is listed too');
  assert.ok(!links.includes('/docs/guides/how-to-query#hidden'), 'holding only the common word is not enough');
});

test('a word found nowhere leaves nothing to show, so the panel can offer page titles instead', () => {
  const engine = siteEngine(DOCS);
  assert.deepEqual(engine.search('render zzqxv'), []);
  assert.deepEqual(engine.search('rendr hok'), []);
});
