/** "Added in" badges on API headings, computed by the build from the published releases. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, prefixOf, useSite } from './support/site';

const site = useSite();

test('renderAsync carries a 13.3+ badge on the render page; render does not', async () => {
  const { page, errors, close } = await open(site, `${prefixOf('13.x')}docs/api/render`);
  const heading = page.getByRole('heading', { level: 2, name: /^renderAsync/ });
  const badge = heading.locator('.api-badge');
  assert.equal(await badge.textContent(), '13.3+');
  assert.equal(await badge.getAttribute('data-badge'), 'added');
  assert.equal(await badge.getAttribute('title'), 'Added in 13.3');
  assert.equal(await page.getByRole('heading', { level: 1 }).locator('.api-badge').count(), 0);
  assert.equal(await page.locator('main .api-badge').count(), 1, 'only renderAsync is newer than 13.0 on this page');
  assert.deepEqual(errors, []);
  await close();
});

test('12.x matchers carry the minor that added them; 13.x matchers none', async () => {
  const old = await open(site, `${prefixOf('12.x')}docs/api/jest-matchers`);
  const badge = old.page.getByRole('heading', { level: 3, name: /^toHaveAccessibleName\(\)/ }).locator('.api-badge');
  assert.equal(await badge.textContent(), '12.3+');
  await old.close();
  const current = await open(site, `${prefixOf('13.x')}docs/api/jest-matchers`);
  assert.equal(await current.page.locator('main .api-badge').count(), 0);
  await current.close();
});

test('the 13.x API overview lists what changed since 12.x', async () => {
  const { page, errors, close } = await open(site, `${prefixOf('13.x')}docs/api`);
  assert.ok(await page.getByRole('heading', { level: 2, name: 'What changed since 12.x' }).isVisible());
  const table = page.locator('table[data-api-changes="12.x"]');
  const row = table.getByRole('row', { name: /renderAsync/ });
  assert.deepEqual(await row.getByRole('cell').allTextContents(), ['renderAsync', 'export', 'Added in 13.3']);
  assert.ok((await table.getByRole('row', { name: /\*ByA11yState/ }).textContent())?.includes('Removed in 13.0'));
  assert.deepEqual(errors, []);
  await close();
});
