/**
 * A broken site.yaml shows the overlay over the last good page, and the next good save clears it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPreview, pageErrors, save, usePreview } from '../support/dev';

const preview = usePreview();

test('a site.yaml error shows the overlay, and the next good save clears it', async () => {
  const { page, errors } = await openPreview(preview, 'docs/intro');
  const overlay = page.getByRole('alertdialog', { name: /Build failed/ });
  save(preview, 'site.yaml', (text) => text.replace('title: Fixture Docs', 'title: [Fixture Docs'));
  await overlay.waitFor();
  assert.match((await overlay.textContent()) ?? '', /site\.yaml:\d+:\d+/);
  save(preview, 'site.yaml', (text) => text.replace('title: [Fixture Docs', 'title: Fixture Docs'));
  await overlay.waitFor({ state: 'detached' });
  assert.deepEqual(pageErrors(errors), []);
  await page.context().close();
});
