/** Navbar, sidebar, outline, footer, theme and the part-hiding query parameters, at both widths. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { open, WIDTHS } from '../support/site';
import { OLDEST, useThemeSite, VERSIONS } from '../support/theme';

const site = useThemeSite();
const THEME_KEY = 'rntl-docs-theme';
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** From now on, keeps every value <html>'s class takes: a class that lives 400 ms is seen without a race. */
const recordClassChanges = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as { __classes?: string[] }).__classes = seen;
    new MutationObserver(() => seen.push(document.documentElement.className)).observe(document.documentElement, { attributeFilter: ['class'] });
  });
const recordedClasses = (page: Page) => page.evaluate(() => (window as { __classes?: string[] }).__classes ?? []);

/** Records whether <html> was dark when <body> first appeared, i.e. before anything could paint. */
const darkAtFirstBody = () =>
  new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as { __darkAtBody?: boolean }).__darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });

describe('theme', () => {
  test('auto follows the system scheme, live', async () => {
    const { page, errors, close } = await open(site, 'docs/start/intro', { colorScheme: 'dark' });
    assert.equal(await isDark(page), true);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    assert.deepEqual(errors, []);
    await close();
  });

  test('a stored choice applies before first paint, against the system scheme', async () => {
    const { page, close } = await open(site, 'docs/start/intro', {
      colorScheme: 'light',
      setup: async (p) => {
        await p.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_KEY);
        await p.addInitScript(`(${darkAtFirstBody.toString()})()`);
      },
    });
    assert.equal(await page.evaluate(() => (window as { __darkAtBody?: boolean }).__darkAtBody), true);
    assert.equal(await isDark(page), true);
    await close();
  });

  test('anything else stored counts as auto, without an error', async () => {
    const { page, errors, close } = await open(site, 'docs/start/intro', {
      colorScheme: 'dark',
      setup: (p) => p.addInitScript((key) => localStorage.setItem(key, 'purple'), THEME_KEY),
    });
    assert.equal(await isDark(page), true);
    assert.deepEqual(errors, []);
    await close();
  });

  test('the toggle flips the theme with a short transition and remembers it', async () => {
    const { page, errors, close } = await open(site, 'docs/start/intro', { colorScheme: 'light' });
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await recordClassChanges(page);
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const classes = await recordedClasses(page);
    assert.ok(classes.some((c) => c.split(' ').includes('theme-switching') && c.split(' ').includes('dark')), classes.join(' | '));
    await page.waitForFunction(() => !document.documentElement.classList.contains('theme-switching'));
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY), 'dark');
    await page.reload({ waitUntil: 'networkidle' });
    assert.equal(await isDark(page), true);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    assert.equal(await isDark(page), false);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY), 'light');
    assert.deepEqual(errors, []);
    await close();
  });

  test('a reader who prefers reduced motion gets the new colours at once, with no fade', async () => {
    const { page, errors, close } = await open(site, 'docs/start/intro', { colorScheme: 'light', reducedMotion: 'reduce' });
    await recordClassChanges(page);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const classes = await recordedClasses(page);
    assert.ok(!classes.some((c) => c.split(' ').includes('theme-switching')), classes.join(' | '));
    const body = await page.evaluate(() => getComputedStyle(document.body).transitionDuration);
    assert.ok(body.split(',').every((d) => parseFloat(d) < 0.001), `body transition ${body}`);
    assert.deepEqual(errors, []);
    await close();
  });
});

