/** axe-core in real Chromium: home, a doc page, an older version's page and 404, light and dark, desktop and phone; keyboard. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { open, WIDTHS } from '../support/site';
import { DEFAULT, OLDEST, useThemeSite } from '../support/theme';

const site = useThemeSite();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

// The doc page holds tabs, a table, a callout and code; the older version's page its banner.
for (const path of ['', 'docs/start/setup', 'docs/no-such-page', `${OLDEST.prefix}docs/api/mount`]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const { name, width, height } of WIDTHS) {
      test(`axe: /${path} in ${scheme} at ${name} has no serious or critical violations`, async () => {
        const { page, errors, close } = await open(site, path, { colorScheme: scheme, viewport: { width, height } });
        assert.deepEqual(await seriousViolations(page), []);
        assert.deepEqual(errors.filter((e) => !e.includes('404')), []);
        await close();
      });
    }
  }
}

describe('keyboard', () => {
  test('the first Tab reaches a skip link to the content', async () => {
    const { page, close } = await open(site, 'docs/api/mount');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
    assert.equal(focused.text?.trim(), 'Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#_main');
    await close();
  });

  test('the version menu and sidebar groups work from the keyboard', async () => {
    const { page, close } = await open(site, 'docs/api/mount');
    const group = page.getByRole('navigation', { name: 'Sidebar' }).first().getByRole('button', { name: 'Upgrading' });
    await group.focus();
    await page.keyboard.press('Enter');
    assert.equal(await group.getAttribute('aria-expanded'), 'true');
    await page.getByLabel(`Version ${DEFAULT.name}`).focus();
    await page.keyboard.press('Enter');
    assert.ok(await page.getByRole('link', { name: OLDEST.name, exact: true }).isVisible());
    await close();
  });
});
