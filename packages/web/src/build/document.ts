/**
 * A page's HTML document: real HTML readable without JavaScript (the app rendered on the server),
 * the boot script, and the page's boot data inline.
 */
import { renderRoute } from '../server';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, bundleUrl, layoutOf, sidebarKeyOf, type Boot, type PageData } from '../shared/site';
import type { Target } from './target';

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script> must not be able to close the tag.
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function htmlDocument(t: Target, page: PageData, location: string): string {
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
    `<script>${t.boot}</script>`,
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="${manifest.site.lang}">`,
    `<head>${head.join('')}</head>`,
    '<body class="bg-surface text-fg antialiased">',
    `<div id="${ROOT_ELEMENT_ID}">${renderRoute(boot, location)}</div>`,
    // The page's HTML is in the DOM already: the boot data leaves it out (client.tsx reads it back),
    // so a page's markup is carried once, not twice.
    `<script id="${BOOT_ELEMENT_ID}" type="application/json">${inlineJson({ ...boot, page: page.pageType === '404' ? page : { ...page, html: '', tips: '' } })}</script>`,
    `<script type="module" src="${url(`assets/${t.client.entry}`)}"></script>`,
    '</body></html>',
    '',
  ].join('\n');
}
