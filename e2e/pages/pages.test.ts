/**
 * The pages of one shard of the real site, as GitHub Pages serves them (//tools/serve:ghpages over
 * the shard's served bundle, E2E_SITE): each in light and dark appearance, on a desktop and a phone,
 * with no axe violation of WCAG 2.0-2.2 A and AA, no console error, no failed request, no request
 * outside the site and no repeated id. One target per shard (content/BUILD.bazel), so an edit to a
 * page re-runs its shard's target only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, bundledPages, markupProblems, settled, watchContext } from '../support/checks';
import { BASE, useSite, WIDTHS } from '../support/site';

const site = useSite('ghpages');
const PAGES = bundledPages(process.env.E2E_SITE ?? 'site');

test('the shard has pages', () => {
  assert.ok(PAGES.length > 0, `no page data in ${process.env.E2E_SITE}`);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const { name, width, height } of WIDTHS) {
    test(`every page of the shard in ${scheme} at ${name}: axe-clean, no errors, no failed requests`, async () => {
      const context = await site.browser.newContext({ colorScheme: scheme, viewport: { width, height } });
      const problems = await watchContext(context, site.server.origin);
      const page = await context.newPage();
      for (const { route } of PAGES) {
        const response = await page.goto(site.server.origin + BASE.slice(0, -1) + route, { waitUntil: 'load' });
        if (response?.status() !== 200) problems.lines.push(`${route}: answered ${response?.status()}`);
        await settled(page);
        for (const line of [...(await axeViolations(page)), ...(await markupProblems(page))]) problems.lines.push(`${route}: ${line}`);
      }
      // What a page loads after hydration (analytics, for one) may still be on its way.
      await page.waitForLoadState('networkidle');
      await context.close();
      assert.deepEqual(problems.lines, []);
    });
  }
}
