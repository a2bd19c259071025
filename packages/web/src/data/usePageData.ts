/** Loads page data for the current location: preloaded on hover, swapped in when it arrives. */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { dataUrl, fetchOnce, findRoute, isTolerantForm, loadOtherRoutes, loadRoutes, normalizePath, pageUrl, versionOf, type Boot, type Layout, type PageData, type SidebarItem } from '../shared/site';

function load(manifest: Layout, file: string): Promise<PageData> {
  return fetchOnce<PageData>(dataUrl(manifest, file));
}

/** The data of a route of this version (undefined: no such route), fetched once. */
export function loadPage(layout: Layout, pathname: string): Promise<PageData | undefined> {
  return loadRoutes(layout).then((manifest) => {
    const entry = findRoute(manifest, pathname);
    return entry ? load(layout, entry.file) : undefined;
  });
}

/** Starts fetching the data of a route (on link hover) so navigation feels instant. */
export function preload(layout: Layout, pathname: string): void {
  void loadPage(layout, pathname).catch(() => undefined);
}

export interface PageState {
  page: PageData;
  /** The version's sidebars known so far: the booted page's own, then all of them (the route table's). */
  sidebars: Record<string, SidebarItem[]>;
  loading: boolean;
  error: string | null;
}

export function usePageData(boot: Boot): PageState {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<PageState>({ page: boot.page, sidebars: boot.manifest.sidebars, loading: false, error: null });
  // A static host answers `docs/x/index` (and, for a folder, `docs/x.html`) with 404.html, which
  // boots as the 404 page: leaving `current` empty makes the first run look the route up.
  const recovering = boot.page.pageType === '404' && isTolerantForm(location.pathname);
  const current = useRef(recovering ? null : normalizePath(location.pathname));

  // A tolerated form that reached its page still shows the page's clean URL.
  useEffect(() => {
    if (boot.page.pageType !== '404' && isTolerantForm(location.pathname)) {
      navigate(boot.page.routePath + location.search + location.hash, { replace: true });
    }
    // Only the URL the page booted with can be a tolerated form of it.
  }, []);

  useEffect(() => {
    const path = normalizePath(location.pathname);
    if (path === current.current) return;
    const first = current.current === null;
    current.current = path;
    const version = versionOf(boot.manifest, path);
    if (version !== boot.manifest.version) {
      // Another version has its own manifest: let the browser load that page, at its clean URL
      // when the URL was a tolerated form of a route of that version.
      const leave = (route: string) => window.location[first ? 'replace' : 'assign'](pageUrl(boot.manifest, route) + location.search + location.hash);
      if (!first) return leave(path);
      void loadOtherRoutes(boot.manifest, version).then((other) => {
        const entry = findRoute(other, path);
        if (entry) leave(entry.path);
      }, () => undefined);
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    loadRoutes(boot.manifest)
      .then(async (table) => {
        const entry = findRoute(table, path);
        if (first && entry && entry.path !== location.pathname) navigate(entry.path + location.search + location.hash, { replace: true });
        const page = first && !entry ? boot.page : await load(boot.manifest, entry ? entry.file : table.notFound);
        return { page, sidebars: table.sidebars };
      })
      .then(
      ({ page, sidebars }) => {
        if (current.current === path || (first && current.current === normalizePath(page.routePath))) setState({ page, sidebars, loading: false, error: null });
      },
      (err: unknown) => {
        console.error(err);
        if (current.current === path) setState((s) => ({ ...s, loading: false, error: String(err) }));
      },
    );
  }, [location.pathname, location.search, location.hash, boot.manifest, boot.page, navigate]);

  return state;
}
