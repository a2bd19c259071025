/**
 * 20 saves in a row, as an editor's autosave makes them: the page ends showing the last one.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { openPreview, pageErrors, usePreview, write } from '../support/dev';

const preview = usePreview();
const PAGE = '2.x/docs/api/render.md';

test('20 saves within 2 s end with the page showing the last one', async () => {
  const { page, errors } = await openPreview(preview, 'docs/api/render');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).waitFor();
  const original = readFileSync(`${preview.content}/${PAGE}`, 'utf8');
  const started = Date.now();
  for (let i = 1; i <= 20; i++) write(preview, PAGE, `${original}\nSave number ${i} of twenty.\n`);
  assert.ok(Date.now() - started < 2000, 'the saves took under 2 s');
  await main.getByText('Save number 20 of twenty.').waitFor();
  assert.equal(await main.getByText(/Save number \d+ of twenty\./).count(), 1);
  assert.deepEqual(pageErrors(errors), []);
  write(preview, PAGE, original);
  await main.getByText(/Save number/).waitFor({ state: 'detached' });
  await page.context().close();
});
