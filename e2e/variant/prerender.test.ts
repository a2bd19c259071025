/** Every page of //e2e:variant_site is prerendered whole: no Suspense boundary left for the browser to render. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, open, useSite } from '../support/site';

const site = useSite('variant');
const PAGES = ['', 'docs/intro', 'docs/guides', 'docs/guides/how-to-query', 'docs/guides/troubleshooting'];

test('the menus of the lazy chunk are in every page, whichever the prerender rendered first', async () => {
  const { page, errors, close } = await open(site, 'docs/intro');
  for (const path of PAGES) {
    const html = await (await page.request.get(new URL(BASE + path, page.url()).href)).text();
    // React marks a boundary the server could not finish with <!--$!-->, and reports it on hydration.
    assert.ok(!html.includes('<!--$!-->'), `${path || 'home'}: a Suspense boundary was left to the browser`);
    assert.match(html, /<button[^>]*aria-expanded="false"[^>]*>Guides/, `${path || 'home'}: the Guides dropdown is not in the HTML`);
  }
  assert.deepEqual(errors, []);
  await close();
});
