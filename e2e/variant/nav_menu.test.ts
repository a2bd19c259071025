/** A nav item with `items` (site.yaml of //e2e:variant_site) is a dropdown: hover, click and keyboard, closing 150 ms after the pointer leaves. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, open, useSite } from '../support/site';

const site = useSite('variant');

test('hover opens the menu and leaving closes it after a short delay', async () => {
  const { page, errors, close } = await open(site, 'docs/intro');
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Guides' });
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  await button.hover();
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Troubleshooting' });
  assert.ok(await link.isVisible());
  // Timed in the page: from the pointer leaving to the menu closing.
  const closedAfter = button.evaluate(
    (b) =>
      new Promise<number>((resolve) => {
        let left = 0;
        b.parentElement!.addEventListener('pointerleave', () => (left = performance.now()), { once: true });
        new MutationObserver(() => b.getAttribute('aria-expanded') === 'false' && resolve(performance.now() - left)).observe(b, { attributes: true });
      }),
  );
  await page.mouse.move(700, 600);
  const delay = await closedAfter;
  // Only the lower bound: a loaded machine may run the timer late, never early.
  assert.ok(delay >= 140, `closed ${delay} ms after the pointer left`);
  assert.deepEqual(errors, []);
  await close();
});

test('the keyboard opens the menu, moves through it, follows a link and Escape closes it', async () => {
  const { page, errors, close } = await open(site, 'docs/intro');
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Guides' });
  await button.focus();
  // Each key is handled after the previous one's render: wait for the state it leads to.
  const focused = (text: string) => page.waitForFunction((t) => document.activeElement?.textContent?.trim() === t, text);
  const handle = (await button.elementHandle())!;
  const expanded = (value: string) => page.waitForFunction(({ el, v }) => el.getAttribute('aria-expanded') === v, { el: handle, v: value });
  await page.keyboard.press('ArrowDown');
  await focused('How to query');
  await page.keyboard.press('ArrowDown');
  await focused('Troubleshooting');
  await page.keyboard.press('Escape');
  await expanded('false');
  await focused('Guides');
  await page.keyboard.press('Enter');
  await expanded('true');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'How to query');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === `${BASE}docs/guides/how-to-query`);
  // The address changes first; the menu closes when the app has rendered the new route.
  await expanded('false');
  assert.deepEqual(errors, []);
  await close();
});
