/** A site's ranking settings: checked when the build reads them, and what ranking does without them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SearchEngine } from './engine';
import { compileRanking, siteRankingError } from './ranking';
import { doc, SITE_RANKING } from './testing';

const DOCS = [
  doc('/docs/api/events/fire-event#press', 'Fire Event', 'press', 'Calls the onPress handler of the element.'),
  doc('/docs/guides/faq#press', 'FAQ', 'Why does press not fire?', 'The element needs an onPress handler; fireEvent press calls it.'),
];

test("without the site's settings the engine knows no synonyms", () => {
  assert.deepEqual(new SearchEngine(DOCS).search('tap'), []);
  assert.equal(new SearchEngine(DOCS, { ranking: SITE_RANKING }).search('tap')[0]?.link, '/docs/api/events/fire-event#press');
});

test("the site's reference routes outrank the pages that only mention an API", () => {
  const ranked = new SearchEngine(DOCS, { ranking: SITE_RANKING }).search('fireEvent press').map((r) => r.link);
  assert.equal(ranked[0], '/docs/api/events/fire-event#press');
});

test('a migration guide pattern names the guide to each version', () => {
  const { guideTo } = compileRanking({ migrationGuide: '/migration/v{version}$' });
  assert.ok(guideTo?.('13').test('/docs/migration/v13'));
  assert.ok(!guideTo?.('13').test('/docs/migration/v130'));
  assert.equal(compileRanking().guideTo, null);
});

test('bad settings are named: unknown fields, patterns that do not compile, wrong shapes', () => {
  assert.equal(siteRankingError(SITE_RANKING), null);
  assert.match(siteRankingError({ boosts: {} })!, /unknown field "boosts"/);
  assert.match(siteRankingError({ referenceRoutes: '/docs/(api' })!, /"referenceRoutes" is not a regular expression/);
  assert.match(siteRankingError({ synonyms: { tap: 'press' } })!, /"synonyms.tap" must be a list of strings/);
  assert.match(siteRankingError({ matcherVerbs: { is: ['be'] } })!, /"matcherVerbs.is" must be a string/);
  assert.match(siteRankingError([])!, /JSON object/);
});
