/**
 * Analytics (site.yaml `analytics`): the configured provider's script, requested once the page has
 * hydrated. Umami on //e2e:variant_site (a provider that works on GitHub Pages); Vercel on the live
 * preview's fixture site (//e2e:fixture_site, from e2e/dev_site/), whose script fails off Vercel with a hint.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { startServer } from '../support/server';
import { builtSite, open, useSite, type Site } from '../support/site';

const site = useSite('variant');

/** Stands in for Umami's tracker as its documentation describes it: it reads its website id from
 * its own tag, counts the page it loads on, and counts each client-side navigation by wrapping
 * history.pushState. Here it counts into window.__views instead of posting to Umami. */
const TRACKER = `(() => {
  const script = document.currentScript;
  const views = (window.__views = []);
  const count = () => views.push({ website: script.dataset.websiteId, path: location.pathname });
  const push = history.pushState;
  history.pushState = function (...args) { const result = push.apply(this, args); count(); return result; };
  count();
})();`;

interface View {
  website: string;
  path: string;
}

describe('umami', () => {
  const analytics = () => builtSite(site.root)!.analytics as { provider: string; scriptUrl: string; websiteId: string };

  test('the site is configured with umami', () => {
    assert.equal(analytics().provider, 'umami');
  });

  test('the script is requested once the page has hydrated, from its URL, with the website id, and counts client-side navigations', async () => {
    const { scriptUrl, websiteId } = analytics();
    const requests: { url: string; hydrated: string | undefined }[] = [];
    const setup = (p: Page) =>
      p.route(scriptUrl, async (route) => {
        // The request waits here: the page's state at the moment it asked for the script.
        requests.push({ url: route.request().url(), hydrated: await p.evaluate(() => document.documentElement.dataset.hydrated) });
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: TRACKER });
      });
    const { page, errors, close } = await open(site, 'docs/intro', { setup });
    await page.waitForFunction(() => ((window as { __views?: View[] }).__views ?? []).length === 1);
    assert.deepEqual(requests, [{ url: scriptUrl, hydrated: 'true' }]);
    assert.equal(await page.locator(`script[src="${scriptUrl}"]`).getAttribute('data-website-id'), websiteId);

    const loads: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && loads.push(f.url()));
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'How to query' }).click();
    await page.waitForURL(/docs\/guides\/how-to-query$/);
    const views = await page.waitForFunction(() => {
      const seen = (window as { __views?: View[] }).__views ?? [];
      return seen.length === 2 && seen;
    });
    assert.deepEqual(await views.jsonValue(), [
      { website: websiteId, path: '/react-native-testing-library/docs/intro' },
      { website: websiteId, path: '/react-native-testing-library/docs/guides/how-to-query' },
    ]);
    // A client-side navigation, counted by the script already on the page: no reload, no second script.
    assert.deepEqual(loads, [page.url()]);
    assert.equal(requests.length, 1);
    assert.deepEqual(errors, []);
    await close();
  });

  test('with ?globalUIComponents=0 the script is never requested', async () => {
    const requested: string[] = [];
    const { page, errors, close } = await open(site, 'docs/intro?globalUIComponents=0', {
      setup: async (p) => void p.on('request', (r: Request) => r.url() === analytics().scriptUrl && requested.push(r.url())),
    });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(requested, []);
    assert.equal(await page.locator('script[data-website-id]').count(), 0);
    assert.deepEqual(errors, []);
    await close();
  });
});

describe('vercel', () => {
  const fixture = { root: 'e2e/fixture_site' } as Site;
  before(async () => {
    fixture.server = await startServer(undefined, fixture.root, '/fixture/');
    fixture.browser = site.browser;
  });
  after(() => fixture.server?.stop());

  test("off Vercel the script fails with the SDK's hint in the console, not an exception", async () => {
    const { provider, scriptUrl } = builtSite(fixture.root)!.analytics;
    assert.equal(provider, 'vercel');
    const requests: { path: string; hydrated: string | undefined }[] = [];
    let hinted!: (text: string) => void;
    const hint = new Promise<string>((resolve) => (hinted = resolve));
    const setup = async (p: Page) => {
      p.on('console', (m) => /\[Vercel Web Analytics\]/.test(m.text()) && hinted(m.text()));
      await p.route(new URL(scriptUrl!, fixture.server.url).href, async (route) => {
        requests.push({ path: new URL(route.request().url()).pathname, hydrated: await p.evaluate(() => document.documentElement.dataset.hydrated) });
        // As a host without Vercel answers: //:serve's 404 for a path outside the site.
        await route.continue();
      });
    };
    const { errors, close } = await open(fixture, 'docs/intro', { realAnalytics: true, setup });
    // The script fails some time after hydration: wait for the hint itself (bounded, to fail clearly).
    let timer: NodeJS.Timeout | undefined;
    const text = await Promise.race([hint, new Promise<string>((resolve) => (timer = setTimeout(() => resolve('no hint within 20 s'), 20_000)))]);
    clearTimeout(timer);
    // The production build's hint (development's would be about ad blockers).
    assert.match(text, new RegExp(`Failed to load script from ${scriptUrl}\\. Be sure to enable Web Analytics for your project`));
    assert.deepEqual(requests, [{ path: '/_vercel/insights/script.js', hydrated: 'true' }]);
    // The request failed (404), and nothing threw.
    assert.ok(errors.some((e) => e.startsWith('console: Failed to load resource') && e.includes(scriptUrl!)), errors.join('\n'));
    assert.deepEqual(errors.filter((e) => e.startsWith('pageerror')), []);
    await close();
  });
});
