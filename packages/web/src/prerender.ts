/**
 * Prerender: turns a version's linked artifacts into bundle files. Bazel runs it as a persistent
 * worker (JSON protocol, `--persistent_worker`), one request per action; by hand it runs one command:
 *
 *   prerender.js pages   --manifest M --markdown-root DIR --client DIR --css F --syntax F --out DIR
 *                        (FRAME BODY SEARCH TWIN)...
 *       for each page, its data (the link stage's frame joined with the page stage's body), its
 *       HTML (real HTML readable without JavaScript, with its boot data inline), the file of its
 *       search texts, and its Markdown twin (at its path below the markdown root, below the
 *       version's root)
 *   prerender.js page    --manifest M --client DIR --css F --syntax F --out DIR PAGE_DATA...
 *       HTML of pages whose data is whole already (the dev preview links in one process)
 *   prerender.js version --manifest M --not-found N --client DIR --css F --syntax F --out DIR
 *       the version's manifest, its route table (routes.<hash>.json), stylesheet, sitemap lines, and
 *       for the default version 404.html and robots.txt
 *   prerender.js text    --manifest M --out DIR [--index-only] PAGE_SEARCH...
 *       the version's packed search index from every page's search sections, the file naming it
 *       (search_index.json), and one search text file per page unless --index-only (the pages
 *       command wrote them: then a body edit rewrites one text, not a thousand)
 *
 * A page's HTML depends only on the version's layout (site, nav, its own sidebar, the route table's
 * hashed name) and its own data, never on another page's content: the route table is fetched by the browser
 * when it first navigates. So a body edit re-renders the pages of its own shard and nothing else; an
 * edit to a route or title (which changes the table's hash) re-renders the version. The version's
 * text is its own action: a body edit re-packs it beside the shard's pages, and leaves the version
 * action (whose inputs do not change) cached.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { LruCache, PACKED_FORMAT, packSearchPart, pageText, partSectionIds, partsOf, termsOf, type PackedSearchIndex, type PackedSearchPart, type SearchDocument } from '../../search-core/src/index';
import { BOOT_SCRIPT } from './layout/boot';
import { clientScripts, type ClientScripts } from './build/clientScripts';
import { serveJsonWorker, type InputDigests } from './build/worker';
import { loadExtras } from './lazy/load';
import { renderRoute } from './server';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, SEARCH_INDEX_POINTER, bundleUrl, htmlFileOf, layoutOf, sidebarKeyOf, type Boot, type ContentPageData, type Manifest, type PageData, type RouteTable } from './shared/site';

const contentHash = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 10);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script> must not be able to close the tag.
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
/** Where a page's search texts go below the version's _data folder: named by their content. */
const searchTextFile = (body: string) => `search/${contentHash(body)}.json`;

/** Where one command writes, and what every page of the version links to. */
interface Target {
  out: string;
  manifest: Manifest;
  /** The version's route table as the browser fetches it, and its hashed file name. */
  routes: { name: string; body: string };
  client: ClientScripts;
  cssPath: string;
  css: string;
}

