/**
 * Every file of the fixture's bundle (//e2e:fixture_site) but its pages (http.test.ts), the preview
 * serves as the bundle has it: the search index pointer with the site's ranking settings and the
 * packed index, page data (less commit dates), Markdown twins, llms.txt, llms-full.txt, robots.txt,
 * public files and images. Only the client script and sitemap.xml are the preview's own.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { test } from 'node:test';
import { comparable, FIXTURE, FIXTURE_SITE, untaggedJson, usePreview, VERSIONS } from '../support/dev';

const preview = usePreview();

const built = (file: string) => readFileSync(join(FIXTURE_SITE, file));

test('the built fixture has what the preview must match: commit dates, API badges, ranking settings, every kind of file', () => {
  const page = built('docs/api.html').toString();
  assert.match(page, /<time dateTime="[^"]+">/, 'a last-updated line');
  assert.doesNotMatch(comparable(page), /<time dateTime=/, 'which the comparison leaves out: the preview has no commit dates');
  assert.match(page, /class="api-badge"[^>]*>2\.2\+</, 'an "Added in" badge from the API history');
  const { ranking } = JSON.parse(built('_data/2.x/search_index.json').toString()) as { ranking?: unknown };
  assert.deepEqual(ranking, JSON.parse(readFileSync(join(FIXTURE, 'search-ranking.json'), 'utf8')), 'the ranking settings');
  for (const file of ['docs/api.md', 'llms.txt', 'llms-full.txt', '1.x/docs/api.md', '1.x/llms.txt', 'robots.txt', 'favicon.svg', 'img/tree.png']) {
    assert.ok(existsSync(join(FIXTURE_SITE, file)), file);
  }
});

test('the search index pointer, with the site\'s ranking settings, and the packed index are //:site\'s', async () => {
  for (const version of VERSIONS) {
    const pointer = `_data/${version.name}/search_index.json`;
    const builtPointer = JSON.parse(built(pointer).toString()) as { file: string };
    assert.deepEqual(await (await fetch(preview.server.url + pointer)).json(), builtPointer, pointer);
    const index = `_data/${version.name}/${builtPointer.file}`;
    assert.equal(await (await fetch(preview.server.url + index)).text(), built(index).toString(), index);
  }
});

/** Every file below a folder, as paths relative to it. */
function filesBelow(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(root, rel) : [rel];
  });
}

/** JSON the preview serves with its build tag on data file names, or with no commit dates: as data, without them. */
function asData(text: string): unknown {
  const value = untaggedJson(text) as { lastUpdatedTime?: string };
  delete value.lastUpdatedTime;
  return value;
}

// Files the preview has its own of: its client script (the dev client) and the sitemap, which
// only the bundle step joins (a crawler file; the version steps' lines are what differs by content).
const OWN = /^(assets\/client-[^/]+\.js|assets\/chunks\/.+|sitemap\.xml)$/;

test('every other file of //:site, the preview serves as //:site has it', async () => {
  // The preview packs a version's search index when a page first asks for it.
  for (const version of VERSIONS) assert.equal((await fetch(`${preview.server.url}_data/${version.name}/search_index.json`)).status, 200);
  const wrong: string[] = [];
  const files = filesBelow(FIXTURE_SITE).filter((file) => !file.endsWith('.html') && !OWN.test(file));
  assert.ok(files.length >= 40, 'the bundle has its files');
  for (const file of files) {
    const bytes = built(file);
    const answer = await fetch(preview.server.url + file);
    // As latin1 text, one character per byte: equal strings are equal bytes.
    const [previewedBytes, builtBytes] = [Buffer.from(await answer.arrayBuffer()).toString('latin1'), bytes.toString('latin1')];
    if (answer.status !== 200) wrong.push(`${file}: HTTP ${answer.status}`);
    else if (file.startsWith('_data/') && file.endsWith('.json')) {
      if (!isDeepStrictEqual(asData(Buffer.from(previewedBytes, 'latin1').toString()), asData(bytes.toString()))) wrong.push(`${file}: other data`);
    } else if (previewedBytes !== builtBytes) wrong.push(`${file}: other bytes`);
  }
  assert.deepEqual(wrong, []);
});
