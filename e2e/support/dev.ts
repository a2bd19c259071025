/** The live preview (//:dev) on a copy of its fixture site (e2e/dev_site/), started once per test file. */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './browser';
import { startProcess, startServer, type Server } from './server';

/** The preview's two-version fixture site (base /fixture/, 2.x at the root, 1.x below 1.x/), as //e2e:fixture_site builds it. */
export const FIXTURE = 'e2e/dev_site';
/** The API history //:site and //e2e:fixture_site compile with, as `./tools/bazel run //:dev` passes it. */
export const API_HISTORY = 'packages/api-history/api_history.json';
/** The fixture as Bazel builds it, as //:site is built (//e2e:fixture_site). */
export const FIXTURE_SITE = 'e2e/fixture_site';
/** The analytics script every page loads, from the origin's root as on Vercel: outside the site. */
export const ANALYTICS = '/_vercel/insights/script.js';

export interface Preview {
  server: Server;
  browser: Browser;
  /** The content folder the preview watches. */
  content: string;
}

/** Starts the preview on a copy of the fixture site, with the API history, as `./tools/bazel run //:dev` runs. */
export function usePreview(): Preview {
  const preview = {} as Preview;
  before(async () => {
    const scratch = mkdtempSync(join(process.env.TEST_TMPDIR ?? tmpdir(), 'dev-'));
    preview.content = join(scratch, 'content');
    cpSync(FIXTURE, preview.content, { recursive: true, dereference: true });
    // The runfiles paths //:dev gets from `bazel run` (its args), given here by hand.
    preview.server = await startProcess('dev', [
      '--content', preview.content, '--port', '0', '--cache', join(scratch, 'cache'),
      '--boot', 'packages/web/boot/boot.js', '--client', 'packages/web/dev_client', '--css', 'packages/web/css.css',
      '--prerender', 'packages/web/prerender/prerender.js', '--node', '../local_node/node', '--api', API_HISTORY,
    ], 90);
    preview.browser = await launch();
  });
  after(async () => {
    await preview.browser?.close();
    preview.server?.stop();
  });
  return preview;
}

/**
 * The project's server serving the fixture as Bazel builds it, started once per test file: //:serve's
 * code without //:site (//tools/serve:serve), which would tie the tests to content/.
 */
export function useFixtureSite(): { server: Server } {
  const site = {} as { server: Server };
  before(async () => {
    site.server = await startServer('tools/serve/serve', FIXTURE_SITE, '/fixture/');
  });
  after(() => site.server?.stop());
  return site;
}

export interface SidebarItem {
  link?: string;
  items?: SidebarItem[];
}

export interface Manifest {
  /** Full route paths (with the version's prefix). */
  routes: { path: string }[];
  sidebars: Record<string, SidebarItem[]>;
  site: { versions: { name: string; prefix: string }[] };
}

/** A version's manifest, as the built fixture has it. */
export function builtManifest(version: string): Manifest {
  return JSON.parse(readFileSync(join(FIXTURE_SITE, '_data', version, 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The fixture's versions in site.yaml's order, read from the built site (no test names them):
 * prefix '' for the default version, '1.x/' for another.
 */
export const VERSIONS: readonly { name: string; prefix: string }[] = builtManifest(readdirSync(join(FIXTURE_SITE, '_data')).sort()[0]!)
  .site.versions.map((v) => ({ name: v.name, prefix: v.prefix ? `${v.prefix.slice(1)}/` : '' }));

/** The first page a sidebar links to (a full route path). */
export function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const found = item.link ?? firstLink(item.items ?? []);
    if (found) return found;
  }
  return undefined;
}

export function save(preview: Preview, rel: string, edit: (text: string) => string): void {
  const file = join(preview.content, rel);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

export function write(preview: Preview, rel: string, text: string): void {
  writeFileSync(join(preview.content, rel), text);
}

export function rename(preview: Preview, from: string, to: string): void {
  renameSync(join(preview.content, from), join(preview.content, to));
}

export function remove(preview: Preview, rel: string): void {
  rmSync(join(preview.content, rel));
}

/** Opens a page of the preview in a fresh context, as an author does. Check errors with pageErrors. */
export async function openPreview(
  preview: Preview,
  path: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await preview.browser.newContext({ viewport });
  const page = await context.newPage();
  const seen = watchErrors(page);
  await page.goto(preview.server.url + path, { waitUntil: 'networkidle' });
  // Hydrated (the app's handlers attached: a click is the router's, not a page load) and listening.
  await page.waitForSelector('html[data-hydrated="true"][data-live-preview="connected"]');
  return { page, errors: seen };
}

/** The page's errors, less the analytics script's 404. */
export function pageErrors(errors: string[]): string[] {
  return errors.filter((e) => !(e.includes(ANALYTICS) && e.includes('404')));
}

/**
 * A page as far as the preview's must equal //:site's: the preview's own client script and the
 * last-updated line (the preview has no commit dates) left out, the boot data compared as data.
 */
export function comparable(html: string): string {
  const boot = /(<script id="__BOOT__" type="application\/json">)(.*?)(<\/script>)/s;
  const data = JSON.parse(boot.exec(html)?.[2] ?? 'null') as { page?: { lastUpdatedTime?: string } } | null;
  delete data?.page?.lastUpdatedTime;
  return html
    .replace(boot, () => `<script id="__BOOT__">${JSON.stringify(sorted(data))}</script>`)
    .replace(/<link rel="modulepreload" href="[^"]*">/g, '')
    .replace(/<script type="module" src="[^"]*"><\/script>/g, '<script type="module">')
    // The footer's paragraph that holds the date (DocFooter.tsx), whatever its label.
    .replace(/<p>(?:(?!<\/?p>).)*<time dateTime="[^"]*">[^<]*<\/time><\/p>/g, '');
}

/** JSON the preview serves, as data, without the build tag it gives data file names (pages/docs/api.json?v=3). */
export function untaggedJson(text: string): unknown {
  return JSON.parse(text.replace(/\?v=\d+/g, ''));
}

/** A JSON value with its object keys sorted, so two serializations compare as data. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, sorted(v)]));
}

/** Waits for the open page's heading; fails on any page error so far. */
export async function showsItsPage(page: Page, errors: string[], what: string): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  assert.deepEqual(pageErrors(errors), [], what);
}

/** Opens every collapsed group of the sidebar, so each of its links can be clicked. */
export async function expandSidebar(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  for (;;) {
    const closed = sidebar.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

/** Clicks every link of the open page's sidebar in turn; returns their hrefs, in sidebar order. */
export async function clickEverySidebarLink(page: Page, errors: string[]): Promise<string[]> {
  await expandSidebar(page);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(hrefs.length >= 2, 'the sidebar lists pages');
  for (const href of hrefs) {
    await expandSidebar(page);
    await sidebar.locator(`a[href="${href}"]`).click();
    // The router changes the URL; what the test waits for next is the page's heading, not a load event.
    await page.waitForURL((url) => url.pathname === href, { waitUntil: 'commit' });
    await showsItsPage(page, errors, href);
  }
  return hrefs;
}
