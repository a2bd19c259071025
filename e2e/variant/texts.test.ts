/** Texts site.yaml can change (//e2e:variant_site): the page-source link and the search input's placeholder. */
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
