/** docs/api is an overview page: its filter narrows the grouped list, at both widths, in both versions. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, useSite, VERSIONS, WIDTHS } from '../support/site';

const site = useSite('ghpages');

for (const { name, prefix } of VERSIONS) {
  for (const { name: widthName, width, height } of WIDTHS) {
    test(`${name} at ${widthName}: the overview filter matches groups, titles and headings`, async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/api`, { viewport: { width, height } });
      const main = page.getByRole('main');
      const filter = main.getByRole('searchbox', { name: 'Filter' });
      const list = main.getByRole('region');
      const groups = () => list.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      assert.deepEqual(await groups(), ['API reference', 'Triggering events', 'Miscellaneous']);

      await filter.fill('TRIGGERING');
      assert.deepEqual(await groups(), ['Triggering events']);
      assert.ok(await list.getByRole('link', { name: 'User Event' }).isVisible());

      await filter.fill('fire-event');
      assert.deepEqual(await groups(), ['Triggering events']);
      assert.ok(await list.getByRole('link', { name: 'Fire Event' }).isVisible());
      assert.equal(await list.getByRole('link', { name: 'User Event' }).count(), 0);

      await filter.fill('bydisplayvalue');
      assert.deepEqual(await groups(), ['API reference']);
      assert.ok(await list.getByRole('link', { name: 'ByDisplayValue' }).first().isVisible());

      await filter.fill('no such api');
      assert.deepEqual(await groups(), []);
      assert.match((await main.getByRole('status').textContent()) ?? '', /^No matching API found\W*no such api\W*$/);

      await filter.fill('');
      assert.equal((await groups()).length, 3);
      assert.deepEqual(errors, []);
      await close();
    });
  }
}
