/** The phone menu's version switch keeps the notice the desktop switcher gives (?from=). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, open } from '../../support/site';
import { DEFAULT, OLDEST, useThemeSite } from '../../support/theme';

const site = useThemeSite('ghpages');

// docs/guides/offline-mode is in the default version only (e2e/theme_site).
test('at 390 px, switching a page the oldest version lacks to it says the page is not there', async () => {
  const { page, errors, close } = await open(site, 'docs/guides/offline-mode', { viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: 'Navigation' }).click();
  await page.getByRole('link', { name: OLDEST.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith(BASE + OLDEST.prefix));
  assert.equal(new URL(page.url()).searchParams.get('from'), DEFAULT.name);
  assert.ok(((await page.getByRole('status').textContent()) ?? '').includes(`does not exist in ${OLDEST.name}`));
  assert.deepEqual(errors, []);
  await close();
});

test('at 390 px, a page that exists in both versions switches without a notice', async () => {
  const { page, close } = await open(site, 'docs/api/mount', { viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: 'Navigation' }).click();
  await page.getByRole('link', { name: OLDEST.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === BASE + OLDEST.prefix + 'docs/api/mount');
  assert.equal(new URL(page.url()).search, '');
  await close();
});
