/**
 * The live preview (//:dev) in real Chromium, on a copy of its fixture site: a save shows
 * in the open page without a reload, a broken page shows the compiler's error over the last good
 * page, and the next good save clears it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPreview as open, pageErrors, remove, save, usePreview, write } from '../support/dev';

const PAGE = '2.x/docs/api/render.md';

const preview = usePreview();
// Short enough that the page scrolls, so the test can check a save keeps the scroll position.
const openPreview = (path: string) => open(preview, path, { width: 1280, height: 500 });

test('a save updates the open page in place; a broken save shows the error until the next good one', async () => {
  const { page, errors } = await openPreview('docs/api/render');
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Options' }).waitFor();
  // State a reload would lose: a flag on window, a scroll position, a collapsed sidebar group.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await page.evaluate(() => window.scrollTo(0, 120));
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 0, 'the page scrolls');
  const group = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Reference' });
  await group.click();
  const groupState = await group.getAttribute('aria-expanded');

  save(preview, PAGE, (text) => text.replace('title: render', 'title: render (edited)') + '\nA sentence saved just now.\n');
  await main.getByText('A sentence saved just now.').waitFor();
  await page.waitForFunction(() => document.title.startsWith('render (edited) |'));
  assert.equal(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'no reload');
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'scroll position kept');
  assert.equal(await group.getAttribute('aria-expanded'), groupState, 'sidebar group state kept');

  // Line 3 of the page: a frontmatter key the compiler does not know.
  save(preview, PAGE, (text) => text.replace('title: render (edited)\n', 'title: render (edited)\ntitel: typo\n') + '\nNot shown while broken.\n');
  const overlay = page.getByRole('alertdialog', { name: /Build failed/ });
  await overlay.waitFor();
  const message = (await overlay.textContent()) ?? '';
  assert.match(message, /content\/2\.x\/docs\/api\/render\.md:3:\d+/);
  assert.match(message, /titel/);
  // The last good page stays underneath.
  assert.ok(await main.getByText('A sentence saved just now.').isVisible());
  assert.equal(await main.getByText('Not shown while broken.').count(), 0);

  save(preview, PAGE, (text) => text.replace('titel: typo\n', ''));
  await overlay.waitFor({ state: 'detached' });
  await main.getByText('Not shown while broken.').waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'no reload');

  // Another page the saves changed, on its next visit: its next-page link has the new title.
  await main.getByRole('link', { name: /API/ }).click();
  await page.waitForURL(/\/docs\/api$/);
  await main.getByRole('link', { name: 'Next Page render (edited)' }).waitFor();
  assert.deepEqual(pageErrors(errors), []);
  await page.context().close();
});

test('a new page appears in the sidebar once site.yaml lists it; a deleted page becomes the 404', async () => {
  const { page, errors } = await openPreview('docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  write(preview, '2.x/docs/guide.md', '---\ntitle: Saved guide\n---\n\n# Saved guide\n\nWritten during the test.\n');
  save(preview, 'site.yaml', (text) => text.replace('            - /docs/intro\n', '            - /docs/intro\n            - /docs/guide\n'));
  await sidebar.getByRole('link', { name: 'Saved guide' }).click();
  await page.getByRole('main').getByText('Written during the test.').waitFor();

  remove(preview, '2.x/docs/guide.md');
  save(preview, 'site.yaml', (text) => text.replace('            - /docs/guide\n', ''));
  await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).waitFor();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no reload');
  assert.deepEqual(pageErrors(errors), []);
  await page.context().close();
});
