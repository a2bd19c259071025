/**
 * Browser entry of the live preview (`./tools/bazel run //:dev`), never part of //:site. It boots the
 * app as ../client.tsx does, then follows the dev server's build events: after a save it fetches the
 * open page's data again and renders the app with it, so the page changes in place (scroll, open
 * sidebar groups, theme and search stay); a build error shows an overlay over the last good page.
 *
 * Named client.tsx like the production entry: the prerender finds the entry by that name, so the
 * dev server's pages are the production HTML with this script instead.
 */
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../App';
import { BOOT_ELEMENT_ID, ROOT_ELEMENT_ID, basename, bundleUrl, dataUrl, findRoute, layoutOf, loadRoutes, normalizePath, readBodyFromDom, type Boot, type Manifest, type PageData } from '../shared/site';
import { EVENTS_PATH, type BuildEvent } from './events';
import { hideErrors, showErrors } from './overlay';

function app(boot: Boot) {
  return (
    <StrictMode>
      <BrowserRouter basename={basename(boot.manifest)}>
        <App boot={boot} />
      </BrowserRouter>
    </StrictMode>
  );
}

/** The open page's route, as the router sees it (below the base path). */
function openRoute(boot: Boot): string {
  const base = basename(boot.manifest);
  const path = window.location.pathname;
  return normalizePath(path.startsWith(base) ? path.slice(base.length) || '/' : path);
}

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Failed to load ${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** A data file's name without the build tag the dev server adds (pages/docs/api.json?v=7). */
const untagged = (file: string): string => file.replace(/\?.*$/, '');

/** A data file's name with the build tag the dev server gives it in manifests (preview.py). */
const tagged = (file: string, generation: number): string => `${untagged(file)}?v=${generation}`;

/** What the saves not yet shown changed, as their events say. */
interface Saved {
  generation: number;
  /** Data files, as VERSION/NAME. */
  files: Set<string>;
  /** Page data the events carried, by VERSION/NAME. */
  pages: Map<string, PageData>;
}

/**
 * The version's routes and the open page's data after a save (the 404 data when its route is gone).
 * Page data the event carried is used as is; anything else is fetched. When the save left the
 * manifest as it was, it is not fetched again: only the build tag of the data files moves on, and
 * the open page is left as it is unless the save changed its data. When the manifest changed, the
 * open page's data (if it changed too) is fetched at the same time, under the name it had; when
 * the new manifest names another file, that one is fetched after it. The app fetched the route
 * table once and keeps that object: it is updated in place, so the next navigation and search see
 * the new routes. Page data files are named with the build's generation (pages/docs/api.json?v=7),
 * so the app's page cache misses after a save.
 */
async function fresh(boot: Boot, route: string, saved: Saved): Promise<Boot> {
  const version = boot.manifest.version;
  const data = (file: string): Promise<PageData> =>
    Promise.resolve(saved.pages.get(`${version}/${untagged(file)}`) ?? fetchJson<PageData>(dataUrl(boot.manifest, file)));
  const kept = await loadRoutes(boot.manifest);
  if (!saved.files.has(`${version}/manifest.json`)) {
    for (const entry of kept.routes) entry.file = tagged(entry.file, saved.generation);
    kept.notFound = tagged(kept.notFound, saved.generation);
    const file = findRoute(kept, route)?.file ?? kept.notFound;
    // Another page of the version saved: the open one is as it was.
    if (!saved.files.has(`${version}/${untagged(file)}`)) return boot;
    return { manifest: boot.manifest, page: await data(file) };
  }
  const guess = untagged(findRoute(kept, route)?.file ?? kept.notFound);
  const early = saved.files.has(`${version}/${guess}`) ? data(guess).catch(() => null) : null;
  const manifest = await fetchJson<Manifest>(dataUrl(boot.manifest, 'manifest.json'));
  Object.assign(kept, { routes: manifest.routes, notFound: manifest.notFound, sidebars: manifest.sidebars });
  const file = findRoute(manifest, route)?.file ?? manifest.notFound;
  const page = (untagged(file) === guess ? await early : null) ?? (await data(file));
  return { manifest: layoutOf(manifest, boot.manifest.routesFile), page };
}

/** Points images and icons that show a changed public file at its new bytes. */
function reloadPublic(boot: Boot, files: string[]): void {
  const changed = new Set(files.map((f) => bundleUrl(boot.manifest, f)));
  for (const el of document.querySelectorAll<HTMLImageElement | HTMLLinkElement>('img[src], link[rel~="icon"][href]')) {
    const attribute = el instanceof HTMLImageElement ? 'src' : 'href';
    const url = new URL(el.getAttribute(attribute) ?? '', window.location.href);
    if (!changed.has(url.pathname)) continue;
    url.searchParams.set('saved', String(Date.now()));
    el.setAttribute(attribute, url.pathname + url.search);
  }
}

function follow(root: Root, initial: Boot): void {
  let boot = initial;
  let running: Promise<void> | null = null;
  let again = false;
  let saved: Saved = { generation: 0, files: new Set(), pages: new Map() };
  // The route table now, not at the first save: the first save then shows as fast as the next.
  void loadRoutes(initial.manifest).catch(() => undefined);
  // One refresh at a time; saves that arrive meanwhile fold into one more.
  const refresh = (): void => {
    if (running) {
      again = true;
      return;
    }
    const route = openRoute(boot);
    const these = saved;
    saved = { generation: these.generation, files: new Set(), pages: new Map() };
    running = fresh(boot, route, these)
      .then((next) => {
        // Navigated meanwhile: that navigation loaded the new page's data already.
        if (next === boot || openRoute(next) !== route) return;
        boot = next;
        root.render(app(boot));
      })
      .catch((err: unknown) => console.error(err))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          refresh();
        }
      });
  };
  const html = document.documentElement;
  const source = new EventSource(bundleUrl(boot.manifest, EVENTS_PATH));
  source.onopen = () => (html.dataset.livePreview = 'connected');
  source.onerror = () => (html.dataset.livePreview = 'reconnecting');
  source.onmessage = (message: MessageEvent<string>) => {
    const event = JSON.parse(message.data) as BuildEvent;
    if (event.errors.length > 0) showErrors(event.errors);
    else hideErrors();
    if (event.type === 'update' && event.versions.includes(boot.manifest.version)) {
      saved.generation = event.generation;
      for (const file of event.files) {
        saved.files.add(file);
        // An earlier save's data for a file this one changed is out of date, carried or not.
        const page = event.pages[file];
        if (page) saved.pages.set(file, page);
        else saved.pages.delete(file);
      }
      refresh();
    }
    if (event.public.length > 0) reloadPublic(boot, event.public);
  };
}

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as Boot | null;
const rootElement = document.getElementById(ROOT_ELEMENT_ID);
if (rootElement && boot) {
  readBodyFromDom(boot.page, rootElement);
  follow(hydrateRoot(rootElement, app(boot)), boot);
}
