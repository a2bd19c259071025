/**
 * One version's code on the real site, served as GitHub Pages serves it (E2E_SITE): quick info on
 * the queries page's identifiers, from that version's own types, and a claim's test on the render
 * page. A target of its own beside the smoke test, so the two run side by side.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, settled } from '../support/checks';
import { useSite, VERSIONS } from '../support/site';
import { servedVersion } from './served';
import { visitor } from './visit';

const site = useSite('ghpages');
const version = servedVersion(process.env.E2E_SITE ?? 'site', VERSIONS);
const visit = visitor(site);

// What each version's own types say getByRole is, and a member of render's result that only 13.x
// has: the quick info comes from the version's type check, not from one shared program.
const GET_BY_ROLE = '(property) getByRole: (predicate: ByRoleMatcher, options?: ByRoleOptions | undefined) => ReactTestInstance';
const ONLY_13 = 'rerenderAsync';

/** The open tooltip's text, once one is open and fully on screen: nothing clips or covers it. */
async function openTip(page: import('playwright-core').Page, name: import('playwright-core').Locator): Promise<string> {
  const tip = page.getByRole('tooltip');
  await tip.waitFor();
  assert.equal(await tip.count(), 1);
  assert.equal(await tip.getAttribute('id'), await name.getAttribute('aria-describedby'));
  const uncovered = await tip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const corners: [number, number][] = [[box.left + 2, box.top + 2], [box.right - 2, box.top + 2], [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2]];
    return element.matches(':popover-open') && corners.every(([x, y]) => x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && element.contains(document.elementFromPoint(x, y)));
  });
  assert.ok(uncovered, 'the tooltip is open in the top layer and every corner of it is on screen and its own');
  return (await tip.textContent()) ?? '';
}

test(`${version.name}: an example's identifiers tell what they are from ${version.name}'s own types, on hover, focus and tap`, async () => {
  const path = `${version.prefix}docs/api/queries`;
  const identifier = (page: import('playwright-core').Page, text: string) => page.locator('.code-block pre .qi').filter({ hasText: new RegExp(`^${text}$`) }).first();
  const problems = await visit(path, async (page) => {
    const pre = page.locator('.code-block pre').filter({ has: page.locator('.qi').filter({ hasText: /^getByRole$/ }) }).first();
    const name = pre.locator('.qi').filter({ hasText: /^getByRole$/ }).first();
    // The tooltips are markup outside the code: the copy button copies the code alone.
    assert.doesNotMatch((await pre.textContent()) ?? '', /\(property\)/);

    await name.hover();
    assert.ok((await openTip(page, name)).startsWith(GET_BY_ROLE));
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });

    const render = identifier(page, 'render');
    await render.hover();
    assert.equal((await openTip(page, render)).includes(ONLY_13), version.name === '13.x');
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });

    // Tab from the code block reaches the identifier; focus shows its tooltip and Escape closes it.
    await pre.focus();
    for (let n = 0; n < 100 && !(await name.evaluate((element) => element === document.activeElement)); n++) await page.keyboard.press('Tab');
    assert.ok(await name.evaluate((element) => element === document.activeElement), 'Tab reaches getByRole');
    assert.ok((await openTip(page, name)).startsWith(GET_BY_ROLE));
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
      await settled(page);
      assert.deepEqual(await axeViolations(page), [], `axe with a tooltip open, ${scheme}`);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    assert.ok(await name.evaluate((element) => element === document.activeElement), 'Escape leaves focus where it was');
  }, { reducedMotion: 'reduce' });
  assert.deepEqual(problems, []);

  // Reached by the router from another page, the page's data brings the tooltips along.
  const navigated = await visit(`${version.prefix}docs/api/render`, async (page) => {
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Queries', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/docs/api/queries'));
    const name = identifier(page, 'getByRole');
    await name.hover();
    assert.ok((await openTip(page, name)).startsWith(GET_BY_ROLE));
  });
  assert.deepEqual(navigated, []);

  // On a touch screen the first tap on an API name shows what it is; the second follows its link.
  const touched = await visit(path, async (page) => {
    const name = identifier(page, 'getByRole');
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    assert.ok((await openTip(page, name)).startsWith(GET_BY_ROLE));
    assert.equal(new URL(page.url()).hash, '');
    await name.tap();
    await page.waitForURL((url) => url.hash === '#byrole');
  }, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  assert.deepEqual(touched, []);
});

test(`${version.name}: a tested sentence opens the test that proves it, and Escape closes it`, async () => {
  const problems = await visit(`${version.prefix}docs/api/render`, async (page) => {
    const tested = page.locator('main button.claim').first();
    const source = page.locator(`#${await tested.getAttribute('popovertarget')}`);
    assert.equal(await source.isVisible(), false);
    await tested.click();
    await source.waitFor();
    assert.match((await source.locator('pre').textContent()) ?? '', /\btest\(/);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
      await settled(page);
      assert.deepEqual(await axeViolations(page), [], `axe with a claim's test open, ${scheme}`);
    }
    await page.keyboard.press('Escape');
    await source.waitFor({ state: 'hidden' });
  }, { reducedMotion: 'reduce' });
  assert.deepEqual(problems, []);
});
