/**
 * The per-page checks (support/checks.ts checkPages, which the real site's shard targets run) fail
 * when the code stylesheet loses contrast: on the theme's fixture site, a page with TSX code in each
 * version passes as built, and fails once the served stylesheet gives the code tokens colours close
 * to the code background, in light and in dark appearance.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { bundledPages, checkPages } from '../support/checks';
import { BASE, useSite } from '../support/site';

const ROOT = process.env.E2E_SITE ?? 'e2e/theme_site';
const site = useSite('ghpages');

/**
 * In each version, the page whose body holds the most TSX code blocks (keywords, names and strings:
 * tokens the stylesheet colours). One a version is proof enough that the check fails, and each page
 * checked with failing tokens costs axe a report on every token.
 */
function pagesWithCode(): string[] {
  const best = new Map<string, { route: string; blocks: number }>();
  for (const { version, route, file } of bundledPages(ROOT)) {
    const blocks = ((JSON.parse(readFileSync(file, 'utf8')) as { html?: string }).html ?? '').split('data-lang="tsx"').length - 1;
    if (blocks > (best.get(version)?.blocks ?? 0)) best.set(version, { route, blocks });
  }
  return [...best.values()].map(({ route }) => BASE.slice(0, -1) + route);
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

test('each version of the fixture has a page with highlighted code', () => {
  assert.equal(PAGES.length, new Set(bundledPages(ROOT).map(({ version }) => version)).size, PAGES.join(', '));
});

test('in light and in dark, the pages with code pass as built and fail with faded code tokens', async () => {
  // One load a page serves both appearances, as in the shards' own checks.
  const views = (['light', 'dark'] as const).map((scheme) => ({ scheme, width: 1440, height: 900 }));
  assert.deepEqual(await checkPages(site.browser, site.server.origin, ROOT, PAGES, views), []);
  const problems = await checkPages(site.browser, site.server.origin, ROOT, PAGES, views, fadedTokens);
  for (const path of PAGES) {
    for (const { scheme, width } of views) {
      const faded = (p: string) => p.startsWith(`${path}: color-contrast`) && p.includes(`foreground color: ${FADED[scheme]}`) && p.endsWith(`(${scheme}, ${width}px)`);
      assert.ok(problems.some(faded), `${path} in ${scheme}:\n${problems.join('\n')}`);
    }
  }
});
