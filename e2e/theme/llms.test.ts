/** Markdown for assistants: a twin of every route, llms.txt and llms-full.txt, Copy page as Markdown. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { unpackSearchIndex } from '../../packages/search-core/src/index';
import { BASE, open } from '../support/site';
import { DEPLOYED, OLDEST, TITLE, useThemeSite, VERSIONS } from '../support/theme';

const site = useThemeSite();
const ENTRY = /^- \[([^\]]+)\]\((\S+)\)(?:: .*)?$/gm;
const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

interface Fetched {
  status: number;
  type: string;
  cache: string;
  text: string;
}

async function get(path: string): Promise<Fetched> {
  const res = await fetch(site.server.url + path);
  return { status: res.status, type: res.headers.get('content-type') ?? '', cache: res.headers.get('cache-control') ?? '', text: await res.text() };
}

/** Twin path of a route, relative to the base: /docs/api -> docs/api.md, /12.x/ -> 12.x/index.md. */
const twinOf = (route: string) => route.slice(1) + (route.endsWith('/') ? 'index.md' : '.md');

/** The lines of Markdown outside fenced code, with code spans removed: where no HTML may appear. */
function prose(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const m = FENCE.exec(line);
    if (m && fence === null) fence = m[1]!;
    else if (m && fence && m[1]!.startsWith(fence) && !m[2]!.trim()) fence = null;
    else if (fence === null) out.push(line.replace(/(`+).*?\1/g, ''));
  }
  return out.join('\n');
}

async function manifestOf(version: string): Promise<{ routes: { path: string; title: string }[]; llmsTxt: string }> {
  return JSON.parse((await get(`_data/${version}/manifest.json`)).text);
}

async function searchIndexOf(version: string): Promise<string> {
  return (JSON.parse((await get(`_data/${version}/search_index.json`)).text) as { file: string }).file;
}

for (const { name, prefix } of VERSIONS) {
  describe(`Markdown of ${name}`, () => {
    test('every route has a twin: clean Markdown with its title, no frontmatter, no HTML, absolute links', async () => {
      const { routes } = await manifestOf(name);
      assert.ok(routes.length > 10);
      for (const route of routes) {
        const twin = await get(twinOf(route.path));
        assert.equal(twin.status, 200, route.path);
        assert.match(twin.type, /^text\/markdown/, route.path);
        assert.equal(twin.cache, 'no-cache', `${route.path}: unhashed, so revalidated like HTML`);
        assert.ok(twin.text.startsWith('# '), `${route.path} starts with its title`);
        assert.ok(!twin.text.startsWith('---'), `${route.path} has no frontmatter`);
        assert.deepEqual(prose(twin.text).match(/(?<!\\)<\/?[A-Za-z][^>]*>/g) ?? [], [], `${route.path} has no HTML`);
        assert.ok(!twin.text.includes(':::'), `${route.path} has no container syntax`);
        assert.deepEqual(twin.text.match(/\]\((?!https?:\/\/)[^)]*\)/g) ?? [], [], `${route.path}: links are absolute`);
      }
    });

    test('llms.txt lists every route once, by sections, and every entry resolves', async () => {
      const { routes, llmsTxt } = await manifestOf(name);
      assert.equal(llmsTxt, `${BASE}${prefix}llms.txt`);
      const index = await get(`${prefix}llms.txt`);
      assert.equal(index.status, 200);
      assert.match(index.type, /^text\/plain/);
      assert.equal(index.cache, 'no-cache');
      assert.ok(index.text.startsWith(`# ${TITLE}\n\n> `));
      assert.ok(index.text.includes('\n## Getting started\n') && index.text.includes('\n## Upgrading / Older releases\n'));
      const urls = [...index.text.matchAll(ENTRY)].map((m) => m[2]!);
      assert.deepEqual([...urls].sort(), routes.map((r) => DEPLOYED + twinOf(r.path)).sort());
      for (const url of urls) {
        const twin = await get(url.slice(DEPLOYED.length));
        assert.equal(twin.status, 200, url);
        assert.ok(twin.text.startsWith('# '), url);
      }
    });

    test('llms-full.txt holds every twin', async () => {
      const { routes } = await manifestOf(name);
      const full = await get(`${prefix}llms-full.txt`);
      assert.equal(full.status, 200);
      assert.equal(full.cache, 'no-cache');
      for (const route of routes) {
        const twin = (await get(twinOf(route.path))).text;
        const body = twin.slice(twin.indexOf('\n\n') + 2).trimEnd();
        assert.ok(full.text.includes(body), `${route.path} is in llms-full.txt`);
      }
    });

    test('the footer links the version’s llms.txt', async () => {
      const { page, errors, close } = await open(site, `${prefix}docs/start/intro`);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'llms.txt' });
      assert.equal(await link.getAttribute('href'), `${BASE}${prefix}llms.txt`);
      assert.deepEqual(errors, []);
      await close();
    });

    test('neither twins nor llms files enter the search index or the sitemap', async () => {
      const { routes } = await manifestOf(name);
      const searchIndex = await searchIndexOf(name);
      const index = unpackSearchIndex(JSON.parse((await get(`_data/${name}/${searchIndex}`)).text));
      const pages = new Set(routes.map((r) => r.path));
      for (const doc of index.documents) {
        assert.ok(pages.has(doc.routePath), `${doc.routePath} is a route`);
        assert.ok(!/\.md$|llms/.test(doc.routePath), doc.routePath);
      }
      const sitemap = (await get('sitemap.xml')).text;
      assert.ok(!/\.md<|llms/.test(sitemap));
    });
  });
}

test('Copy page as Markdown fetches the twin only when used, from the keyboard, and copies it', async () => {
  const requested: string[] = [];
  const { page, errors, close } = await open(site, 'docs/api/mount', {
    permissions: ['clipboard-read', 'clipboard-write'],
    setup: async (p) => p.on('request', (r) => requested.push(new URL(r.url()).pathname)),
  });
  assert.deepEqual(requested.filter((p) => p.endsWith('.md')), [], 'no twin is fetched before the click');
  // A handle, not a locator by name: the button's text (its name) says Copied while copied.
  const button = (await page.getByRole('button', { name: 'Copy page as Markdown' }).elementHandle())!;
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((el) => el.getAttribute('data-state') === 'copied', button);
  assert.equal(await button.textContent(), 'Copied page as Markdown');
  assert.deepEqual(requested.filter((p) => p.endsWith('.md')), [`${BASE}docs/api/mount.md`]);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, (await get('docs/api/mount.md')).text);
  assert.ok(copied.startsWith('# Mount\n'));
  await page.waitForFunction((el) => el.getAttribute('data-state') === 'idle' && el.textContent === 'Copy page as Markdown', button);
  assert.deepEqual(errors, []);
  await close();
});

test('the home page has no copy button; pages of an older version copy their own twin', async () => {
  const home = await open(site, '');
  assert.equal(await home.page.getByRole('button', { name: 'Copy page as Markdown' }).count(), 0);
  await home.close();
  const { page, errors, close } = await open(site, `${OLDEST.prefix}docs/api/finders`, { permissions: ['clipboard-read', 'clipboard-write'] });
  const button = (await page.getByRole('button', { name: 'Copy page as Markdown' }).elementHandle())!;
  await button.click();
  await page.waitForFunction((el) => el.getAttribute('data-state') === 'copied', button);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), (await get(`${OLDEST.prefix}docs/api/finders.md`)).text);
  assert.deepEqual(errors, []);
  await close();
});
