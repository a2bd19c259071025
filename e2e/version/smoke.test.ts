/**
 * One version of the real site as GitHub Pages serves it (//tools/serve:ghpages over the version's
 * served bundle, E2E_SITE): its home, a doc page, its overview by a clean URL and its 404 page, with
 * no error and no failed request; the 404 page axe-clean in both appearances at both widths (the
 * other pages are the shards' checks).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations, settled, show } from '../support/checks';
import { BASE, SITE_TITLE, useSite, VERSIONS, WIDTHS } from '../support/site';
import { servedVersion } from './served';
import { visitor } from './visit';

const site = useSite('ghpages');
const version = servedVersion(process.env.E2E_SITE ?? 'site', VERSIONS);

const visit = visitor(site);

test(`${version.name}: the home page shows the site title and the hero`, async () => {
  const problems = await visit(version.prefix, async (page, status) => {
    assert.equal(status, 200);
    assert.equal(await page.title(), SITE_TITLE);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), SITE_TITLE);
    assert.ok(await page.getByRole('link', { name: 'Quick Start' }).isVisible());
  });
  assert.deepEqual(problems, []);
});

test(`${version.name}: a doc page renders its title, body and sidebar`, async () => {
  const problems = await visit(`${version.prefix}docs/start/intro`, async (page, status) => {
    assert.equal(status, 200);
    assert.match(await page.title(), new RegExp(`^.+ \\| ${SITE_TITLE}$`));
    assert.ok(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').length > 0);
    assert.ok(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible());
    assert.ok(((await page.locator('main').textContent()) ?? '').length > 200);
  });
  assert.deepEqual(problems, []);
});

test(`${version.name}: the API overview, a page with child pages, loads by its clean URL and its file forms`, async () => {
  for (const path of ['docs/api', 'docs/api/index', 'docs/api.html']) {
    const problems = await visit(`${version.prefix}${path}`, async (page, status) => {
      // GitHub Pages answers some file forms with its 404.html, where the app takes over.
      if (path === 'docs/api') assert.equal(status, 200);
      await page.waitForURL((url) => url.pathname === `${BASE}${version.prefix}docs/api`);
      await page.waitForFunction((title) => document.title === title, `API reference | ${SITE_TITLE}`);
    });
    const hostNotFound = (p: string) => p.endsWith(`${version.prefix}${path} answered 404`) || (p.includes(`${version.prefix}${path}:`) && /console error: Failed to load resource: .* 404/.test(p));
    assert.deepEqual(problems.filter((p) => !hostNotFound(p)), [], path);
  }
});

test(`${version.name}: an unknown path gets the 404 page, which leads home to this version`, async () => {
  const problems = await visit(`${version.prefix}docs/no-such-page`, async (page, status) => {
    assert.equal(status, 404);
    assert.equal(await page.title(), `404 | ${SITE_TITLE}`);
    assert.ok(await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).isVisible());
    const home = page.getByRole('link', { name: 'Take me home' });
    await page.waitForFunction((href) => document.querySelector(`a[href="${href}"]`) !== null, BASE + version.prefix);
    assert.equal(await home.getAttribute('href'), BASE + version.prefix);
  });
  // The host answers the unknown path itself with 404.html and status 404: that is the page.
  assert.deepEqual(problems.filter((p) => !p.includes('docs/no-such-page answered 404') && !/no-such-page: console error: Failed to load resource: .* 404/.test(p)), []);
});

test(`${version.name}: the 404 page is axe-clean in light and dark, at desktop and phone width`, async () => {
  const violations: string[] = [];
  await visit(`${version.prefix}docs/no-such-page`, async (page) => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const { name, width, height } of WIDTHS) {
        await show(page, { scheme, width, height });
        await settled(page);
        for (const line of await axeViolations(page)) violations.push(`${scheme} at ${name}: ${line}`);
      }
    }
  });
  assert.deepEqual(violations, []);
});
