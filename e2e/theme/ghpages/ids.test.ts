/** Every route of both versions: no id repeats, and heading ids never take an id the app uses. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open } from '../../support/site';
import { useThemeSite, VERSIONS } from '../../support/theme';

const site = useThemeSite('ghpages');

for (const { name, prefix } of VERSIONS) {
  test(`${name}: no page has a repeated id`, async () => {
    const { page, close } = await open(site, prefix);
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), `${site.server.url}_data/${name}/manifest.json`) as { routes: { path: string }[] };
    assert.ok(manifest.routes.length > 10);
    const repeated: string[] = [];
    for (const { path } of manifest.routes) {
      await page.goto(site.server.url + path.slice(1), { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const ids = await page.evaluate(() => Array.from(document.querySelectorAll('[id]'), (e) => e.id));
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) repeated.push(`${path}: #${id}`);
        seen.add(id);
      }
    }
    assert.deepEqual(repeated, []);
    await close();
  });

  test(`${name}: a heading named "root" links to itself, not to the app`, async () => {
    const { page, close } = await open(site, `${prefix}docs/api/mount`);
    const heading = page.getByRole('heading', { name: /^root\s*Permalink/ });
    const id = await heading.getAttribute('id');
    assert.ok(id);
    assert.equal(await page.evaluate((i) => document.getElementById(i)?.tagName, id), 'H3');
    await close();
  });
}
