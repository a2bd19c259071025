/** The search panel in real Chromium: shortcut, intent-only loading, versioned results, keyboard, failures. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { packSearchIndex } from '../../packages/search-core/src/index';
import { indexRequests, INDEX, openPanel, results } from '../support/search';
import { BASE, open, WIDTHS } from '../support/site';
import { DEFAULT, OLDEST, useThemeSite, VERSIONS } from '../support/theme';

const site = useThemeSite();
const TEXT = /\/_data\/[^/]+\/search\/[^/]+\.json$/;

for (const { name, prefix } of VERSIONS) {
  for (const { name: width, ...viewport } of WIDTHS) {
    const view = { viewport };
    describe(`search in ${name} at ${width}`, () => {
      test('the index is fetched on intent only, once, and for this version', async () => {
        let requests = [] as string[];
        const { page, errors, close } = await open(site, `${prefix}docs/api/mount`, { ...view, setup: async (p) => void (requests = indexRequests(p)) });
        // Hydrated, and nothing left on the network: a fetch on load would have been made by now.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await page.waitForLoadState('networkidle');
        assert.equal(requests.length, 0, 'plain page load fetches no search index');
        // Waited for from before the hover: on a busy machine the answer can come before hover() returns.
        const fetched = page.waitForResponse((r) => INDEX.test(new URL(r.url()).pathname));
        await page.getByRole('button', { name: 'Search Docs' }).hover();
        await fetched;
        assert.equal(requests.length, 1);
        assert.ok(requests[0]!.startsWith(`${BASE}_data/${name}/search_index.${name}.`), requests[0]);
        await openPanel(page);
        await results(page, 'mount');
        await page.keyboard.press('Escape');
        await openPanel(page);
        await results(page, 'finders');
        assert.equal(requests.length, 1, 'cached for the session');
        assert.deepEqual(errors, []);
        await close();
      });

      test('Ctrl+K and Cmd+K toggle the panel, Escape closes it, focus starts in the input', async () => {
        const { page, errors, close } = await open(site, `${prefix}docs/start/intro`, view);
        const dialog = await openPanel(page);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
        await page.keyboard.press('Control+K');
        await dialog.waitFor({ state: 'detached' });
        await page.keyboard.press('Meta+K');
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')), 'dialog', 'focus returns to the search button');
        assert.deepEqual(errors, []);
        await close();
      });

      test('results are grouped by page, deep-linked, highlighted and from this version only', async () => {
        const { page, errors, close } = await open(site, `${prefix}docs/start/intro`, view);
        await openPanel(page);
        const hits = await results(page, 'byLabel');
        assert.ok((await hits.count()) > 1);
        const hrefs = await hits.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
        for (const href of hrefs) {
          assert.match(href, new RegExp(`^${BASE}${prefix}(docs|cookbook)/`));
        }
        assert.ok(hrefs.some((h) => h.includes('/docs/api/finders#')), hrefs.join('\n'));
        assert.ok((await page.locator('[role=dialog] mark').count()) > 0, 'matches are highlighted');
        assert.ok((await page.locator('[role=dialog] [role=option] .muted mark').count()) > 0, 'snippets of the section text, highlighted');
        assert.ok((await page.getByRole('group').count()) >= 1, 'grouped by page');
        assert.deepEqual(errors, []);
        await close();
      });

      test('Show all lists every hit, with snippets for the ones it adds', async () => {
        const { page, errors, close } = await open(site, `${prefix}docs/start/intro`, view);
        await openPanel(page);
        const hits = await results(page, 'ticket');
        assert.equal(await hits.count(), 7, 'seven hits at first');
        await page.getByRole('button', { name: /^Show all \d+ results$/ }).click();
        await page.waitForFunction(() => document.querySelectorAll('[role=option]').length > 7);
        await page.waitForFunction(() => document.querySelectorAll('[role=option] .muted').length > 7);
        assert.deepEqual(errors, []);
        await close();
      });

      test('a typo still finds the page', async () => {
        const { page, close } = await open(site, `${prefix}docs/start/intro`, view);
        await openPanel(page);
        const hits = await results(page, 'findrs');
        assert.ok((await hits.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).some((h) => h?.endsWith(`${prefix}docs/api/finders`)));
        await close();
      });

      test('arrow keys move through hits and Enter opens the selected one at its heading', async () => {
        const { page, errors, close } = await open(site, `${prefix}docs/start/intro`, view);
        const dialog = await openPanel(page);
        const hits = await results(page, 'waitForDeparture');
        assert.equal(await hits.first().getAttribute('aria-selected'), 'true');
        await page.keyboard.press('ArrowDown');
        assert.equal(await hits.nth(1).getAttribute('aria-selected'), 'true');
        await page.keyboard.press('ArrowUp');
        const href = (await hits.first().getAttribute('href'))!;
        await page.keyboard.press('Enter');
        await dialog.waitFor({ state: 'detached' });
        await page.waitForURL((url) => url.pathname + url.hash === href);
        assert.deepEqual(errors, []);
        await close();
      });

      test('Tab keeps focus inside the panel', async () => {
        const { page, close } = await open(site, `${prefix}docs/start/intro`, view);
        await openPanel(page);
        await results(page, 'mount');
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press('Tab');
          assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), `tab ${i} left the panel`);
        }
        await close();
      });

      test('nothing found says so', async () => {
        const { page, close } = await open(site, `${prefix}docs/start/intro`, view);
        await openPanel(page);
        await results(page, 'zzqxv');
        assert.ok(await page.getByText('No results for').isVisible());
        assert.ok(await page.getByText('Please try again with a different keyword').isVisible());
        // A blank keyword clears the list: no hits and no "No results" message.
        await page.getByRole('combobox', { name: 'Search Docs' }).fill(' ');
        await page.waitForFunction(() => document.getElementById('search-results')?.getAttribute('aria-busy') === 'false' && !document.querySelector('[role=option]') && !document.getElementById('search-results')?.textContent?.includes('No results for'));
        await close();
      });
    });
  }
}

for (const { name, prefix } of VERSIONS) {
  describe(`search results in ${name}`, () => {
    test('a hit shows its page and section path, and the section named by the query comes first', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/start/intro`);
      await openPanel(page);
      let hits = await results(page, 'byLabel');
      assert.equal(await hits.first().getAttribute('href'), `${BASE}${prefix}docs/api/finders#bylabel`);
      assert.equal(await hits.first().locator('[data-part=path]').textContent(), 'Finders › ByLabel');
      assert.equal(await hits.first().getAttribute('aria-selected'), 'true');
      hits = await results(page, 'keyboard.type');
      assert.equal(await hits.first().getAttribute('href'), `${BASE}${prefix}docs/api/events/keyboard#type`);
      // The default version groups the interactions under a heading of their own; the path shows it.
      assert.equal(await hits.first().locator('[data-part=path]').textContent(), name === DEFAULT.name ? 'Keyboard › Interactions › type()' : 'Keyboard › type()');
      assert.ok(await hits.first().locator('mark').count(), 'the matched heading is highlighted');
      assert.deepEqual(errors, []);
      await close();
    });

    test('nothing found says so and offers the closest page titles, reachable by keyboard', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/start/intro`);
      const dialog = await openPanel(page);
      const offered = await results(page, 'mont hok');
      assert.ok(await page.getByRole('status').getByText('No results for').isVisible());
      assert.ok(await page.getByText('Please try again with a different keyword').isVisible());
      const group = page.getByRole('group', { name: 'Closest page titles' });
      assert.equal(await group.getByRole('option').count(), await offered.count());
      assert.equal(await offered.first().textContent(), 'Mount Hook');
      assert.equal(await offered.first().getAttribute('aria-selected'), 'true');
      assert.equal(await page.getByRole('combobox').getAttribute('aria-activedescendant'), await offered.first().getAttribute('id'));
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.pathname === `${BASE}${prefix}docs/api/misc/mount-hook`);
      await openPanel(page);
      await results(page, 'zzqxv');
      assert.equal(await page.getByRole('group', { name: 'Closest page titles' }).count(), 0, 'nothing close: no suggestions');
      assert.deepEqual(errors, []);
      await close();
    });
  });
}

test('indexed markup is shown as text, never run', async () => {
  const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
  const { page, errors, close } = await open(site, 'docs/start/intro', {
    setup: async (p) => {
      const { index, texts } = packSearchIndex([{ id: '/docs/api/mount', title: `Pwn ${evil}`, header: '', headers: [], content: `pwn body ${evil}`, routePath: '/docs/api/mount', anchor: '', names: [], domain: '' }], () => 'search/pwn.json');
      await p.route(INDEX, (route) => route.fulfill({ json: index }));
      await p.route(TEXT, (route) => route.fulfill({ contentType: 'application/json', body: texts.get('search/pwn.json')! }));
    },
  });
  await openPanel(page);
  await results(page, 'pwn');
  assert.ok((await page.getByRole('option').first().textContent())!.includes('<script>'));
  assert.equal(await page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
  assert.equal(await page.locator('[role=dialog] img, [role=dialog] script').count(), 0);
  assert.deepEqual(errors, []);
  await close();
});

test('a page text that fails to load leaves hits without snippets and logs why', async () => {
  const { page, errors, close } = await open(site, 'docs/start/intro', { setup: (p) => p.route(TEXT, (route) => route.abort()) });
  await openPanel(page);
  const hits = await results(page, 'advanceClock');
  assert.ok((await hits.count()) > 0, 'the index alone still finds the sections');
  assert.equal(await page.locator('[role=dialog] [role=option] .muted').count(), 0, 'no statements without text');
  assert.ok(errors.some((e) => e.includes('Failed to fetch search result text')), errors.join('\n'));
  await close();
});

test('a failing index request logs the reload hint and shows no results', async () => {
  const { page, errors, close } = await open(site, `${OLDEST.prefix}docs/start/intro`, { setup: (p) => p.route(INDEX, (route) => route.abort()) });
  await openPanel(page);
  await results(page, 'mount');
  assert.ok(await page.getByText('No results for').isVisible());
  assert.ok(errors.some((e) => e.includes('Failed to fetch search index, please reload the page and try again')), errors.join('\n'));
  await close();
});
