/** Page content as a reader sees it: table cells with pipes, feature icons without emoji fonts. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open } from '../../support/site';
import { DEPLOYED, useThemeSite, VERSIONS } from '../../support/theme';

const site = useThemeSite('ghpages');

for (const { name, prefix } of VERSIONS) {
  test(`${name}: an escaped pipe in inline code in a table cell reads as |`, async () => {
    const { page, close } = await open(site, `${prefix}docs/api/finders`);
    const cells = await page.locator('table td code').allTextContents();
    assert.ok(cells.includes('Element | null'), cells.join(' / '));
    assert.deepEqual(cells.filter((c) => c.includes('\\|')), []);
    await close();
  });

  test(`${name}: feature cards carry SVG icons, not emoji`, async () => {
    const { page, close } = await open(site, prefix);
    const cards = page.getByRole('region', { name: 'Features' }).getByRole('heading', { level: 2 });
    assert.equal(await cards.count(), 3);
    const icons = await page.getByRole('region', { name: 'Features' }).evaluate((section) =>
      Array.from(section.children, (card) => ({ svg: card.querySelectorAll('svg').length, emoji: /\p{Extended_Pictographic}/u.test(card.textContent ?? '') })),
    );
    assert.deepEqual(icons, [{ svg: 1, emoji: false }, { svg: 1, emoji: false }, { svg: 1, emoji: false }]);
    await close();
  });

  test(`${name}: canonical and Open Graph URLs are absolute, on the deployed origin`, async () => {
    const { page, close } = await open(site, `${prefix}docs/api/mount`);
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    assert.equal(canonical, `${DEPLOYED}docs/api/mount`);
    assert.equal(await page.locator('meta[property="og:url"]').getAttribute('content'), `${DEPLOYED}${prefix}docs/api/mount`);
    await close();
  });
}
