/** Doc pages link to their source and show the date of their last commit, at both widths. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, WIDTHS } from '../../support/site';
import { useThemeSite, VERSIONS } from '../../support/theme';

const site = useThemeSite('ghpages');
// The fixture's commit dates (e2e/theme_site/dates.txt), as the workspace status gives the real content's.
const UPDATED: Record<string, [string, string]> = {
  '2.x': ['2025-03-04T12:00:00Z', 'March 4, 2025'],
  '1.x': ['2024-11-20T12:00:00Z', 'November 20, 2024'],
};

for (const { name, prefix } of VERSIONS) {
  for (const { name: widthName, width, height } of WIDTHS) {
    test(`${name} at ${widthName}: "Edit this page" and "Last Updated"`, async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api/mount`, { viewport: { width, height } });
      const edit = page.getByRole('link', { name: 'Edit this page' });
      assert.ok(await edit.isVisible());
      assert.equal(await edit.getAttribute('href'), `https://example.com/harbor/edit/main/docs/${name}/docs/api/mount.md`);
      assert.equal(await edit.getAttribute('target'), '_blank');
      const time = page.getByRole('main').locator('time');
      const [iso, shown] = UPDATED[name]!;
      assert.equal(await time.getAttribute('datetime'), iso);
      assert.equal(await time.locator('..').textContent(), `Last Updated: ${shown}`);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}

test('a page without a commit date shows no "Last Updated" line', async () => {
  const { page, close } = await open(site, 'docs/api/finders');
  await page.getByRole('link', { name: 'Edit this page' }).waitFor();
  assert.equal(await page.getByRole('main').locator('time').count(), 0);
  await close();
});
