/** The app: one catch-all route; page data decides the layout. */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageData } from './data/usePageData';
import { startAnalytics } from './layout/analytics';
import { HIDEABLE_PARTS } from './layout/parts';
import { Footer } from './layout/Footer';
import { NavBar } from './layout/NavBar';
import { ProgressBar } from './layout/ProgressBar';
import { ScrollToTop } from './layout/ScrollToTop';
import { Sidebar } from './layout/Sidebar';
import { SidebarMenuBar } from './layout/SidebarMenuBar';
import { useLocaleRedirect } from './layout/useLocaleRedirect';
import { useSidebarDrawer } from './layout/useSidebarDrawer';
import { DocPage } from './pages/DocPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteContext } from './shared/SiteContext';
import { fillText } from './shared/fillText';
import { DOC_BODY_CLASS, type Boot, type PageData } from './shared/site';

/** The app's own ids start with an underscore, which no heading id does (see shared/site.ts). */
const MAIN_ID = '_main';

/** Keeps the hide-<part> classes of <html> in step with the query string after client navigation. */
function useHiddenParts(): void {
  const { search } = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    for (const part of HIDEABLE_PARTS) document.documentElement.classList.toggle(`hide-${part}`, params.get(part) === '0');
  }, [search]);
}

/** Scrolls to the top on page change, or to the heading the URL names. */
function useScrollOnNavigate(page: PageData): void {
  const { hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // On first load the browser has already placed the page (and may have restored a position).
    if (first.current) {
      first.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0 });
  }, [page.routePath, hash]);
}

/** After the version switcher fell back to an ancestor page (?from=<version>), says so. */
function VersionNotice({ version, text }: { version: string; text: string }) {
  const { search } = useLocation();
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => setFrom(new URLSearchParams(search).get('from')), [search]);
  if (!from) return null;
  return (
    <p role="status" className="mx-4 mt-4 rounded-md border border-border bg-brand-soft px-4 py-3 text-sm md:mx-10">
      {fillText(text, { from, version })}
    </p>
  );
}

function PageBody({ page }: { page: PageData }) {
  switch (page.pageType) {
    case 'home':
      return <HomePage page={page} />;
    case '404':
      return <NotFoundPage page={page} />;
    case 'custom':
    case 'blank':
      return <div className={DOC_BODY_CLASS} dangerouslySetInnerHTML={{ __html: page.html }} />;
    case 'doc':
    case 'overview':
      return <DocPage page={page} />;
  }
}

function Shell({ boot }: { boot: Boot }) {
  const { page, sidebars, loading, error } = usePageData(boot);
  const { manifest } = boot;
  useHiddenParts();
  useScrollOnNavigate(page);
  useLocaleRedirect(manifest, page.pageType === '404');
  useEffect(() => {
    document.title = page.documentTitle;
  }, [page.documentTitle]);
  useEffect(() => {
    // Once per page load: each provider's script counts the client-side navigations after it itself.
    void startAnalytics(manifest.site.analytics, manifest.site.origin);
    // A state tools can wait for: from here on the page's handlers are attached.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const drawer = useSidebarDrawer();

  const doc = page.pageType === 'doc' || page.pageType === 'overview' ? page : null;
  const sidebar = doc?.sidebar ? sidebars[doc.sidebar] : undefined;
  const toc = page.pageType !== '404' && page.outline ? page.toc : [];
  const bare = page.pageType === 'blank';
  return (
    <SiteContext.Provider value={manifest}>
      <a href={`#${MAIN_ID}`} className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2">
        {manifest.site.texts.skipToContentText}
      </a>
      <div data-part="global">
        <ProgressBar loading={loading} label={manifest.site.texts.loadingPageText} />
      </div>
      {!bare && <NavBar page={page} />}
      {!bare && (
        <SidebarMenuBar toc={toc} drawer={sidebar ? drawer : undefined} outlineTitle={manifest.site.texts.outlineTitle} menuText={manifest.site.texts.menuText} />
      )}
      <div className="mx-auto flex max-w-[1440px]">
        {sidebar && <Sidebar items={sidebar} route={page.routePath} openGroups={doc?.openGroups ?? []} drawerOpen={drawer.open} onCloseDrawer={drawer.close} label={manifest.site.texts.sidebarLabel} />}
        <main id={MAIN_ID} className="min-w-0 flex-1">
          {error && (
            <p role="alert" className="m-6 rounded-md border border-red-400 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
              {manifest.site.texts.loadErrorText}
            </p>
          )}
          <VersionNotice version={manifest.version} text={manifest.site.texts.versionFallbackText} />
          <div key={page.routePath} className="animate-[page-in_200ms_ease-out]">
            <PageBody page={page} />
          </div>
        </main>
      </div>
      {page.footer && <Footer />}
      <div data-part="global">
        <ScrollToTop label={manifest.site.texts.scrollToTopText} />
      </div>
    </SiteContext.Provider>
  );
}

/** Every path renders the shell: page data (from the manifest's routes) decides what shows. */
export function App({ boot }: { boot: Boot }) {
  return <Shell boot={boot} />;
}