/** Where `rel` goes below the command's output directory, its folder made. */
function outPath(target: { out: string }, rel: string): string {
  const path = join(target.out, rel);
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

function write(target: { out: string }, rel: string, data: string): void {
  writeFileSync(outPath(target, rel), data);
}

/**
 * What every shard of a version reads before its pages (manifest, route table, stylesheet, client
 * scripts), by the digests of the files it comes from. On a 5,000-page site, parsing the version's
 * 1.2 MB manifest and hashing its route table again for each shard of 8 pages was a quarter of the
 * prerender; a worker now does it once per version and build.
 */
const layouts = new LruCache<string, Omit<Target, 'out'>>(8);

function target(values: Record<string, string | undefined>, digests: InputDigests = new Map()): Target {
  const meta = join(values.client!, 'meta.json');
  const sources = [values.manifest!, values.css!, values.syntax!, meta];
  const key = sources.every((f) => digests.has(f)) ? sources.map((f) => digests.get(f)).join(' ') : undefined;
  let layout = key === undefined ? undefined : layouts.get(key);
  if (!layout) {
    // One stylesheet: the theme and the compiler's code colours.
    const css = readFileSync(values.css!, 'utf8') + readFileSync(values.syntax!, 'utf8');
    const manifest = readJson<Manifest>(values.manifest!);
    const routes = JSON.stringify({ routes: manifest.routes, notFound: manifest.notFound, sidebars: manifest.sidebars } satisfies RouteTable);
    layout = {
      manifest,
      routes: { name: `routes.${contentHash(routes)}.json`, body: routes },
      client: clientScripts(readJson(meta), meta),
      cssPath: `assets/style.${contentHash(css)}.css`,
      css,
    };
    if (key !== undefined) layouts.set(key, layout);
  }
  return { ...layout, out: values.out! };
}

function html(t: Target, page: PageData, location: string): string {
  const boot: Boot = { manifest: layoutOf(t.manifest, t.routes.name, sidebarKeyOf(page)), page };
  const { manifest } = boot;
  const url = (file: string) => bundleUrl(manifest, file);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.documentTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:title" content="${escapeHtml(page.documentTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    '<meta property="og:type" content="website">',
    page.url ? `<meta property="og:url" content="${escapeHtml(page.url)}">` : '',
    `<meta property="og:site_name" content="${escapeHtml(manifest.site.title)}">`,
    page.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">` : '',
    `<link rel="icon" href="${url('favicon.svg')}" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${url(t.cssPath)}">`,
    ...t.client.preload.map((script) => `<link rel="modulepreload" href="${url(`assets/${script}`)}">`),
    `<script>${BOOT_SCRIPT}</script>`,
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="${manifest.site.lang}">`,
    `<head>${head.join('')}</head>`,
    '<body class="bg-surface text-fg antialiased">',
    `<div id="${ROOT_ELEMENT_ID}">${renderRoute(boot, location)}</div>`,
    // The page's HTML is in the DOM already: the boot data leaves it out (client.tsx reads it back),
    // so a page's markup is carried once, not twice.
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${inlineJson({ ...boot, page: page.pageType === '404' ? page : { ...page, html: '' } })}</script>`,
    `<script type="module" src="${url(`assets/${t.client.entry}`)}"></script>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** A page's data: the link stage's frame (everything but the body) and the page stage's body. */
function pageData(frameFile: string, bodyFile: string): ContentPageData {
  const frame = readJson<Omit<ContentPageData, 'html'>>(frameFile);
  return { ...frame, html: readFileSync(bodyFile, 'utf8') } as ContentPageData;
}

function renderPages(t: Target, markdownRoot: string, files: string[]): void {
  if (files.length % 4) throw new Error('pages: give each page as its frame, its body, its search sections and its Markdown twin');
  const fileOf = new Map(t.manifest.routes.map((r) => [r.path, r.file]));
  for (let i = 0; i < files.length; i += 4) {
    const page = pageData(files[i]!, files[i + 1]!);
    const file = fileOf.get(page.routePath);
    if (!file) throw new Error(`${files[i]}: route ${page.routePath} is not in the manifest`);
    write(t, `_data/${t.manifest.version}/${file}`, JSON.stringify(page));
    write(t, htmlFileOf(page.routePath), html(t, page, page.routePath));
    const sections = readJson<SearchDocument[]>(files[i + 2]!);
    if (sections.length) {
      const body = pageText(sections);
      write(t, `_data/${t.manifest.version}/${searchTextFile(body)}`, body);
    }
    const twin = files[i + 3]!;
    if (!twin.startsWith(`${markdownRoot}/`)) throw new Error(`${twin}: a Markdown twin must sit below ${markdownRoot}`);
    copyFileSync(twin, outPath(t, join(t.manifest.prefix.slice(1), twin.slice(markdownRoot.length + 1))));
  }
}

function renderWhole(t: Target, files: string[]): void {
  for (const file of files) {
    const page = readJson<PageData>(file);
    write(t, htmlFileOf(page.routePath), html(t, page, page.routePath));
  }
}

function renderVersion(t: Target, notFoundFile: string): void {
  const { manifest } = t;
  write(t, `_data/${manifest.version}/${t.routes.name}`, t.routes.body);
  write(t, `_data/${manifest.version}/manifest.json`, JSON.stringify(manifest));
  write(t, t.cssPath, t.css);
  if (manifest.prefix === '') {
    write(t, '404.html', html(t, readJson<PageData>(notFoundFile), '/404'));
    write(t, 'robots.txt', `User-agent: *\nAllow: /\nSitemap: ${manifest.site.origin}${bundleUrl(manifest, 'sitemap.xml')}\n`);
  }
  const urls = manifest.routes.map((r) => `  <url><loc>${escapeHtml(manifest.site.origin + bundleUrl(manifest, r.path))}</loc></url>\n`);
  write(t, `sitemap/${manifest.version}.txt`, urls.join(''));
}

/** One page's search sections, with each section's index terms, and its file's digest if Bazel named one. */
interface SearchPage {
  sections: SearchDocument[];
  terms: string[][];
  digest?: string;
}

/**
 * Pages' search sections and terms by their file's digest. A body edit packs the version's index
 * again, and reading and tokenizing every unchanged page was most of that on large sites: a
 * persistent worker keeps them, and Bazel names each input's digest in the request, so an
 * unchanged page is not even read. Room for both versions of a 5,000-page site, several times over.
 */
const searchPages = new LruCache<string, SearchPage>(50_000);

function searchPage(file: string, digest: string | undefined): SearchPage {
  const cached = digest === undefined ? undefined : searchPages.get(digest);
  if (cached) return cached;
  const sections = readJson<SearchDocument[]>(file);
  const page = { sections, terms: sections.map((s) => [...termsOf(s.content)]), digest };
  if (digest !== undefined) searchPages.set(digest, page);
  return page;
}

/** A packed part of the index, and the ids of its sections in order. */
interface Part {
  packed: PackedSearchPart;
  ids: string[];
}

/**
 * Packed parts by the digests of their pages' files. The index is packed in parts of PART_PAGES
 * pages, so an edit packs its own part again and takes the others from here: on a 5,000-page site,
 * packing every page again was most of an edit's text step. Room for several sites' versions.
 */
const packedParts = new LruCache<string, Part>(256);

function packPart(pages: SearchPage[]): Part {
  const key = pages.every((p) => p.digest !== undefined) ? pages.map((p) => p.digest).join(' ') : undefined;
  const cached = key === undefined ? undefined : packedParts.get(key);
  if (cached) return cached;
  const packed = packSearchPart(pages.flatMap((p) => p.sections), searchTextFile, pages.flatMap((p) => p.terms));
  const part = { packed, ids: partSectionIds(packed.part) };
  if (key !== undefined) packedParts.set(key, part);
  return part;
}

/**
 * Turns the pages' search sections into what the browser loads (search-core's packed index, and
 * one text file per page unless the render shards wrote them) and returns the index's file name.
 * Every section must be in it under its own id, or the build fails, not the reader's search.
 * Unpacking the whole index here cost a fifth of the step on a 5,000-page site; search-core's tests
 * check that packing and unpacking give the documents back, and the browser tests build the engine
 * from the real index.
 */
function writeSearchIndex(t: { out: string }, manifest: Manifest, pages: SearchPage[], texts: boolean): string {
  const routes = new Set(manifest.routes.map((r) => r.path));
  const documents = pages.flatMap((p) => p.sections);
  const stray = documents.find((d) => !routes.has(d.routePath));
  if (stray) throw new Error(`search index of ${manifest.version}: ${stray.id} names no route`);
  const parts = partsOf(pages).map(packPart);
  if (texts) for (const { packed } of parts) for (const [name, body] of packed.texts) write(t, `_data/${manifest.version}/${name}`, body);
  const body = JSON.stringify({ format: PACKED_FORMAT, parts: parts.map((p) => p.packed.part) } satisfies PackedSearchIndex);
  const name = `search_index.${manifest.version}.${contentHash(body)}.json`;
  write(t, `_data/${manifest.version}/${name}`, body);
  const ids = parts.flatMap((p) => p.ids);
  const lost = documents.filter((d, i) => ids[i] !== d.id);
  if (ids.length !== documents.length || lost.length) throw new Error(`search index of ${manifest.version}: ${documents.length - lost.length} of ${documents.length} sections kept their ids (first lost: ${lost[0]?.id})`);
  console.error(`prerender: search index ${manifest.version}: ${ids.length} sections in ${parts.length} part(s), ${body.length} bytes`);
  return name;
}

function renderText(out: string, manifestFile: string, searchFiles: string[], texts: boolean, digests: InputDigests): void {
  const manifest = readJson<Manifest>(manifestFile);
  const t = { out };
  // In route order, as the compiler orders a version's pages.
  const pages = searchFiles.map((f) => searchPage(f, digests.get(f))).filter((p) => p.sections.length > 0);
  const route = (p: SearchPage) => p.sections[0]!.routePath;
  pages.sort((a, b) => (route(a) < route(b) ? -1 : route(a) > route(b) ? 1 : 0));
  const name = writeSearchIndex(t, manifest, pages, texts);
  write(t, `_data/${manifest.version}/${SEARCH_INDEX_POINTER}`, JSON.stringify({ file: name }));
}

/** Runs one command line; returns the exit code. */
export function run(argv: string[], digests: InputDigests = new Map()): number {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(['manifest', 'not-found', 'markdown-root', 'client', 'css', 'syntax', 'out'].map((o) => [o, { type: 'string' }])),
      'index-only': { type: 'boolean' },
    },
  }) as { values: Record<string, string | undefined>; positionals: string[] };
  if (command === 'text') renderText(values.out!, values.manifest!, positionals, !values['index-only'], digests);
  else if (command === 'pages') renderPages(target(values, digests), values['markdown-root']!, positionals);
  else if (command === 'page') renderWhole(target(values, digests), positionals);
  else if (command === 'version') renderVersion(target(values, digests), values['not-found']!);
  else throw new Error(`unknown command ${command}: use pages, page, version or text`);
  return 0;
}

// Before any render: menus of the lazy chunk render whole on every page (see lazy/load.ts).
await loadExtras();
if (process.argv.includes('--persistent_worker')) serveJsonWorker(run);
else process.exitCode = run(process.argv.slice(2).flatMap((a) => (a.startsWith('@') ? readFileSync(a.slice(1), 'utf8').split('\n').filter(Boolean) : [a])));
