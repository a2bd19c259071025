/** 404: the home link leads to the root of the version the URL names. */
import { useEffect, useState } from 'react';
import { useManifest } from '../shared/SiteContext';

export function NotFoundPage() {
  const manifest = useManifest();
  const base = manifest.site.base.replace(/\/$/, '');
  const [home, setHome] = useState(base + manifest.prefix + '/');

  useEffect(() => {
    // GitHub Pages serves one 404.html for every version: derive the version from the URL.
    const path = window.location.pathname.startsWith(base) ? window.location.pathname.slice(base.length) : '';
    const first = path.split('/')[1] ?? '';
    const version = manifest.site.versions.find((v) => !v.default && v.name === first);
    setHome(base + (version ? version.prefix : '') + '/');
  }, [base, manifest]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="mt-4 text-xl font-semibold tracking-widest">PAGE NOT FOUND</h1>
      <div className="my-6 h-px w-16 bg-border" />
      <a href={home} className="rounded-full border border-brand px-5 py-2 font-medium text-brand hover:bg-brand hover:text-on-brand">
        Take me home
      </a>
    </div>
  );
}
