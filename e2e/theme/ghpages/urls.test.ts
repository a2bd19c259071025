/**
 * On a plain static host with GitHub Pages' resolution, `/index` and `.html` forms of a real route
 * land on that page at its clean URL; GitHub Pages itself answers some of them with 404.html.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, open } from '../../support/site';
import { TITLE, useThemeSite, VERSIONS } from '../../support/theme';

const site = useThemeSite('ghpages');
// The host's own "Failed to load resource: 404" for 404.html is expected; nothing else is.
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

for (const { name, prefix } of VERSIONS) {
  for (const [path, clean, title] of [
    ['docs/start/intro/index', 'docs/start/intro', 'Introduction'],
    ['docs/start/intro.html', 'docs/start/intro', 'Introduction'],
    ['docs/api/index', 'docs/api', 'Helpers'],
    ['docs/api/mount/index.html', 'docs/api/mount', 'Mount'],
    ['cookbook/index', 'cookbook/', 'Cookbook'],
    ['cookbook/index.html', 'cookbook/', 'Cookbook'],
  ] as const) {
    test(`${name}: /${path} shows ${clean} at its clean URL`, async () => {
      const { page, errors, close } = await open(site, prefix + path);
      await page.waitForURL((url) => url.pathname === BASE + prefix + clean);
      await page.waitForFunction((t) => document.title.startsWith(t), title);
      assert.equal(await page.title(), `${title} | ${TITLE}`);
      assert.equal(await page.getByText('PAGE NOT FOUND').count(), 0);
      assert.deepEqual(unexpected(errors), []);
      await close();
    });
  }

  test(`${name}: an unknown path, with or without /index, stays a 404`, async () => {
    for (const path of ['docs/no-such-page/index', 'docs/no-such-page.html']) {
      const { page, status, close } = await open(site, prefix + path);
      assert.equal(status, 404);
      assert.ok(await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).isVisible(), path);
      assert.equal(new URL(page.url()).pathname, BASE + prefix + path);
      await close();
    }
  });
}
