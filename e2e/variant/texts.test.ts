/** Texts site.yaml can change (//e2e:variant_site): the page-source link, the search input's placeholder, the social links menu. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPanel } from '../support/search';
import { BASE, open, useSite } from '../support/site';

const site = useSite('variant');

test("sourceCodeText names the link to the page's Markdown source", async () => {
  const { page, errors, close } = await open(site, 'docs/guides/how-to-query');
  const link = page.getByRole('link', { name: 'View source' });
  assert.equal(await link.getAttribute('href'), `${BASE}docs/guides/how-to-query.md`);
  const response = await page.request.get(new URL(`${BASE}docs/guides/how-to-query.md`, page.url()).href);
  assert.equal(response.status(), 200);
  assert.match(await response.text(), /^# How to query\n/);
  assert.deepEqual(errors, []);
  await close();
});

test('searchInputPlaceholder is the search input placeholder', async () => {
  const { page, errors, close } = await open(site, 'docs/intro');
  const dialog = await openPanel(page);
  assert.equal(await dialog.getByRole('combobox').getAttribute('placeholder'), 'Type a keyword');
  assert.deepEqual(errors, []);
  await close();
});

test('moreLinksText names the menu of social links past the fifth, which the keyboard opens and closes', async () => {
  const { page, errors, close } = await open(site, 'docs/intro');
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Elsewhere' });
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const youtube = page.getByRole('link', { name: 'Youtube' });
  await youtube.waitFor({ state: 'visible' });
  assert.equal(await youtube.evaluate((link) => link === document.activeElement), true);
  assert.equal(await youtube.getAttribute('href'), 'https://youtube.example.com/');
  await page.keyboard.press('Escape');
  await youtube.waitFor({ state: 'hidden' });
  assert.equal(await button.evaluate((el) => el === document.activeElement), true);
  assert.deepEqual(errors, []);
  await close();
});
