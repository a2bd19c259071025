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

test('a save carries small page data in its event and leaves large data to a request', async () => {
  const { page, errors } = await openPreview(preview, 'docs/api/render');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1 }).waitFor();
  const original = readFileSync(`${preview.content}/${PAGE}`, 'utf8');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  write(preview, PAGE, `${original}\nA small save.\n`);
  await main.getByText('A small save.').waitFor();
  assert.deepEqual(requested.filter((path) => path.includes('/_data/')), [], 'the event carried the page data');

  // About 400 KB of page data: more than an update event carries (events.py, PUSHED_BYTES).
  const filler = Array.from({ length: 4000 }, (_, i) => `Paragraph ${i} makes the page too long to travel in the event.`).join('\n\n');
  write(preview, PAGE, `${original}\n${filler}\n\nA large save.\n`);
  await main.getByText('A large save.').waitFor();
  assert.ok(requested.some((path) => path.endsWith('/_data/2.x/pages/docs/api/render.json')), 'the page fetched its data');
  assert.deepEqual(pageErrors(errors), []);
  write(preview, PAGE, original);
  await main.getByText('A large save.').waitFor({ state: 'detached' });
  await page.context().close();
});
