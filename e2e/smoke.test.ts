/** The built bundle, served by //:serve, renders each version's home and a doc page, and a real 404. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, watchErrors } from './support/browser';
import { startServer, type Server } from './support/server';

const SITE_TITLE = 'React Native Testing Library';
let server: Server;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.stop();
});

async function visit(path: string) {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return { page, errors, status: response?.status() };
}

for (const prefix of ['', '12.x/']) {
  describe(`version ${prefix || '13.x (default)'}`, () => {
    test('home page shows the site title and the hero', async () => {
      const { page, errors, status } = await visit(prefix);
      assert.equal(status, 200);
      assert.equal(await page.title(), SITE_TITLE);
      assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), SITE_TITLE);
      assert.ok(await page.getByRole('link', { name: 'Quick Start' }).isVisible());
      assert.deepEqual(errors, []);
      await page.close();
    });

    test('a doc page renders its title and body', async () => {
      const { page, errors, status } = await visit(`${prefix}docs/start/intro`);
      assert.equal(status, 200);
      assert.match(await page.title(), new RegExp(`^.+ \\| ${SITE_TITLE}$`));
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      assert.ok(h1.length > 0, 'doc page has a heading');
      assert.ok(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible());
      assert.deepEqual(errors, []);
      await page.close();
    });
  });
}

test('an unknown path gets the 404 page with status 404', async () => {
  const { page, status } = await visit('docs/no-such-page');
  assert.equal(status, 404);
  assert.equal(await page.title(), `404 | ${SITE_TITLE}`);
  assert.ok(await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).isVisible());
  const home = page.getByRole('link', { name: 'Take me home' });
  assert.equal(await home.getAttribute('href'), '/react-native-testing-library/');
  await page.close();
});

test('the 404 page of a 12.x path leads home to 12.x', async () => {
  const { page, status } = await visit('12.x/docs/no-such-page');
  assert.equal(status, 404);
  const home = page.getByRole('link', { name: 'Take me home' });
  await page.waitForFunction(() => document.querySelector('a[href$="/12.x/"]') !== null);
  assert.equal(await home.getAttribute('href'), '/react-native-testing-library/12.x/');
  await page.close();
});
