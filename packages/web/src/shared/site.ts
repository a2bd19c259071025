/** What every prerendered page carries inline, and the URL helpers both sides share. */
import type { Manifest, PageData, SidebarItem } from '@rntl-docs/artifacts';

export type { Manifest, PageData, SidebarItem };
/** A page compiled from Markdown: every kind but the 404. */
export type ContentPageData = Exclude<PageData, { pageType: '404' }>;
/** A documentation page, with sidebar, prev/next and footer (overview pages are documentation too). */
export type DocPageData = Extract<PageData, { pageType: 'doc' | 'overview' }>;

/** A version's route table: its pages' data files, its 404 page's, and every sidebar. */
export type RouteTable = Pick<Manifest, 'routes' | 'notFound' | 'sidebars'>;

/**
 * What of a version's manifest every page carries inline: the site, the nav, the page's own
 * sidebar, and the name of the version's route table file. The table (every route, every sidebar)
 * stays out, so a page's HTML does not grow with the site; the prerender writes it as one
 * content-hashed file, which the browser fetches on its first navigation and may cache for good.
 */
export type Layout = Omit<Manifest, 'routes' | 'notFound'> & {
  /** The route table's hashed file name in the version's data folder (routes.<hash>.json). */
  routesFile: string;
};

/** The packed search index's name, in a small revalidated file: the index changes with every edit. */
export const SEARCH_INDEX_POINTER = 'search_index.json';

/** The data a page boots with: its version's layout and its own page data. */
export interface Boot {
  manifest: Layout;
  page: PageData;
}

/**
 * The layout a page carries: with `sidebar`, only that sidebar (null: none); without it, all of
 * them (the live preview, which has the whole manifest at hand anyway).
 */
export function layoutOf(manifest: Manifest, routesFile: string, sidebar?: string | null): Layout {
  const { routes: _routes, notFound: _notFound, sidebars, ...layout } = manifest;
  const own = sidebar === undefined ? sidebars : sidebar !== null && sidebars[sidebar] ? { [sidebar]: sidebars[sidebar] } : {};
  return { ...layout, sidebars: own, routesFile };
}

/** The sidebar a page shows, if any: its key names one of the version's sidebars. */
export function sidebarKeyOf(page: PageData): string | null {
  return (page.pageType === 'doc' || page.pageType === 'overview') && page.sidebar ? page.sidebar : null;
}

const fetched = new Map<string, Promise<unknown>>();

/** A JSON file, fetched once per session (a failed fetch is tried again on the next call). */
export function fetchOnce<T>(url: string): Promise<T> {
  let pending = fetched.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`Failed to load ${url}: HTTP ${res.status}`);
      return res.json() as Promise<T>;
    });
    pending.catch(() => fetched.delete(url));
    fetched.set(url, pending);
  }
  return pending;
}

/** The route table of the layout's version (fetched once, from its hashed file). */
export function loadRoutes(layout: Layout): Promise<RouteTable> {
  return fetchOnce<RouteTable>(dataUrl(layout, layout.routesFile));
}

/** Another version's route table: its hashed name is in that version's pages, so through its manifest. */
export function loadOtherRoutes(layout: Layout, version: string): Promise<RouteTable> {
  return fetchOnce<Manifest>(dataUrl({ ...layout, version }, 'manifest.json'));
}

/** The class of the element that holds a page's compiled HTML (styles.css styles what is inside). */
export const DOC_BODY_CLASS = 'doc-body';

/** The prerender leaves a content page's HTML out of its boot data: it is the markup being hydrated. */
export function readBodyFromDom(page: PageData, root: Element): void {
  if (page.pageType !== '404' && !page.html) page.html = root.querySelector(`.${DOC_BODY_CLASS}`)?.innerHTML ?? '';
}

// The app's own ids start with an underscore: the compiler never gives a heading such an id.
export const BOOT_ELEMENT_ID = '__BOOT__';
export const ROOT_ELEMENT_ID = '_root';

/**
 * URL of a file of the bundle, from the bundle's root (assets/x.css, _data/13.x/manifest.json). The
 * one place the web side reads the base path: links in the artifacts arrive resolved already.
 */
export function bundleUrl(layout: Pick<Layout, 'site'>, file: string): string {
  return layout.site.base + file.replace(/^\//, '');
}

/** The base path without its trailing slash, as react-router's basename wants it. */
export function basename(layout: Layout): string {
  return bundleUrl(layout, '').slice(0, -1);
}

/** URL of a route (with its version prefix), for routes found at run time (search hits, redirects). */
export function pageUrl(layout: Layout, route: string): string {
  return basename(layout) + route;
}

/** Where a file of a version's data folder is, from the bundle's root (_data/13.x/manifest.json). */
export function dataPath(version: string, file: string): string {
  return `_data/${version}/${file}`;
}

/** URL of a file in a version's artifact folder inside the bundle. */
export function dataUrl(manifest: Layout, file: string): string {
  return bundleUrl(manifest, dataPath(manifest.version, file));
}

/** A route as a reader may type it: trailing .html and /index are tolerated. */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\.html$/, '');
  if (path.endsWith('/index')) path = path.slice(0, -'index'.length);
  return path || '/';
}

/** Whether a path is a tolerated spelling (trailing .html or /index) rather than a clean URL. */
export function isTolerantForm(pathname: string): boolean {
  return /\.html$|\/index$/.test(pathname);
}

/** The version a route belongs to, from its prefix; the default version has none. */
export function versionOf(manifest: Layout, pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  const match = manifest.site.versions.find((v) => !v.default && v.name === first);
  return match ? match.name : manifest.site.versions.find((v) => v.default)?.name ?? manifest.version;
}

/** The route entry a path names in a route table (tolerating a missing trailing slash). */
export function findRoute(manifest: RouteTable, pathname: string) {
  const path = normalizePath(pathname);
  return manifest.routes.find((r) => r.path === path || r.path === `${path}/` || (path.endsWith('/') && r.path === path.slice(0, -1)));
}

/** The file a route is written to in the bundle: /a/b -> a/b.html, /a/ -> a/index.html. */
export function htmlFileOf(route: string): string {
  if (route.endsWith('/')) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}
