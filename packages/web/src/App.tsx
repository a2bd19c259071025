/** The app: one catch-all route; page data decides the layout. */
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { usePageData } from './data/usePageData';
import { Footer } from './layout/Footer';
import { NavBar } from './layout/NavBar';
import { Sidebar } from './layout/Sidebar';
import { DocPage } from './pages/DocPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteContext } from './shared/SiteContext';
import type { Boot } from './shared/site';

/** Parts a query parameter can hide (navbar=0, sidebar=0, outline=0, footer=0). */
function hiddenParts(search: string) {
  const params = new URLSearchParams(search);
  const off = (name: string) => params.get(name) === '0';
  return { navbar: off('navbar'), sidebar: off('sidebar'), outline: off('outline'), footer: off('footer') };
}

function Shell({ boot }: { boot: Boot }) {
  const { page, error } = usePageData(boot);
  const { search } = useLocation();
  const hidden = hiddenParts(search);
  const { manifest } = boot;

  useEffect(() => {
    document.title = page.documentTitle;
  }, [page.documentTitle]);

  const sidebar = page.sidebar ? manifest.sidebars[page.sidebar] : undefined;
  const showFooter = !hidden.footer && page.frontmatter.footer !== false;
  let body;
  switch (page.pageType) {
    case 'home':
      body = <HomePage page={page} />;
      break;
    case '404':
      body = <NotFoundPage />;
      break;
    case 'custom':
    case 'blank':
      body = <div className="doc-body" dangerouslySetInnerHTML={{ __html: page.html }} />;
      break;
    default:
      body = <DocPage page={page} showOutline={!hidden.outline && page.frontmatter.outline !== false} />;
  }
  return (
    <SiteContext.Provider value={manifest}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2">
        Skip to content
      </a>
      {!hidden.navbar && page.pageType !== 'blank' && <NavBar page={page} />}
      <div className="mx-auto flex max-w-[1440px]">
        {sidebar && !hidden.sidebar && <Sidebar items={sidebar} route={page.routePath} />}
        <main id="main" className="min-w-0 flex-1">
          {error && (
            <p role="alert" className="m-6 rounded-md border border-red-400 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
              This page could not be loaded. Check your connection and try again.
            </p>
          )}
          {body}
        </main>
      </div>
      {showFooter && page.pageType !== 'blank' && <Footer />}
    </SiteContext.Provider>
  );
}

export function App({ boot }: { boot: Boot }) {
  return (
    <Routes>
      <Route path="*" element={<Shell boot={boot} />} />
    </Routes>
  );
}
