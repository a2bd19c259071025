/** hideNavbar: auto (site.yaml of //e2e:variant_site) hides the navbar on scroll down and shows it on scroll up. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, useSite } from '../support/site';

const site = useSite('variant');
const navbarState = (state: string) => `document.querySelector('header[data-part=navbar]')?.getAttribute('data-state') === '${state}'`;

test('the navbar hides on scroll down and comes back on scroll up', async () => {
  const { page, errors, close } = await open(site, 'docs/guides/troubleshooting');
  assert.equal(await page.locator('header[data-part=navbar]').getAttribute('data-state'), 'visible');
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(navbarState('hidden'));
  await page.mouse.wheel(0, -400);
  await page.waitForFunction(navbarState('visible'));
  assert.deepEqual(errors, []);
  await close();
});
