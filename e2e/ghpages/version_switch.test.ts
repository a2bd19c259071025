/** The phone menu's version switch keeps the notice the desktop switcher gives (?from=). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, DEFAULT, OLDEST, open, useSite } from '../support/site';

const site = useSite('ghpages');

// docs/guides/react-19 is in 13.x and the versions cut after it, not in 12.x.
test('at 390 px, switching a page the oldest version lacks to it says the page is not there', async () => {
  const { page, errors, close } = await open(site, 'docs/guides/react-19', { viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: 'Navigation' }).click();
  await page.getByRole('link', { name: OLDEST.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith(BASE + OLDEST.prefix));
  assert.equal(new URL(page.url()).searchParams.get('from'), DEFAULT.name);
  assert.ok(((await page.getByRole('status').textContent()) ?? '').includes(`does not exist in ${OLDEST.name}`));
  assert.deepEqual(errors, []);
  await close();
});

test('at 390 px, a page that exists in both versions switches without a notice', async () => {
  const { page, close } = await open(site, 'docs/api/render', { viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: 'Navigation' }).click();
  await page.getByRole('link', { name: OLDEST.name, exact: true }).click();
  await page.waitForURL((url) => url.pathname === BASE + OLDEST.prefix + 'docs/api/render');
  assert.equal(new URL(page.url()).search, '');
  await close();
});
