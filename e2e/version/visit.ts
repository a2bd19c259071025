/** How a version's browser checks open one of its pages (smoke.test.ts, code.test.ts). */
import type { Page } from 'playwright-core';
import { settled, thirdPartyScripts, watchContext } from '../support/checks';
import type { Site } from '../support/site';

/**
 * Opens a path of the site in a fresh context (options: the context's), runs the check on it and
 * returns what went wrong meanwhile: console errors, failed or off-site requests.
 */
export function visitor(site: Site) {
  return async function visit(path: string, check: (page: Page, status: number | undefined) => Promise<void>, options: object = {}): Promise<string[]> {
    const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
    const problems = await watchContext(context, site.server.origin, thirdPartyScripts(site.root));
    const page = await context.newPage();
    const response = await page.goto(site.server.url + path, { waitUntil: 'load' });
    await settled(page);
    await check(page, response?.status());
    await page.waitForLoadState('networkidle');
    await context.close();
    return problems.lines;
  };
}
