/** The phone menu's version switch keeps the notice the desktop switcher gives (?from=). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, open, useSite } from '../support/site';

const site = useSite('ghpages');

test('at 390 px, switching a 13.x-only page to 12.x says the page is not in 12.x', async () => {
  const { page, errors, close } = await open(site, 'docs/guides/react-19', { viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: 'Navigation' }).click();
  await page.getByRole('link', { name: '12.x', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith(BASE + '12.x/'));
  assert.equal(new URL(page.url()).searchParams.get('from'), '13.x');
  assert.match((await page.getByRole('status').textContent()) ?? '', /does not exist in 12\.x/);
  assert.deepEqual(errors, []);
  await close();
});

test('at 390 px, a page that exists in both versions switches without a notice', async () => {
  const { page, close } = await open(site, 'docs/api/render', { viewport: { width: 390, height: 844 } });
  await page.getByRole('button', { name: 'Navigation' }).click();
  await page.getByRole('link', { name: '12.x', exact: true }).click();
  await page.waitForURL((url) => url.pathname === BASE + '12.x/docs/api/render');
  assert.equal(new URL(page.url()).search, '');
  await close();
});
