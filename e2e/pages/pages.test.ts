/**
 * The pages of one shard of the real site, as GitHub Pages serves them (//tools/serve:ghpages over
 * the shard's served bundle, E2E_SITE): each in light and dark appearance, on a desktop and a phone,
 * with no axe violation of WCAG 2.0-2.2 A and AA, no console error, no failed request, no request
 * outside the site and no repeated id. One target per shard (content/BUILD.bazel), so an edit to a
 * page re-runs its shard's target only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bundledPages, checkPages } from '../support/checks';
import { BASE, useSite, WIDTHS } from '../support/site';

const site = useSite('ghpages');
const ROOT = process.env.E2E_SITE ?? 'site';
const PATHS = bundledPages(ROOT).map((p) => BASE.slice(0, -1) + p.route);

test('the shard has pages', () => {
  assert.ok(PATHS.length > 0, `no page data in ${process.env.E2E_SITE}`);
});

test('every page of the shard in light and dark, at desktop and phone width: axe-clean, no errors, no failed requests', async () => {
  // Each page is loaded once and shown in every view in turn, so a page's second appearance costs
  // no load and no fresh start of axe; two browser contexts take half the pages each, at once, so
  // the shard takes both cores.
  const views = [...WIDTHS.map(({ width, height }) => ({ scheme: 'light' as const, width, height })), ...[...WIDTHS].reverse().map(({ width, height }) => ({ scheme: 'dark' as const, width, height }))];
  const halves = [PATHS.filter((_, i) => i % 2 === 0), PATHS.filter((_, i) => i % 2 === 1)].filter((half) => half.length > 0);
  const problems = await Promise.all(halves.map((half) => checkPages(site.browser, site.server.origin, ROOT, half, views)));
  assert.deepEqual(problems.flat(), []);
});
