/** Loads page data for the current location: preloaded on hover, swapped in when it arrives. */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { dataUrl, findRoute, loadManifest, normalizePath, versionOf, type Boot, type Layout, type PageData } from '../shared/site';

const cache = new Map<string, Promise<PageData>>();

function load(manifest: Layout, file: string): Promise<PageData> {
  const url = dataUrl(manifest, file);
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`Failed to load ${url}: HTTP ${res.status}`);
      return res.json() as Promise<PageData>;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** Starts fetching the data of a route (on link hover) so navigation feels instant. */
export function preload(layout: Layout, pathname: string): void {
  void loadManifest(layout)
    .then((manifest) => {
      const entry = findRoute(manifest, pathname);
      if (entry) return load(layout, entry.file);
    })
    .catch(() => undefined);
}

export interface PageState {
  page: PageData;
  loading: boolean;
  error: string | null;
}

export function usePageData(boot: Boot): PageState {
  const location = useLocation();
  const [state, setState] = useState<PageState>({ page: boot.page, loading: false, error: null });
  const current = useRef(normalizePath(location.pathname));

  useEffect(() => {
    const path = normalizePath(location.pathname);
    if (path === current.current) return;
    current.current = path;
    if (versionOf(boot.manifest, path) !== boot.manifest.version) {
      // Another version has its own manifest: let the browser load that page.
      window.location.assign(boot.manifest.site.base.replace(/\/$/, '') + path + location.search + location.hash);
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    loadManifest(boot.manifest)
      .then((manifest) => {
        const entry = findRoute(manifest, path);
        return load(boot.manifest, entry ? entry.file : manifest.notFound);
      })
      .then(
      (page) => {
        if (current.current === path) setState({ page, loading: false, error: null });
      },
      (err: unknown) => {
        console.error(err);
        if (current.current === path) setState((s) => ({ ...s, loading: false, error: String(err) }));
      },
    );
  }, [location.pathname, location.search, location.hash, boot.manifest]);

  return state;
}
