/** One browser and one server per test file, and pages opened the way every test wants them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launch, watchErrors } from './browser';
import { startServer, type Server } from './server';

export const SITE_TITLE = 'React Native Testing Library';
export const BASE = '/react-native-testing-library/';

export interface Version {
  name: string;
  /** Path below the base: '' for the default version, '12.x/' for another. */
  prefix: string;
  isDefault: boolean;
}

/** The built site's versions, in site.yaml's order, read from its manifest: no test names them. */
export function builtVersions(root: string): Version[] {
  const data = join(root, '_data');
  const first = existsSync(data) ? readdirSync(data).sort().find((d) => existsSync(join(data, d, 'manifest.json'))) : undefined;
  if (!first) return [];
  const manifest = JSON.parse(readFileSync(join(data, first, 'manifest.json'), 'utf8')) as {
    site: { versions: { name: string; prefix: string; default: boolean }[] };
  };
  return manifest.site.versions.map((v) => ({ name: v.name, prefix: v.prefix ? `${v.prefix.slice(1)}/` : '', isDefault: v.default }));
}

export const VERSIONS: readonly Version[] = builtVersions(process.env.E2E_SITE ?? 'site');
/** The version served at the root. */
export const DEFAULT = VERSIONS.find((v) => v.isDefault)!;
/** The oldest version site.yaml lists: pages only newer versions have are missing there. */
export const OLDEST = VERSIONS[VERSIONS.length - 1]!;

/** The path prefix of a version the test is about by name (its content, not its place). */
export function prefixOf(name: string): string {
  const version = VERSIONS.find((v) => v.name === name);
  if (!version) throw new Error(`the built site has no version ${name}`);
  return version.prefix;
}
export const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export interface Site {
  server: Server;
  browser: Browser;
}

/**
 * Starts the server and Chromium before the file's tests and stops them after. `ghpages` serves the
 * bundle from a plain static host with GitHub Pages' resolution (//tools/serve:ghpages) instead of
 * the project's own server, which tolerates `/index` and `.html` by itself. `variant` serves the
 * small site of //e2e:variant_site, built with the settings the real site leaves at their defaults.
 */
export function useSite(host: 'serve' | 'ghpages' | 'variant' = 'serve'): Site {
  return useServer(() =>
    host === 'ghpages' ? startServer(process.env.E2E_GHPAGES ?? 'tools/serve/ghpages')
    : host === 'variant' ? startServer(undefined, process.env.E2E_SITE ?? 'e2e/variant_site')
    : startServer(),
  );
}

/** Starts the server `start` starts, and Chromium, before the file's tests and stops them after. */
export function useServer(start: () => Promise<Server>): Site {
  const site = {} as Site;
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
  /** Leave the analytics script unanswered (it 404s, as on a host without Vercel analytics). */
  realAnalytics?: boolean;
  /** Called before navigation, to intercept requests. */
  setup?: (page: Page) => Promise<unknown>;
  /** Wait for the app to hydrate (the default); false when the test blocks the app's script. */
  hydrate?: boolean;
}

/**
 * Opens `path` (relative to the base) in a fresh context. The analytics script is answered with
 * an empty script, as a Vercel deployment would, so its absence on the test server is not an error.
 */
export async function open(site: Site, path: string, options: OpenOptions = {}): Promise<Opened> {
  const { realAnalytics, setup, hydrate = true, ...contextOptions } = options;
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  const errors = watchErrors(page);
  if (!realAnalytics) {
    await page.route('**/_vercel/insights/script.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  }
  await setup?.(page);
  const response = await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
  // On a busy machine the network can fall idle before the app has hydrated.
  if (hydrate && contextOptions.javaScriptEnabled !== false) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return { page, errors, status: response?.status(), close: () => context.close() };
}
