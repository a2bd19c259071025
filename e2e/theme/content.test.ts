/** What the compiler puts in page bodies, working in the browser: code, copy, tabs, image zoom. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { open, WIDTHS } from '../support/site';
import { useThemeSite, VERSIONS } from '../support/theme';

const site = useThemeSite();
const TAB_KEY = 'rntl-docs-tab:pm';

for (const { name, prefix } of VERSIONS) {
  for (const { name: width, ...viewport } of WIDTHS) {
    const view = { viewport };
    describe(`page bodies in ${name} at ${width}`, () => {
      test('code is highlighted and the copy button copies it, showing Copied for 2 s', async () => {
        const { page, errors, close } = await open(site, `${prefix}docs/api/mount`, { ...view, permissions: ['clipboard-read', 'clipboard-write'] });
        const block = page.locator('main .code-block[data-lang=tsx]').first();
        assert.ok((await block.locator('pre span[class]').count()) > 3, 'tokens carry highlight classes');
        const code = (await block.locator('code').textContent())!;
        await block.hover();
        // Located by class: the accessible name changes to Copied while copied.
        const copy = block.locator('button.copy-code');
        assert.equal(await copy.getAttribute('aria-label'), 'Copy code');
        await copy.evaluate((button) => {
          let since = 0;
          new MutationObserver(() => {
            const state = button.getAttribute('data-state');
            if (state === 'copied') since = performance.now();
            else if (state === 'idle' && since) (window as { __copySpan?: number }).__copySpan = performance.now() - since;
          }).observe(button, { attributeFilter: ['data-state'] });
        });
        await copy.click();
        await page.waitForFunction((el) => el?.getAttribute('data-state') === 'copied', await copy.elementHandle());
        assert.equal(await copy.getAttribute('aria-label'), 'Copied');
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
        await page.waitForFunction((el) => el?.getAttribute('data-state') === 'idle', await copy.elementHandle(), { timeout: 5000 });
        // Timers never fire early, so the recorded span is at least the copied state's 2 s.
        const span = await page.evaluate(() => (window as { __copySpan?: number }).__copySpan ?? 0);
        assert.ok(span >= 1990, `copied state lasted ${span} ms`);
        assert.deepEqual(errors, []);
        await close();
      });

      test('package-manager tabs remember the choice across pages', async () => {
        const { page, errors, close } = await open(site, `${prefix}docs/start/setup`, view);
        const tabs = page.locator('main .tabs[data-group=pm]').first();
        await tabs.getByRole('tab', { name: 'pnpm' }).click();
        assert.equal(await tabs.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true');
        assert.ok(((await tabs.getByRole('tabpanel').textContent()) ?? '').includes('pnpm'));
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), TAB_KEY), 'pnpm');
        await page.reload({ waitUntil: 'networkidle' });
        assert.equal(await page.locator('main .tabs[data-group=pm]').first().getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true');
        assert.deepEqual(errors, []);
        await close();
      });
    });
  }
}

test('?pm=yarn and a stored choice show their tab before the app runs', async () => {
  // Block the app bundle: only the inline boot script can have chosen the tab.
  const noApp = { hydrate: false, setup: (p: import('playwright-core').Page) => p.route(/\/assets\/client-[^/]+\.js$/, (route) => route.abort()) };
  const visiblePanel = (page: import('playwright-core').Page) =>
    page.locator('main .tabs[data-group=pm]').first().locator('.tabs-panel').evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.getAttribute('data-value')));
  let opened = await open(site, 'docs/start/setup?pm=yarn', noApp);
  assert.deepEqual(await visiblePanel(opened.page), ['yarn']);
  await opened.close();
  opened = await open(site, 'docs/start/setup', { hydrate: false, setup: async (p) => { await noApp.setup(p); await p.addInitScript((k) => localStorage.setItem(k, 'bun'), TAB_KEY); } });
  assert.deepEqual(await visiblePanel(opened.page), ['bun']);
  await opened.close();
  // With the app running, a later click still wins over the remembered choice.
  opened = await open(site, 'docs/start/setup?pm=yarn');
  const tabs = opened.page.locator('main .tabs[data-group=pm]').first();
  await tabs.getByRole('tab', { name: 'npm', exact: true }).click();
  assert.deepEqual(await visiblePanel(opened.page), ['npm']);
  await opened.close();
});

test('images in doc bodies zoom on click and close on scroll or Escape; an unreachable zoom source falls back', async () => {
  const { page, errors, close } = await open(site, 'docs/guides/test-env');
  const image = page.locator('main .doc-body img').first();
  const overlay = page.locator('.medium-zoom-overlay');
  await page.waitForFunction(() => document.querySelector('main .doc-body img')?.classList.contains('medium-zoom-image'));
  await image.scrollIntoViewIfNeeded();
  // medium-zoom ignores scrolling and keys during its opening animation: wait for its opened event.
  const zoomIn = async () => {
    const opened = image.evaluate((img) => new Promise<void>((done) => img.addEventListener('medium-zoom:opened', () => done(), { once: true })));
    await image.click();
    await overlay.waitFor();
    await opened;
  };
  await zoomIn();
  await page.evaluate(() => window.scrollBy(0, 120));
  await overlay.waitFor({ state: 'detached' });
  await zoomIn();
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'detached' });
  const warned = page.waitForEvent('console', (m) => m.text().includes('Unable to reach the zoom image target'));
  await image.evaluate((img) => img.setAttribute('data-zoom-src', '/no/such/image.png'));
  await zoomIn();
  await warned;
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'detached' });
  assert.deepEqual(errors.filter((e) => !e.includes('/no/such/image.png') && !e.includes('404')), []);
  await close();
});

test('a page carries its body once: the boot data leaves the HTML out and the app reads it from the DOM', async () => {
  const { page, errors, close } = await open(site, 'docs/api/mount');
  const boot = await page.evaluate(() => JSON.parse(document.getElementById('__BOOT__')?.textContent ?? 'null') as { page: { html: string } });
  assert.equal(boot.page.html, '');
  const body = page.locator('main .doc-body');
  assert.ok((await body.getByRole('heading').count()) > 3, 'the prerendered body survives hydration');
  // Client navigation replaces the body with the next page's data, and back restores this one.
  await body.getByRole('link', { name: 'finders', exact: true }).first().click();
  await page.waitForURL(/docs\/api\/finders$/);
  await page.goBack();
  await page.waitForURL(/docs\/api\/mount$/);
  await body.getByRole('heading', { level: 2, name: /^Options/ }).waitFor();
  assert.ok((await body.getByRole('heading').count()) > 3);
  assert.deepEqual(errors, []);
  await close();
});
