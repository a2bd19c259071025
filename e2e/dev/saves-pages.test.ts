/**
 * Pages created, renamed and deleted while the preview runs: the sidebar follows, or the overlay
 * names the dead route.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPreview, pageErrors, remove, rename, save, usePreview, write } from '../support/dev';

const preview = usePreview();

test('a page created, renamed and deleted: the sidebar follows, or the overlay names the dead route', async () => {
  const { page, errors } = await openPreview(preview, 'docs/intro');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const overlay = page.getByRole('alertdialog', { name: /Build failed/ });
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  // The 404 page's heading and home link, as the site's texts name them.
  type Texts = { notFoundTitle: string; notFoundHomeText: string };
  const manifest = (await (await fetch(new URL('_data/2.x/manifest.json', preview.server.url))).json()) as { site: { texts: Texts } };
  const { notFoundTitle, notFoundHomeText: notFoundHome } = manifest.site.texts;

  write(preview, '2.x/docs/faq.md', '---\ntitle: Questions\n---\n\n# Questions\n\nAsked during the test.\n');
  save(preview, 'site.yaml', (text) => text.replace('            - /docs/intro\n', '            - /docs/intro\n            - /docs/faq\n'));
  await sidebar.getByRole('link', { name: 'Questions' }).click();
  await page.getByRole('main').getByText('Asked during the test.').waitFor();

  // The open page renamed on disk while site.yaml still lists the old route: the overlay names it.
  // Once site.yaml names the new one, the open route is gone: the 404 page shows in place, as
  // //:site would serve it, and back on the page before it the sidebar links the new route.
  rename(preview, '2.x/docs/faq.md', '2.x/docs/questions.md');
  await overlay.waitFor();
  assert.match((await overlay.textContent()) ?? '', /\/docs\/faq/);
  save(preview, 'site.yaml', (text) => text.replace('            - /docs/faq\n', '            - /docs/questions\n'));
  await overlay.waitFor({ state: 'detached' });
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: notFoundTitle }).waitFor();
  assert.equal(await main.getByRole('link', { name: notFoundHome }).count(), 1);
  await page.goBack();
  await page.waitForURL(/\/docs\/intro$/);
  await sidebar.locator('a[href$="/docs/faq"]').waitFor({ state: 'detached' });
  await sidebar.locator('a[href$="/docs/questions"]').click();
  await page.waitForURL(/\/docs\/questions$/);
  await page.getByRole('main').getByText('Asked during the test.').waitFor();

  // Deleted: the overlay names the route until site.yaml lets it go; then the sidebar has no link.
  await sidebar.getByRole('link', { name: 'Introduction' }).click();
  await page.waitForURL(/\/docs\/intro$/);
  remove(preview, '2.x/docs/questions.md');
  await overlay.waitFor();
  assert.match((await overlay.textContent()) ?? '', /\/docs\/questions/);
  save(preview, 'site.yaml', (text) => text.replace('            - /docs/questions\n', ''));
  await overlay.waitFor({ state: 'detached' });
  await sidebar.locator('a[href$="/docs/questions"]').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no reload');
  assert.deepEqual(pageErrors(errors), []);
  await page.context().close();
});
