/** Two locales (site.yaml of //e2e:variant_site): a language menu whose entries link the same page. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, open, useSite } from '../support/site';

const site = useSite('variant');

test('the language menu links the same page in the other language', async () => {
  const { page, errors, close } = await open(site, 'docs/guides/how-to-query');
  await page.getByLabel('Language: en').click();
  assert.equal(await page.getByRole('link', { name: '中文' }).getAttribute('href'), `${BASE}zh/docs/guides/how-to-query`);
  assert.deepEqual(errors, []);
  await close();
});
