/** Doc pages link to their source and show the date of their last commit, at both widths. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, useSite, VERSIONS, WIDTHS } from '../support/site';

const site = useSite('ghpages');

for (const { name, prefix } of VERSIONS) {
  for (const { name: widthName, width, height } of WIDTHS) {
    test(`${name} at ${widthName}: "Edit this page" and "Last Updated"`, async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api/render`, { viewport: { width, height } });
      const edit = page.getByRole('link', { name: 'Edit this page' });
      assert.ok(await edit.isVisible());
      assert.match((await edit.getAttribute('href')) ?? '', new RegExp(`^https://github\\.com/callstack/react-native-testing-library/.+/${name.replace('.', '\\.')}/docs/api/render\\.md$`));
      assert.equal(await edit.getAttribute('target'), '_blank');
      const time = page.getByRole('main').locator('time');
      const iso = (await time.getAttribute('datetime')) ?? '';
      assert.match(iso, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      assert.match((await time.locator('..').textContent()) ?? '', /^Last Updated: \w+ \d{1,2}, \d{4}$/);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}
