/** 404: the home link leads to the root of the version the URL names. */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { NotFoundPageData } from '@rntl-docs/artifacts';
import { useManifest } from '../shared/SiteContext';
import { versionOf } from '../shared/site';

export function NotFoundPage({ page }: { page: NotFoundPageData }) {
  const manifest = useManifest();
  const { texts } = manifest.site;
  const { pathname } = useLocation();
  const homeOf = (version: string) => page.versions.find((v) => v.version === version)?.href;
  const [home, setHome] = useState(homeOf(manifest.version));

  useEffect(() => {
    // GitHub Pages serves one 404.html for every version: the URL names the version.
    setHome(homeOf(versionOf(manifest, pathname)));
  }, [manifest, pathname]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-xl font-semibold tracking-widest">{texts.notFoundTitle}</h1>
      <div className="my-6 h-px w-16 bg-border" />
      <a href={home} className="rounded-full border border-brand px-5 py-2 font-medium text-brand hover:bg-brand hover:text-on-brand">
        {texts.notFoundHomeText}
      </a>
    </div>
  );
}
