/** One link component for the whole theme: the compiler decided each link's kind, this renders it. */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { preload } from '../data/usePageData';
import type { Link } from '@rntl-docs/artifacts';
import { useManifest } from '../shared/SiteContext';

interface AppLinkProps {
  /** Where the link leads, as the compiler resolved it. */
  link: Link;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

export function AppLink({ link, children, ...rest }: AppLinkProps) {
  const manifest = useManifest();
  switch (link.type) {
    case 'external':
      return (
        <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      );
    case 'page':
      return (
        <a href={link.href} {...rest}>
          {children}
        </a>
      );
    case 'route': {
      const warm = () => preload(manifest, link.route.split('#')[0] ?? link.route);
      return (
        <RouterLink to={link.route} onMouseEnter={warm} onFocus={warm} {...rest}>
          {children}
        </RouterLink>
      );
    }
  }
}
