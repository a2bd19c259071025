/** Client routing: on-demand page data, preload on hover, progress bar, failures, versions, no-JS reading. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, open } from '../support/site';
import { DEFAULT, OLDEST, TITLE, useThemeSite, VERSIONS } from '../support/theme';

const site = useThemeSite();
const PAGE_JSON = /\/_data\/[^/]+\/pages\/.+\.json$/;
/** A page only the default version has, and one only the older version has (e2e/theme_site). */
const DEFAULT_ONLY = 'docs/guides/offline-mode';
const OLDEST_ONLY = 'docs/migration/v1';

function pageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => PAGE_JSON.test(new URL(r.url()).pathname) && seen.push(new URL(r.url()).pathname));
  return seen;
}

for (const { name, prefix } of VERSIONS) {
  describe(`navigation in ${name}`, () => {
    test('a sidebar link swaps page data without reloading, fetching only that page and the route table', async () => {
      let requests = [] as string[];
      const tables: string[] = [];
      const { page, errors, close } = await open(site, `${prefix}docs/start/intro`, {
        setup: async (p) => {
          requests = pageRequests(p);
          p.on('request', (r) => /\/(manifest|routes\.[0-9a-f]+)\.json$/.test(r.url()) && tables.push(new URL(r.url()).pathname));
        },
      });
      assert.equal(requests.length, 0, 'the first page is prerendered with its data inline');
      await page.evaluate(() => ((window as { __same?: boolean }).__same = true));
      await page.getByRole('navigation', { name: 'Sidebar' }).first().getByRole('link', { name: 'Setup', exact: true }).click();
      await page.waitForURL(new RegExp(`${prefix}docs/start/setup$`));
      await page.waitForFunction(() => document.title.startsWith('Setup'));
      assert.equal(await page.evaluate(() => (window as { __same?: boolean }).__same), true, 'no full page load');
      assert.deepEqual(requests, [`${BASE}_data/${name}/pages/docs/start/setup.json`]);
      assert.equal(tables.length, 1, 'the route table is fetched once, on the first navigation');
      assert.match(tables[0]!, new RegExp(`^${BASE}_data/${name}/routes\\.[0-9a-f]{10}\\.json$`), 'as its content-hashed file');
      const html = await (await fetch(page.url())).text();
      assert.ok(!html.includes('"routes":['), 'pages do not inline the route table');
      assert.equal(await page.title(), `Setup | ${TITLE}`);
      assert.deepEqual(errors, []);
      await close();
    });

    test('a page carries its own sidebar only; moving to the cookbook shows the cookbook sidebar from the route table', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/start/intro`);
      const html = await (await fetch(page.url())).text();
      assert.ok(html.includes('Older releases'), 'the docs sidebar is in the page');
      assert.ok(!html.includes('Screen Recipes'), 'the cookbook sidebar is not');
      await page.evaluate(() => ((window as { __same?: boolean }).__same = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cookbook', exact: true }).click();
      await page.waitForURL(new RegExp(`${prefix}cookbook/$`));
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' }).first();
      await sidebar.getByRole('button', { name: 'Screen Recipes' }).waitFor();
      assert.equal(await page.evaluate(() => (window as { __same?: boolean }).__same), true, 'no full page load');
      assert.equal(await sidebar.getByRole('button', { name: 'Getting started' }).count(), 0, 'the docs sidebar is gone');
      assert.deepEqual(errors, []);
      await close();
    });

    test('hovering an internal link preloads its page data', async () => {
      let requests = [] as string[];
      const { page, close } = await open(site, `${prefix}docs/start/intro`, { setup: async (p) => void (requests = pageRequests(p)) });
      // Waited for from before the hover: on a busy machine the answer can come before hover() returns.
      const preloaded = page.waitForResponse((r) => PAGE_JSON.test(new URL(r.url()).pathname));
      await page.getByRole('navigation', { name: 'Sidebar' }).first().getByRole('link', { name: 'Finders' }).hover();
      await preloaded;
      assert.deepEqual(requests, [`${BASE}_data/${name}/pages/docs/api/finders.json`]);
      await close();
    });

    test('the version menu leads to the same page in the other version', async () => {
      const other = VERSIONS.find((v) => v.name !== name)!;
      const { page, errors, close } = await open(site, `${prefix}docs/api/mount`);
      await page.getByLabel(`Version ${name}`).click();
      await page.getByRole('link', { name: other.name, exact: true }).click();
      await page.waitForURL(`${site.server.url}${other.prefix}docs/api/mount`);
      assert.equal(await page.getByRole('status').count(), 0, 'no notice when the page exists');
      assert.deepEqual(errors, []);
      await close();
    });
  });
}

test('a page the oldest version lacks switches to its nearest ancestor there with a notice, never a 404', async () => {
  const { page, close } = await open(site, DEFAULT_ONLY);
  await page.getByLabel(`Version ${DEFAULT.name}`).click();
  const link = page.getByRole('link', { name: OLDEST.name, exact: true });
  const href = (await link.getAttribute('href'))!;
  assert.ok(href.endsWith(`?from=${DEFAULT.name}`), href);
  const response = await page.goto(new URL(href, site.server.origin).toString(), { waitUntil: 'networkidle' });
  assert.equal(response?.status(), 200);
  assert.ok(new URL(page.url()).pathname.startsWith(`${BASE}${OLDEST.prefix}`));
  assert.ok(((await page.getByRole('status').textContent()) ?? '').includes(`does not exist in ${OLDEST.name}`));
  await close();
});

test('pages of an older version carry a banner and a canonical link to their twin at the root', async () => {
  const { page, close } = await open(site, `${OLDEST.prefix}docs/api/mount`);
  const banner = page.getByRole('note');
  assert.ok(((await banner.textContent()) ?? '').includes(`You are reading docs for ${OLDEST.name}`));
  assert.equal(await banner.getByRole('link').getAttribute('href'), `${BASE}docs/api/mount`);
  assert.equal(await page.locator('link[rel=canonical]').getAttribute('href'), `https://harbor.example.com${BASE}docs/api/mount`);
  await close();
});

test('a page whose counterpart at the root is only an ancestor offers no twin', async () => {
  // The version switch falls back to an ancestor in the default version, which the banner must
  // not present as this page.
  const { page, close } = await open(site, `${OLDEST.prefix}${OLDEST_ONLY}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert.equal(await page.getByRole('note').count(), 0);
  assert.equal(await page.locator('link[rel=canonical]').count(), 0);
  await close();
});

test('a slow page load shows the progress bar; a fast one does not', async () => {
  const { page, close } = await open(site, 'docs/start/intro', {
    setup: (p) => p.route(PAGE_JSON, async (route) => {
      if (route.request().url().includes('setup')) await new Promise((r) => setTimeout(r, 900));
      await route.continue();
    }),
  });
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' }).first();
  await sidebar.getByRole('link', { name: 'Setup', exact: true }).click();
  await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ timeout: 800 });
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role=progressbar]')) (window as { __bar?: boolean }).__bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await sidebar.getByRole('link', { name: 'Mount', exact: true }).click();
  // The title is set in the same effects flush that clears the bar's timer (loading is over), so
  // from here on the bar can no longer appear: the observer has seen everything it could.
  await page.waitForFunction(() => document.title.startsWith('Mount'));
  assert.equal(await page.evaluate(() => (window as { __bar?: boolean }).__bar === true), false);
  await close();
});

test('a failed page load is logged and shown, not blank', async () => {
  const { page, errors, close } = await open(site, 'docs/start/intro', { setup: (p) => p.route(PAGE_JSON, (route) => route.abort()) });
  await page.getByRole('navigation', { name: 'Sidebar' }).first().getByRole('link', { name: 'Setup', exact: true }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match((await alert.textContent()) ?? '', /could not be loaded/);
  assert.ok(errors.length > 0, 'the failure is logged');
  await close();
});

test('anchor links scroll to their heading and external links open in a new tab', async () => {
  const { page, errors, close } = await open(site, 'docs/api/finders');
  const outline = page.getByRole('navigation', { name: 'Contents' });
  const last = outline.getByRole('link').last();
  const id = decodeURIComponent(((await last.getAttribute('href')) ?? '').split('#')[1]!);
  await last.click();
  await page.waitForFunction((target) => {
    const r = document.getElementById(target)?.getBoundingClientRect();
    return !!r && r.top >= 0 && r.top < window.innerHeight;
  }, id);
  assert.equal(new URL(page.url()).hash, `#${id}`);
  const externals = await page.locator('main a[href^="http"]').evaluateAll((els) => els.map((e) => [e.getAttribute('target'), e.getAttribute('rel')]));
  assert.ok(externals.length > 0, 'the page links outside the site');
  for (const [target, rel] of externals) {
    assert.equal(target, '_blank');
    assert.match(rel ?? '', /noopener/);
  }
  assert.deepEqual(errors, []);
  await close();
});

test('pages are readable with JavaScript off', async () => {
  const { page, close } = await open(site, 'docs/api/mount', { javaScriptEnabled: false });
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Mount');
  assert.equal(await page.title(), `Mount | ${TITLE}`);
  assert.ok(await page.getByRole('navigation', { name: 'Sidebar' }).first().getByRole('link', { name: 'Finders' }).isVisible());
  assert.ok((await page.locator('main').textContent())!.length > 500);
  assert.equal(await page.locator('meta[property="og:title"]').getAttribute('content'), `Mount | ${TITLE}`);
  await close();
});
