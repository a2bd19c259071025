/**
 * The preview before any save, as an author first uses it: every link of every sidebar of every
 * version, prev/next through each sidebar and the version menu, each shows its page with no page error.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { builtManifest, clickEverySidebarLink, firstLink, openPreview, showsItsPage, usePreview, VERSIONS } from '../support/dev';

const preview = usePreview();

for (const version of VERSIONS) {
  test(`before any save, every sidebar link of ${version.name}, then prev/next, shows its page`, async () => {
    const { sidebars } = builtManifest(version.name);
    assert.ok(Object.keys(sidebars).length >= 1, version.name);
    for (const [name, items] of Object.entries(sidebars)) {
      const first = firstLink(items);
      assert.ok(first, `sidebar ${name} of ${version.name} links a page`);
      const { page, errors } = await openPreview(preview, first.replace(/^\//, ''));
      await showsItsPage(page, errors, first);
      const hrefs = await clickEverySidebarLink(page, errors);
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      // Prev/next, from the first page of the sidebar to its last and back.
      await sidebar.locator(`a[href="${hrefs[0]}"]`).click();
      for (const direction of ['Next Page', 'Previous Page']) {
        for (let i = 1; i < hrefs.length; i++) {
          const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${direction}`) });
          const href = await link.getAttribute('href');
          await link.click();
          await page.waitForURL((url) => url.pathname === href, { waitUntil: 'commit' });
          // The router changes the URL before the new page renders: until then the old page's
          // pager, which links the page now in the URL, is still there to be read and clicked.
          await page.waitForFunction(
            (path) => ![...document.querySelectorAll('main a')].some((a) => (a as HTMLAnchorElement).pathname === path && /^(Next|Previous) Page/.test(a.textContent ?? '')),
            href,
          );
          await showsItsPage(page, errors, `${direction} to ${href}`);
        }
      }
      await page.context().close();
    }
  });
}

test('the version menu leads to the other version and back', async () => {
  const { page, errors } = await openPreview(preview, 'docs/api');
  for (const [from, to] of [['2.x', '1.x'], ['1.x', '2.x']]) {
    await page.getByLabel(`Version ${from}`).click();
    await page.getByRole('link', { name: to, exact: true }).click();
    await page.getByLabel(`Version ${to}`).waitFor();
    await showsItsPage(page, errors, `version ${to}`);
  }
  await page.context().close();
});
