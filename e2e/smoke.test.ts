/** The built bundle, served by //:serve, renders each version's home and a doc page, and a real 404. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { OLDEST, open, SITE_TITLE, useSite, VERSIONS } from './support/site';

const site = useSite();

for (const { name, prefix } of VERSIONS) {
  describe(`version ${name}`, () => {
    test('home page shows the site title and the hero', async () => {
      const { page, errors, status, close } = await open(site, prefix);
      assert.equal(status, 200);
      assert.equal(await page.title(), SITE_TITLE);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), SITE_TITLE);
      assert.ok(await page.getByRole('link', { name: 'Quick Start' }).isVisible());
      assert.deepEqual(errors, []);
      await close();
    });

    test('a doc page renders its title and body', async () => {
      const { page, errors, status, close } = await open(site, `${prefix}docs/start/intro`);
      assert.equal(status, 200);
      assert.match(await page.title(), new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      assert.ok(h1.length > 0, 'doc page has a heading');
      assert.ok(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible());
      assert.deepEqual(errors, []);
      await close();
    });

    test('a page that is also the folder of its child pages loads by its clean URL', async () => {
      for (const path of ['docs/api', 'docs/api/index', 'docs/api.html']) {
        const { page, errors, status, close } = await open(site, `${prefix}${path}`);
        assert.equal(status, 200, path);
        assert.equal(await page.title(), `API reference | ${SITE_TITLE}`, path);
        assert.deepEqual(errors, []);
        await close();
      }
    });
  });
}

test('an unknown path gets the 404 page with status 404', async () => {
  const { page, status, close } = await open(site, 'docs/no-such-page');
  assert.equal(status, 404);
  assert.equal(await page.title(), `404 | ${SITE_TITLE}`);
  assert.ok(await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).isVisible());
  const home = page.getByRole('link', { name: 'Take me home' });
  assert.equal(await home.getAttribute('href'), '/react-native-testing-library/');
  await close();
});

test('the 404 page of a path in an older version leads home to that version', async () => {
  const { page, status, close } = await open(site, `${OLDEST.prefix}docs/no-such-page`);
  assert.equal(status, 404);
  const home = page.getByRole('link', { name: 'Take me home' });
  await page.waitForFunction((prefix) => document.querySelector(`a[href$="/${prefix}"]`) !== null, OLDEST.prefix);
  assert.equal(await home.getAttribute('href'), `/react-native-testing-library/${OLDEST.prefix}`);
  await close();
});

test('without a Vercel deployment the analytics script fails with a hint in the console, not an exception', async () => {
  const hints: string[] = [];
  const isHint = (h: string) => /Vercel Web Analytics/.test(h) && /enable Web Analytics|ad blocker/i.test(h);
  // The script loads after hydration and fails some time later: wait for the hint itself.
  let hinted!: () => void;
  const arrived = new Promise<void>((resolve) => (hinted = resolve));
  const setup = async (p: Page) =>
    void p.on('console', (m) => {
      hints.push(m.text());
      if (isHint(m.text())) hinted();
    });
  const { close } = await open(site, 'docs/start/intro', { realAnalytics: true, setup });
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no analytics hint in the console within 20 s:\n${hints.join('\n')}`)), 20_000);
  });
  try {
    await Promise.race([arrived, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
  assert.ok(hints.some(isHint));
  await close();
});
