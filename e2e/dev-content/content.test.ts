/**
 * The live preview on the real content, as `./tools/bazel run //:dev` serves it, held against
 * //:site: every route of every version is the page //:site serves, and before any save every
 * link of every sidebar of every version shows its page with no page error.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { clickEverySidebarLink, comparable, openPreview, showsItsPage, usePreview } from '../support/dev';
import { startServer, type Server } from '../support/server';
import { VERSIONS } from '../support/site';

const preview = usePreview({ content: 'content', api: 'packages/api-history/api_history.json' });
let site: Server;

before(async () => {
  site = await startServer();
});

after(() => site?.stop());

interface SidebarItem {
  link?: string;
  items?: SidebarItem[];
}

interface Manifest {
  routes: { path: string }[];
  sidebars: Record<string, SidebarItem[]>;
}

async function manifestOf(version: string): Promise<Manifest> {
  return (await (await fetch(`${site.url}_data/${version}/manifest.json`)).json()) as Manifest;
}

/** The first page a sidebar links to (a full route, below the base). */
function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const found = item.link ?? firstLink(item.items ?? []);
    if (found) return found;
  }
  return undefined;
}

test('every route of every version is the page //:site serves', async () => {
  assert.ok(VERSIONS.length >= 2, 'site.yaml lists the versions');
  for (const version of VERSIONS) {
    const { routes } = await manifestOf(version.name);
    assert.ok(routes.length >= 2, version.name);
    for (const { path } of routes) {
      const rel = path.replace(/^\//, '');
      const [built, previewed] = await Promise.all([fetch(site.url + rel), fetch(preview.server.url + rel)]);
      assert.equal(previewed.status, 200, path);
      assert.equal(comparable(await previewed.text()), comparable(await built.text()), path);
    }
  }
});

for (const version of VERSIONS) {
  test(`before any save, every sidebar link of ${version.name} shows its page`, async () => {
    const { sidebars } = await manifestOf(version.name);
    assert.ok(Object.keys(sidebars).length >= 1, version.name);
    for (const [name, items] of Object.entries(sidebars)) {
      const first = firstLink(items);
      assert.ok(first, `sidebar ${name} of ${version.name} links a page`);
      const { page, errors } = await openPreview(preview, first.replace(/^\//, ''));
      await showsItsPage(page, errors, first);
      await clickEverySidebarLink(page, errors);
      await page.context().close();
    }
  });
}
