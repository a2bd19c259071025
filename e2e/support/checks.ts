/** What every page must be in a browser: axe-clean (WCAG 2.0-2.2, A and AA), no errors, no failed requests. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { builtSite } from './versions';

/** The axe-core rules of these WCAG levels, and nothing of axe's best practices. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Problems {
  /** Everything found so far, each line naming the page it was found on. */
  lines: string[];
}

/**
 * Watches a context for what no page may cause: console errors, uncaught exceptions, requests that
 * fail or answer 400 and above, and requests outside the site, which are refused. The one
 * exception is the analytics script the site configures on another host (`thirdParty`), answered
 * with an empty script as its provider would: the test machine has no way out.
 */
export async function watchContext(context: BrowserContext, origin: string, thirdParty: readonly string[] = []): Promise<Problems> {
  const problems: Problems = { lines: [] };
  const where = (page: Page | null) => (page ? new URL(page.url()).pathname : '(no page)');
  await context.route((url) => url.origin !== origin, async (route) => {
    const url = route.request().url();
    if (thirdParty.includes(url)) return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    problems.lines.push(`${where(route.request().frame().page())}: requests ${url}, outside the site`);
    await route.abort('blockedbyclient');
  });
  await context.addInitScript({ path: AXE });
  context.on('page', (page) => watchPage(page, problems));
  return problems;
}

/** The analytics script a bundle's site configures on another host, if any (site.yaml analytics). */
export function thirdPartyScripts(root: string): string[] {
  const script = builtSite(root)?.analytics.scriptUrl;
  return script && /^https?:\/\//.test(script) ? [script] : [];
}

function watchPage(page: Page, problems: Problems): void {
  const here = () => new URL(page.url()).pathname;
  page.on('pageerror', (e) => problems.lines.push(`${here()}: uncaught ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.lines.push(`${here()}: console error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => {
    const failure = r.failure()?.errorText ?? '';
    // Refused above, and already reported as outside the site. A cancelled request (ERR_ABORTED:
    // its page was left, the page changed its icon, a preload was dropped) is no failure of the
    // site; a failing answer is reported below by its status.
    if (failure.includes('BLOCKED_BY_CLIENT') || failure.includes('ERR_ABORTED')) return;
    problems.lines.push(`${here()}: ${r.url()} failed: ${failure}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.lines.push(`${here()}: ${r.url()} answered ${r.status()}`);
  });
}

/**
 * Waits until the page is hydrated and its animations have ended (the content fades in as it
 * appears): contrast is judged on what the reader ends up seeing, not on a frame of a fade.
 */
export async function settled(page: Page): Promise<void> {
  for (;;) {
    try {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Polled each frame, and getAnimations() brings style up to date first: a transition that a
      // change of appearance starts only at the next style update (the theme's colour fade) is
      // waited for too, and so is one still pending, at its first frame's colours.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState === 'finished' || a.playState === 'idle'));
      return;
    } catch (error) {
      // The page went on to another document (GitHub Pages' 404.html hands a file form of a
      // route to its clean URL): settle that one.
      if (!String(error).includes('Execution context was destroyed')) throw error;
    }
  }
}

/** axe's WCAG violations on the page as it is now, one line per rule with a few of its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`), count: v.nodes.length }));
  }, WCAG);
  return violations.map((v) => `${v.id} (${v.help}) on ${v.count} element(s): ${v.nodes.join(' | ')}`);
}

/** What the page's own markup gets wrong that axe does not judge: repeated ids, external links in place. */
export async function markupProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const seen = new Set<string>();
    for (const element of document.querySelectorAll('[id]')) {
      if (seen.has(element.id)) found.push(`repeated id #${element.id}`);
      seen.add(element.id);
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href^="http"]')) {
      if (link.target !== '_blank' || !/\bnoopener\b/.test(link.rel)) found.push(`external link ${link.href} does not open in a new tab without opener`);
    }
    return found;
  });
}

/** The pages a bundle holds data for (`_data/VERSION/pages/**.json`): version, route and data file. */
export function bundledPages(root: string): { version: string; route: string; file: string }[] {
  const data = join(root, '_data');
  const pages: { version: string; route: string; file: string }[] = [];
  const walk = (version: string, dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(version, path);
      else if (entry.name.endsWith('.json')) pages.push({ version, route: (JSON.parse(readFileSync(path, 'utf8')) as { routePath: string }).routePath, file: path });
    }
  };
  for (const version of existsSync(data) ? readdirSync(data).sort() : []) {
    if (existsSync(join(data, version, 'pages'))) walk(version, join(data, version, 'pages'));
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * Gives the page a view's appearance and size, as a reader's system setting or window would. The
 * theme follows the system's appearance live, from a media query listener, and fades the colours
 * over while <html> has the theme-switching class (unless the reader prefers reduced motion, as the
 * checks' contexts do): once the page has hydrated, this waits until the theme has taken the new
 * appearance and ended any fade, so that axe judges the colours a reader ends up with.
 */
export async function show(page: Page, view: View): Promise<void> {
  await page.setViewportSize({ width: view.width, height: view.height });
  await page.emulateMedia({ colorScheme: view.scheme });
  await page.waitForFunction(
    (dark) => {
      const root = document.documentElement;
      return root.dataset.hydrated !== 'true' || (root.classList.contains('dark') === dark && !root.classList.contains('theme-switching'));
    },
    view.scheme === 'dark',
  );
}

export interface View {
  scheme: 'light' | 'dark';
  width: number;
  height: number;
}

/**
 * Opens each path (below the origin) of the bundle at `root` once and checks it in each of the
 * views in turn, forwards on one page and backwards on the next (its appearance and size changed
 * in place, as a reader's system setting or window would): a status other than 200, axe violations, markup problems, and whatever watchContext sees.
 * One load a page, not one a view: loading is a third of a view's time. `prepare` may route the
 * context's requests before the first page (a test of the check itself serves a broken stylesheet
 * that way).
 */
export async function checkPages(browser: Browser, origin: string, root: string, paths: readonly string[], views: readonly View[], prepare?: (context: BrowserContext) => Promise<void>): Promise<string[]> {
  const [first] = views;
  if (!first) throw new Error('checkPages needs a view');
  const context = await browser.newContext({ colorScheme: first.scheme, viewport: { width: first.width, height: first.height }, reducedMotion: 'reduce' });
  const problems = await watchContext(context, origin, thirdPartyScripts(root));
  await prepare?.(context);
  const page = await context.newPage();
  // Each page takes the views in the reverse order of the page before, so it opens in the view that
  // page ended in: nothing is re-themed or laid out again for a document that is about to go.
  let order = [...views];
  for (const path of paths) {
    const response = await page.goto(origin + path, { waitUntil: 'load' });
    if (response?.status() !== 200) problems.lines.push(`${path}: answered ${response?.status()}`);
    for (const view of order) {
      await show(page, view);
      await settled(page);
      const seen = `(${view.scheme}, ${view.width}px)`;
      for (const line of await axeViolations(page)) problems.lines.push(`${path}: ${line} ${seen}`);
    }
    for (const line of await markupProblems(page)) problems.lines.push(`${path}: ${line}`);
    order = order.reverse();
  }
  // What a page loads after hydration (analytics, for one) may still be on its way.
  await page.waitForLoadState('networkidle');
  await context.close();
  return problems.lines;
}
