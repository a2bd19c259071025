/**
 * The preview before any save, as an author first uses it: every sidebar link of both versions, the
 * version menu and prev/next, each shows its page with no page error.
 */
import { test } from 'node:test';
import { clickEverySidebarLink, openPreview, showsItsPage, usePreview } from '../support/dev';

const preview = usePreview();

for (const start of ['docs/intro', '1.x/docs/intro']) {
  test(`every sidebar link from ${start}, then prev/next, shows its page`, async () => {
    const { page, errors } = await openPreview(preview, start);
    await showsItsPage(page, errors, start);
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
        await showsItsPage(page, errors, `${direction} to ${href}`);
      }
    }
    await page.context().close();
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
