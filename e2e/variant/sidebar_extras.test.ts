/** Tags, contexts and a group with a page of its own (site.yaml of //e2e:variant_site), in the sidebar and the nav. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, open, useSite } from '../support/site';

const site = useSite('variant');

test('tags show beside nav items, sidebar links and section headers; a context is a data attribute', async () => {
  const { page, errors, close } = await open(site, 'docs/intro');
  // Visible ones only: the phone menu has its own copy of the nav, hidden at this width.
  const tags = (scope: string) => page.locator(`${scope} [data-part=tag]:visible`).allTextContents();
  assert.deepEqual(await tags('nav[aria-label=Main]'), ['Beta']);
  assert.deepEqual(await tags('nav[aria-label=Sidebar]'), ['Start here', 'Stable']);
  const intro = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Introduction' });
  assert.equal(await intro.getAttribute('aria-current'), 'page');
  assert.equal(await intro.locator('xpath=..').getAttribute('data-context'), 'first-steps');
  assert.deepEqual(errors, []);
  await close();
});

test("a group's heading opens its page and its chevron folds the group", async () => {
  const { page, errors, close } = await open(site, 'docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const toggle = sidebar.getByRole('button', { name: 'Guides' });
  const child = sidebar.getByRole('link', { name: 'How to query' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await toggle.click();
  await child.waitFor({ state: 'hidden' });
  await toggle.click();
  await child.waitFor({ state: 'visible' });
  await sidebar.getByRole('link', { name: 'Guides' }).click();
  await page.waitForURL((url) => url.pathname === `${BASE}docs/guides`);
  // The URL changes first; the page (and the sidebar's current entry) once its data is in.
  await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
  assert.equal(await sidebar.getByRole('link', { name: 'Guides' }).getAttribute('aria-current'), 'page');
  assert.deepEqual(errors, []);
  await close();
});
