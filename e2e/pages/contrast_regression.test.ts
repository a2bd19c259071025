/**
 * The per-page checks (support/checks.ts checkPages, which the real site's shard targets run) fail
 * when the code stylesheet loses contrast: on the theme's fixture site, the pages with TSX code pass
 * as built, and fail once the served stylesheet gives the code tokens colours close to
 * the code background, in light and in dark appearance.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { bundledPages, checkPages } from '../support/checks';
import { BASE, useSite } from '../support/site';

const ROOT = process.env.E2E_SITE ?? 'e2e/theme_site';
const site = useSite('ghpages');

/** The pages whose bodies hold TSX code (keywords, names and strings: tokens the stylesheet colours). */
function pagesWithCode(): string[] {
  return bundledPages(ROOT)
    .filter(({ file }) => (JSON.parse(readFileSync(file, 'utf8')) as { html?: string }).html?.includes('data-lang="tsx"'))
    .map(({ route }) => BASE.slice(0, -1) + route);
}

/** The colours a regressed code stylesheet gives every token: nearly the code background's. */
const FADED = { light: '#e4e4e7', dark: '#2b2b30' };

/** Serves the stylesheet with every code token in its appearance's faded colour. */
async function fadedTokens(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\/style\.[0-9a-f]+\.css$/, async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replace(/(\.dark )?(\.highlight \.[\w-]+ \{ color: )#[0-9A-Fa-f]{3,6}/g, (_, dark: string | undefined, rule: string) => `${dark ?? ''}${rule}${dark ? FADED.dark : FADED.light}`);
    await route.fulfill({ response, body: css });
  });
}

const PAGES = pagesWithCode();

test('the fixture has pages with highlighted code', () => {
  assert.ok(PAGES.length >= 2, PAGES.join(', '));
});

for (const scheme of ['light', 'dark'] as const) {
  test(`in ${scheme}, the pages with code pass as built and fail with faded code tokens`, async () => {
    const view = { scheme, width: 1440, height: 900 };
    assert.deepEqual(await checkPages(site.browser, site.server.origin, ROOT, PAGES, [view]), []);
    const problems = await checkPages(site.browser, site.server.origin, ROOT, PAGES, [view], fadedTokens);
    for (const path of PAGES) {
      assert.ok(problems.some((p) => p.startsWith(`${path}: color-contrast`) && p.includes(`foreground color: ${FADED[scheme]}`)), `${path}:\n${problems.join('\n')}`);
    }
  });
}
