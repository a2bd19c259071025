/** docs/api is an overview page: its filter narrows the grouped list, at both widths, in both versions. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, WIDTHS } from '../../support/site';
import { useThemeSite, VERSIONS } from '../../support/theme';

const site = useThemeSite('ghpages');

for (const { name, prefix } of VERSIONS) {
  for (const { name: widthName, width, height } of WIDTHS) {
    test(`${name} at ${widthName}: the overview filter matches groups, titles and headings`, async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api`, { viewport: { width, height } });
      const main = page.getByRole('main');
      const filter = main.getByRole('searchbox', { name: 'Filter' });
      const list = main.getByRole('region');
      const groups = () => list.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      assert.deepEqual(await groups(), ['Helpers', 'Gestures', 'Timing']);

      // Case-insensitive, on a group's name.
      await filter.fill('GESTURES');
      assert.deepEqual(await groups(), ['Gestures']);
      assert.ok(await list.getByRole('link', { name: 'Keyboard' }).isVisible());

      // Hyphens count as spaces, on a page's title.
      await filter.fill('mount-hook');
      assert.deepEqual(await groups(), ['Timing']);
      assert.ok(await list.getByRole('link', { name: 'Mount Hook' }).isVisible());
      assert.equal(await list.getByRole('link', { name: 'Waiting' }).count(), 0);

      // On a heading of a page.
      await filter.fill('bydisplayvalue');
      assert.deepEqual(await groups(), ['Helpers']);
      assert.ok(await list.getByRole('link', { name: 'ByDisplayValue' }).first().isVisible());

      await filter.fill('no such helper');
      assert.deepEqual(await groups(), []);
      assert.match((await main.getByRole('status').textContent()) ?? '', /^No matching API found\W*no such helper\W*$/);

      await filter.fill('');
      assert.equal((await groups()).length, 3);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}
