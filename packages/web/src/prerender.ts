/**
 * Prerender of one version: every route of the version becomes real HTML (readable without
 * JavaScript) that carries its boot data; its page data and packed search index go under
 * _data/VERSION/. The default version also writes 404.html and robots.txt. The bundle step merges
 * the versions' outputs and turns their sitemap/VERSION.txt lists into sitemap.xml.
 * Usage: node prerender.js VERSION_ARTIFACTS CLIENT_DIR CSS_FILE SYNTAX_CSS_FILE OUT_DIR
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { packSearchIndex, SearchEngine, unpackSearchIndex, type SearchDocument } from '../../search-core/src/index';
import { BOOT_SCRIPT } from './layout/boot';
import { renderRoute } from './server';
import { BOOT_ELEMENT_ID, htmlFileOf, type Boot, type Manifest, type PageData } from './shared/site';

const [dir, clientDir, cssFile, syntaxCssFile, out] = process.argv.slice(2) as [string, string, string, string, string];

function write(rel: string, data: string): void {
  const path = join(out, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

const contentHash = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 10);

function hashed(name: string, ext: string, data: string): string {
  return `assets/${name}.${contentHash(data)}.${ext}`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script> must not be able to close the tag.
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The hashed file name esbuild gave the client entry, from its metafile. */
function clientEntry(): string {
  const meta = JSON.parse(readFileSync(join(clientDir, 'meta.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
  const entry = Object.entries(meta.outputs).find(([, o]) => o.entryPoint?.endsWith('/client.tsx'));
  if (!entry) throw new Error(`${clientDir}/meta.json names no client entry`);
  return basename(entry[0]);
}
const entries = { client: clientEntry() };
// One stylesheet: the theme and the compiler's code colours. Every version writes the same file.
const css = readFileSync(cssFile, 'utf8') + readFileSync(syntaxCssFile, 'utf8');
const cssPath = hashed('style', 'css', css);
write(cssPath, css);
const sitemap: string[] = [];

function page(boot: Boot, location: string): string {
  const { manifest, page } = boot;
  const base = manifest.site.base;
  const canonicalTwin = page.versions.find((v) => v.exact && manifest.site.versions.find((s) => s.default)?.name === v.version);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.documentTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:title" content="${escapeHtml(page.documentTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(manifest.site.title)}">`,
    canonicalTwin && page.pageType !== '404' ? `<link rel="canonical" href="${base.replace(/\/$/, '')}${canonicalTwin.link}">` : '',
    `<link rel="icon" href="${base}favicon.svg" type="image/svg+xml">`,
    `<link rel="stylesheet" href="${base}${cssPath}">`,
    `<link rel="modulepreload" href="${base}assets/${entries.client}">`,
    `<script>${BOOT_SCRIPT}</script>`,
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="${manifest.site.lang}">`,
    `<head>${head.join('')}</head>`,
    '<body class="bg-surface text-fg antialiased">',
    `<div id="root">${renderRoute(boot, location)}</div>`,
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${inlineJson(boot)}</script>`,
    `<script type="module" src="${base}assets/${entries.client}"></script>`,
    '</body></html>',
    '',
  ].join('\n');
}

/**
 * Turns the compiler's search documents into what the browser loads (search-core's packed index
 * plus one text file per page) and returns the index's file name. Unpacking and indexing it here
 * means a bad index fails the build, not the reader's search.
 */
function writeSearchIndex(manifest: Manifest, documents: SearchDocument[]): string {
  const routes = new Set(manifest.routes.map((r) => r.path));
  const stray = documents.find((d) => !routes.has(d.routePath));
  if (stray) throw new Error(`search index of ${manifest.version}: ${stray.id} names no route`);
  const { index, texts } = packSearchIndex(documents, (body) => `search/${contentHash(body)}.json`);
  for (const [name, body] of texts) write(`_data/${manifest.version}/${name}`, body);
  const body = JSON.stringify(index);
  const name = `search_index.${manifest.version}.${contentHash(body)}.json`;
  write(`_data/${manifest.version}/${name}`, body);
  const engine = new SearchEngine(unpackSearchIndex(index).documents, { contentIsTerms: true });
  if (engine.documentCount !== documents.length) throw new Error(`search index of ${manifest.version}: ${engine.documentCount} of ${documents.length} sections survived packing`);
  console.error(`prerender: search index ${manifest.version}: ${engine.documentCount} sections, ${body.length} bytes`);
  return name;
}

const compiled = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
const version = compiled.version;
// The compiler's document list is the packing's input; the bundle carries the packed index.
cpSync(dir, join(out, '_data', version), { recursive: true, dereference: true, filter: (src) => !src.endsWith(`/${compiled.searchIndex}`) && !src.endsWith('/manifest.json') });
const searchIndex = writeSearchIndex(compiled, JSON.parse(readFileSync(join(dir, compiled.searchIndex), 'utf8')) as SearchDocument[]);
const manifest: Manifest = { ...compiled, searchIndex };
write(`_data/${version}/manifest.json`, JSON.stringify(manifest));
for (const route of manifest.routes) {
  const data = JSON.parse(readFileSync(join(dir, route.file), 'utf8')) as PageData;
  write(htmlFileOf(route.path), page({ manifest, page: data }, route.path));
  sitemap.push(manifest.site.base + route.path.slice(1));
}
if (manifest.prefix === '') {
  const notFound = JSON.parse(readFileSync(join(dir, manifest.notFound), 'utf8')) as PageData;
  write('404.html', page({ manifest, page: notFound }, '/404'));
  write('robots.txt', `User-agent: *\nAllow: /\nSitemap: ${manifest.site.base}sitemap.xml\n`);
}
write(`sitemap/${version}.txt`, sitemap.map((loc) => `  <url><loc>${escapeHtml(loc)}</loc></url>\n`).join(''));
console.error(`prerender: ${version}: ${sitemap.length} pages -> ${out}`);
