/** Phone sidebar: the drawer covers the screen and every group, the last one included, is reachable. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open } from '../../support/site';
import { useThemeSite, VERSIONS } from '../../support/theme';

const site = useThemeSite('ghpages');
const PHONE = { width: 390, height: 844 };

for (const { name, prefix } of VERSIONS) {
  test(`${name}: at 390 px the drawer opens full height and a link of the last group navigates`, async () => {
    const { page, errors, close } = await open(site, `${prefix}docs/api/mount`, { viewport: PHONE });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    const drawer = page.getByRole('navigation', { name: 'Sidebar' });
    assert.equal(await drawer.getAttribute('data-state'), 'open');
    const box = await drawer.boundingBox();
    assert.ok(box && box.height >= PHONE.height - 1, `drawer is ${box?.height}px tall`);
    const last = drawer.getByRole('button', { name: 'Upgrading' });
    await last.click();
    assert.equal(await last.getAttribute('aria-expanded'), 'true');
    const link = drawer.getByRole('link', { name: /^Upgrade to/ }).first();
    const target = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.getByRole('heading', { level: 1, name: /^Upgrade to/ }).waitFor();
    // The drawer closes once the app has rendered the new route, which may be after its heading.
    await page.waitForFunction((el) => el?.getAttribute('aria-expanded') === 'false', await menu.elementHandle());
    assert.deepEqual(errors, []);
    await close();
  });
}
