import '../testing/dom';
import { render, waitFor } from '@testing-library/react';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { MemoryRouter } from 'react-router';
import { App } from '../App';
import type { Analytics } from '@rntl-docs/artifacts';
import { layout, page } from '../testing/fixtures';
import { startAnalytics } from './analytics';

const ORIGIN = 'https://docs.example.com';
const umami: Analytics = { provider: 'umami', scriptUrl: 'https://analytics.example.com/script.js', websiteId: '94db1cb1-74f4-4a40-ad6c-962362670409' };
const vercel: Analytics = { provider: 'vercel', scriptUrl: '/_vercel/insights/script.js' };
const nodeEnv = process.env.NODE_ENV;

const scripts = () => [...document.querySelectorAll('script')];

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.className = '';
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  mock.restoreAll();
});

test('umami: one deferred script from its URL, with the website id and the deployed host', async () => {
  await startAnalytics(umami, ORIGIN);
  await startAnalytics(umami, ORIGIN);
  const [script, ...more] = scripts();
  assert.equal(more.length, 0);
  assert.equal(script?.getAttribute('src'), 'https://analytics.example.com/script.js');
  assert.equal(script?.dataset.websiteId, '94db1cb1-74f4-4a40-ad6c-962362670409');
  assert.equal(script?.dataset.domains, 'docs.example.com');
  assert.ok(script?.defer);
});

test("vercel in production: the SDK (1.5.0) loads the manifest's script, and a failed load logs the hint to enable Web Analytics", async () => {
  process.env.NODE_ENV = 'production';
  const log = mock.method(console, 'log', () => {});
  await startAnalytics(vercel, ORIGIN);
  const [script, ...more] = scripts();
  assert.equal(more.length, 0);
  assert.equal(script?.getAttribute('src'), vercel.scriptUrl);
  assert.equal(script?.dataset.sdkv, '1.5.0');
  // happy-dom loads no script files: the script fails, as on a host without Vercel.
  await waitFor(() => assert.ok(log.mock.calls.some((c) => /\[Vercel Web Analytics\].*enable Web Analytics/.test(String(c.arguments[0])))));
});

test('vercel in development: the debug script, and the hint to disable ad blockers when it fails', async () => {
  process.env.NODE_ENV = 'development';
  const log = mock.method(console, 'log', () => {});
  await startAnalytics(vercel, ORIGIN);
  assert.match(scripts()[0]?.getAttribute('src') ?? '', /script\.debug\.js$/);
  await waitFor(() => assert.ok(log.mock.calls.some((c) => /\[Vercel Web Analytics\].*ad blockers/.test(String(c.arguments[0])))));
});

test('provider none loads nothing', async () => {
  await startAnalytics({ provider: 'none' }, ORIGIN);
  assert.deepEqual(scripts(), []);
});

test('with ?globalUIComponents=0 (the boot script hides the global parts) no provider loads', async () => {
  document.documentElement.classList.add('hide-globalUIComponents');
  for (const analytics of [umami, vercel]) await startAnalytics(analytics, ORIGIN);
  assert.deepEqual(scripts(), []);
});

test("the app starts the site's provider once it has hydrated", async () => {
  const boot = { manifest: { ...layout, site: { ...layout.site, origin: ORIGIN, analytics: umami } }, page };
  render(
    <MemoryRouter initialEntries={['/docs/intro']}>
      <App boot={boot} />
    </MemoryRouter>,
  );
  await waitFor(() => assert.equal(document.documentElement.dataset.hydrated, 'true'));
  await waitFor(() => assert.equal(document.head.querySelector('script[data-website-id]')?.getAttribute('src'), umami.scriptUrl));
});
