/** One browser and one server per test file, and pages opened the way every test wants them. */
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launch, watchErrors } from './browser';
import { startServer, type Server } from './server';

import { builtSite } from './versions';

export { BASE, builtSite, builtVersions, DEFAULT, OLDEST, prefixOf, SITE_TITLE, VERSIONS, type Version } from './versions';

export const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export interface Site {
  server: Server;
  browser: Browser;
  /** The bundle the server serves. */
  root: string;
}

/**
 * Starts the server and Chromium before the file's tests and stops them after. `ghpages` serves the
 * bundle from a plain static host with GitHub Pages' resolution (//tools/serve:ghpages) instead of
 * the project's own server, which tolerates `/index` and `.html` by itself. `variant` serves the
 * small site of //e2e:variant_site, built with the settings the real site leaves at their defaults.
 */
export function useSite(host: 'serve' | 'ghpages' | 'variant' = 'serve'): Site {
  const root = process.env.E2E_SITE ?? (host === 'variant' ? 'e2e/variant_site' : 'site');
  return useServer(root, () => (host === 'ghpages' ? startServer(process.env.E2E_GHPAGES ?? 'tools/serve/ghpages', root) : startServer(undefined, root)));
}

/** Starts the server `start` starts on the bundle at `root`, and Chromium, before the file's tests and stops them after. */
export function useServer(root: string, start: () => Promise<Server>): Site {
  const site = { root } as Site;
  before(async () => {
    site.server = await start();
    site.browser = await launch();
  });
  after(async () => {
    await site.browser?.close();
    site.server?.stop();
  });
  return site;
}

export interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions seen so far; tests assert it stays empty. */
  errors: string[];
  status: number | undefined;
  close(): Promise<void>;
}

export interface OpenOptions extends BrowserContextOptions {
  /** Leave the configured analytics script unanswered (Vercel's 404s, as on a host without Vercel analytics). */
  realAnalytics?: boolean;
  /** Called before navigation, to intercept requests. */
  setup?: (page: Page) => Promise<unknown>;
  /** Wait for the app to hydrate (the default); false when the test blocks the app's script. */
  hydrate?: boolean;
}

/**
 * Opens `path` (relative to the base) in a fresh context. The analytics script the site configures
 * (its manifest's) is answered with an empty script, as its provider would, so its absence on the
 * test server, or a third-party host out of reach, is not an error.
 */
export async function open(site: Site, path: string, options: OpenOptions = {}): Promise<Opened> {
  const { realAnalytics, setup, hydrate = true, ...contextOptions } = options;
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const script = builtSite(site.root)?.analytics.scriptUrl;
  if (!realAnalytics && script) {
    await page.route(new URL(script, site.server.url).href, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  }
  await setup?.(page);
  const response = await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
  // On a busy machine the network can fall idle before the app has hydrated.
  if (hydrate && contextOptions.javaScriptEnabled !== false) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { page, errors, status: response?.status(), close: () => context.close() };
}
