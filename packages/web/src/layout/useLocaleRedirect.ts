/**
 * Applies the locale rules once per page load. They only matter with more than one locale, so
 * their code is loaded only then and costs a one-locale site nothing.
 */
import { useEffect } from 'react';
import { basename, type Layout } from '../shared/site';

export function useLocaleRedirect(manifest: Layout, notFound: boolean): void {
  useEffect(() => {
    const { site } = manifest;
    if (site.locales.length < 2) return;
    void import('../shared/locale').then(({ firstVisitRedirect, notFoundRedirect, VISITED_KEY }) => {
      const settings = { locales: site.locales, defaultLang: site.lang, redirect: site.localeRedirect };
      const base = basename(manifest);
      const route = window.location.pathname.slice(base.length) || '/';
      let visited = true;
      try {
        visited = localStorage.getItem(VISITED_KEY) === '1';
        localStorage.setItem(VISITED_KEY, '1');
      } catch {
        // Storage blocked: treat as visited so we never redirect without being able to remember it.
      }
      const target = notFound
        ? notFoundRedirect(settings, route)
        : firstVisitRedirect(settings, { route, visited, userAgent: navigator.userAgent, languages: navigator.languages });
      if (target) window.location.replace(base + target + window.location.search + window.location.hash);
    });
    // Once per load: later client navigation never redirects.
  }, []);
}
