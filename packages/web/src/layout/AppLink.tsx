/** One link component for the whole theme: router links inside the version, plain links elsewhere. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { preload } from '../data/usePageData';
import { useManifest } from '../shared/SiteContext';
import { isExternal, versionOf } from '../shared/site';

interface AppLinkProps {
  /** Route with version prefix (without the base path), or an external URL. */
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const manifest = useManifest();
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (versionOf(manifest, to) !== manifest.version) {
    return (
      <a href={manifest.site.base.replace(/\/$/, '') + to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} onMouseEnter={() => preload(manifest, to.split('#')[0] ?? to)} onFocus={() => preload(manifest, to.split('#')[0] ?? to)} {...rest}>
      {children}
    </Link>
  );
}