for (const { name, prefix } of VERSIONS) {
  describe(`chrome of ${name}`, () => {
    test('navbar: section links, external examples link, GitHub link, version menu', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api/mount`);
      const main = page.getByRole('navigation', { name: 'Main' });
      assert.equal(await main.getByRole('link', { name: 'Docs', exact: true }).getAttribute('aria-current'), 'page');
      assert.equal(await main.getByRole('link', { name: 'Cookbook' }).getAttribute('aria-current'), null);
      const examples = main.getByRole('link', { name: 'Examples' });
      assert.equal(await examples.getAttribute('target'), '_blank');
      assert.match((await examples.getAttribute('rel')) ?? '', /noopener/);
      assert.equal(await examples.getAttribute('href'), 'https://example.com/harbor/examples');
      assert.ok(await page.locator('header').getByRole('link', { name: 'GitHub' }).isVisible());
      assert.ok(await page.getByLabel(`Version ${name}`).isVisible(), 'version menu shows the version');
      const height = await page.locator('header[data-part=navbar]').evaluate((e) => e.getBoundingClientRect().height);
      assert.ok(Math.abs(height - 72) <= 1, `navbar is ${height}px`);
      assert.deepEqual(errors, []);
      await close();
    });

    test('sidebar: groups open, the collapsed group and its nested group closed, groups toggle, current page marked', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api/mount`);
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' }).first();
      for (const group of ['Getting started', 'Helpers', 'Gestures', 'Timing', 'Guides']) {
        assert.equal(await sidebar.getByRole('button', { name: group, exact: true }).getAttribute('aria-expanded'), 'true', group);
      }
      const upgrading = sidebar.getByRole('button', { name: 'Upgrading' });
      assert.equal(await upgrading.getAttribute('aria-expanded'), 'false');
      await upgrading.click();
      assert.equal(await upgrading.getAttribute('aria-expanded'), 'true');
      const older = sidebar.getByRole('button', { name: 'Older releases' });
      assert.ok(await older.isVisible());
      assert.equal(await older.getAttribute('aria-expanded'), 'false', 'a nested collapsed group stays closed');
      const guides = sidebar.getByRole('button', { name: 'Guides', exact: true });
      await guides.click();
      assert.equal(await guides.getAttribute('aria-expanded'), 'false');
      assert.equal(await sidebar.getByRole('link', { name: 'Mount', exact: true }).getAttribute('aria-current'), 'page');
      assert.deepEqual(errors, []);
      await close();
    });

    test('the collapsed group holding the current page opens; the cookbook has its own sidebar', async () => {
      const { page, close } = await open(site, `${prefix}docs/migration/previous/v0`);
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' }).first();
      assert.equal(await sidebar.getByRole('button', { name: 'Upgrading' }).getAttribute('aria-expanded'), 'true');
      assert.equal(await sidebar.getByRole('button', { name: 'Older releases' }).getAttribute('aria-expanded'), 'true');
      assert.equal(await sidebar.getByRole('link', { name: 'Upgrade to 0.x' }).getAttribute('aria-current'), 'page');
      await page.goto(`${site.server.url}${prefix}cookbook/`, { waitUntil: 'networkidle' });
      for (const group of ['Screen Recipes', 'Network Recipes']) {
        assert.ok(await sidebar.getByRole('button', { name: group }).isVisible(), group);
      }
      assert.equal(await sidebar.getByRole('button', { name: 'Helpers' }).count(), 0);
      await close();
    });

    test('outline titled Contents follows the heading in view', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api/finders`);
      const outline = page.getByRole('navigation', { name: 'Contents' });
      assert.ok(await outline.isVisible());
      const links = outline.getByRole('link');
      assert.ok((await links.count()) > 3);
      const third = links.nth(3);
      const id = decodeURIComponent(((await third.getAttribute('href')) ?? '').split('#')[1] ?? '');
      await page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id);
      await page.waitForFunction((target) => document.querySelector(`nav [aria-current=location]`)?.getAttribute('href')?.endsWith(`#${target}`), id, { timeout: 2000 });
      assert.deepEqual(errors, []);
      await close();
    });

    test('previous and next links, scroll-to-top and the footer', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api/mount`);
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      assert.match((await pager.getByRole('link', { name: /Previous Page/ }).textContent()) ?? '', /Helpers/);
      assert.match((await pager.getByRole('link', { name: /Next Page/ }).textContent()) ?? '', /Finders/);
      assert.equal(await page.getByRole('button', { name: 'Scroll to top' }).count(), 0);
      await page.mouse.wheel(0, 3000);
      const up = page.getByRole('button', { name: 'Scroll to top' });
      await up.waitFor();
      await up.click();
      await page.waitForFunction(() => window.scrollY === 0);
      const footer = page.locator('footer');
      assert.match((await footer.textContent()) ?? '', /Copyright © 2025 Harbor Example/);
      await pager.getByText('Next Page').click();
      await page.waitForURL((url) => url.pathname.endsWith('/docs/api/finders'));
      assert.deepEqual(errors, []);
      await close();
    });
  });
}

describe('query parameters hide parts', () => {
  test('navbar=0, sidebar=0, outline=0 and footer=0 hide those parts', async () => {
    const { page, errors, close } = await open(site, 'docs/api/mount?navbar=0&sidebar=0&outline=0&footer=0');
    for (const part of ['navbar', 'sidebar', 'outline', 'footer']) {
      const shown = await page.locator(`[data-part=${part}]`).evaluateAll((els) => els.some((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed' && getComputedStyle(e).display !== 'none'));
      assert.equal(shown, false, part);
    }
    assert.ok(await page.getByRole('heading', { level: 1 }).isVisible());
    assert.deepEqual(errors, []);
    await close();
  });
});

describe('phone (390 px)', () => {
  const phone = WIDTHS[1];
  test('a 56 px navbar and a hamburger menu that closes on navigation and at 768 px', async () => {
    const { page, errors, close } = await open(site, 'docs/api/mount', { viewport: { width: phone.width, height: phone.height } });
    const height = await page.locator('header[data-part=navbar]').evaluate((e) => e.getBoundingClientRect().height);
    assert.ok(Math.abs(height - 56) <= 1, `navbar is ${height}px`);
    const menu = page.getByRole('button', { name: 'Navigation' });
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    const sheetId = (await menu.getAttribute('aria-controls'))!;
    const sheet = page.locator(`[id="${sheetId}"]`);
    await sheet.getByRole('link', { name: 'Cookbook' }).click();
    await page.waitForURL(/\/cookbook\/$/);
    // The address changes first; the menu closes when the app has rendered the new route.
    await page.waitForFunction((id) => document.querySelector(`[aria-controls="${id}"]`)?.getAttribute('aria-expanded') === 'false', sheetId);
    await menu.click();
    await page.setViewportSize({ width: 800, height: 900 });
    // The stylesheet hides the sheet at once; the app closes the menu when its media query fires.
    await page.waitForFunction((id) => !document.getElementById(id)?.checkVisibility(), sheetId);
    await page.waitForFunction((id) => document.querySelector(`[aria-controls="${id}"]`)?.getAttribute('aria-expanded') === 'false', sheetId);
    await page.setViewportSize({ width: phone.width, height: phone.height });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false', 'closed for good, not just hidden');
    assert.deepEqual(errors, []);
    await close();
  });

  test('the phone menu holds the theme toggle and the version switch', async () => {
    const { page, errors, close } = await open(site, 'docs/api/mount', { viewport: { width: phone.width, height: phone.height }, colorScheme: 'light' });
    const menu = page.getByRole('button', { name: 'Navigation' });
    await menu.click();
    const sheet = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
    await sheet.getByRole('button', { name: 'Dark mode' }).click();
    assert.equal(await isDark(page), true);
    await sheet.getByRole('link', { name: OLDEST.name, exact: true }).click();
    await page.waitForURL(`${site.server.url}${OLDEST.prefix}docs/api/mount`);
    assert.equal(await isDark(page), true, 'the choice survives the switch');
    assert.deepEqual(errors, []);
    await close();
  });

  test('the sidebar menu bar opens the sidebar as a drawer, locks scrolling and closes on navigation', async () => {
    const { page, errors, close } = await open(site, 'docs/api/mount', { viewport: { width: phone.width, height: phone.height } });
    const bar = page.getByRole('button', { name: 'Menu', exact: true });
    await bar.click();
    const drawer = page.getByRole('navigation', { name: 'Sidebar' });
    await drawer.waitFor();
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    await drawer.getByRole('link', { name: 'Finders' }).click();
    await page.waitForURL(/\/docs\/api\/finders$/);
    await drawer.waitFor({ state: 'hidden' });
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    assert.deepEqual(errors, []);
    await close();
  });
});

describe('settings the site does not use by default (the others: //e2e:variant_site)', () => {
  test('with one locale there is no language menu', async () => {
    const { page, close } = await open(site, 'docs/api/mount');
    assert.equal(await page.getByLabel(/^Language:/).count(), 0);
    await close();
  });
});
