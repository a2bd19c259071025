/** Package-manager tabs follow the WAI-ARIA tabs pattern: arrows, Home/End, roving tabindex. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { open } from '../../support/site';
import { useThemeSite, VERSIONS } from '../../support/theme';

const site = useThemeSite('ghpages');

async function state(tabs: Locator) {
  return tabs.evaluateAll((els) => els.map((e) => `${e.textContent}:${e.getAttribute('aria-selected')}:${e.getAttribute('tabindex')}`));
}

for (const { name, prefix } of VERSIONS) {
  test(`${name}: tabs move with the arrow keys, Home and End, and only the selected tab is in the tab order`, async () => {
    const { page, errors, close } = await open(site, `${prefix}docs/start/setup`);
    const list = page.getByRole('tablist').first();
    const tabs = list.getByRole('tab');
    const names = (await tabs.allTextContents()).map((t) => t.trim());
    assert.ok(names.length >= 3, names.join());
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedName(), names[1]);
    assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'true');
    assert.deepEqual(await state(tabs), names.map((n, i) => `${n}:${i === 1}:${i === 1 ? 0 : -1}`));
    await page.keyboard.press('End');
    assert.equal(await focusedName(), names.at(-1));
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedName(), names[0], 'ArrowRight wraps to the first tab');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focusedName(), names.at(-1), 'ArrowLeft wraps to the last tab');
    await page.keyboard.press('Home');
    assert.equal(await focusedName(), names[0]);
    assert.equal(await tabs.first().getAttribute('aria-selected'), 'true');
    const panel = page.locator(`#${await tabs.first().getAttribute('aria-controls')}`);
    assert.ok(await panel.isVisible());
    assert.deepEqual(errors, []);
    await close();
  });
}
