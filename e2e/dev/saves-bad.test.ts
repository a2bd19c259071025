/**
 * Bad saves of every kind: the preview keeps serving the last good build, and recovers on a fix.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { openPreview, pageErrors, remove, usePreview, write } from '../support/dev';

const preview = usePreview();
const PAGE = '2.x/docs/api/render.md';

test('the preview keeps serving after any bad save', async () => {
  const { page, errors } = await openPreview(preview, 'docs/api/render');
  const overlay = page.getByRole('alertdialog', { name: /Build failed/ });
  const bad: [string, string][] = [
    [PAGE, '---\ntitle: [unclosed\n---\n'],
    [PAGE, '\uFEFF---\ntitle: bom\n---\n'],
    [PAGE, '---\ntitle: render\n---\n\n<div>\n\nunbalanced\n'],
    [PAGE, '---\ntitle: render\n---\n\n[dead](/docs/nowhere)\n'],
    ['site.yaml', 'versions: {}\n'],
    ['site.yaml', ''],
    ['2.x/docs/new page.md', '# A name with a space\n'],
  ];
  for (const [rel, text] of bad) {
    const file = `${preview.content}/${rel}`;
    const before = existsSync(file) ? readFileSync(file, 'utf8') : null;
    write(preview, rel, text);
    await overlay.waitFor();
    for (const path of ['docs/intro', 'docs/api/render', '1.x/docs/api']) {
      assert.equal((await fetch(preview.server.url + path)).status, 200, `${path} after a bad ${rel}`);
    }
    if (before === null) remove(preview, rel);
    else write(preview, rel, before);
    await overlay.waitFor({ state: 'detached' });
  }
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  assert.deepEqual(pageErrors(errors), []);
  await page.context().close();
});
