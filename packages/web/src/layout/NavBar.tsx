/** Top bar: logo and title, section links, version menu, theme toggle and social links. */
import { useLocation } from 'react-router';
import { useManifest } from '../shared/SiteContext';
import type { PageData } from '../shared/site';
import { AppLink } from './AppLink';
import { ThemeToggle } from './ThemeToggle';
import { VersionMenu } from './VersionMenu';

function isActive(pattern: string | null | undefined, link: string | null | undefined, path: string, prefix: string): boolean {
  const route = path.startsWith(prefix + '/') ? path.slice(prefix.length) : path;
  if (pattern) return new RegExp(pattern).test(route);
  return !!link && path === link;
}

export function NavBar({ page }: { page: PageData }) {
  const manifest = useManifest();
  const { pathname } = useLocation();
  const { site } = manifest;
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  const home = manifest.prefix + '/';
  return (
    <header className="sticky top-0 z-30 h-14 border-b border-border bg-surface/90 backdrop-blur md:h-[72px]">
      <nav aria-label="Main" className="mx-auto flex h-full max-w-[1440px] items-center gap-4 px-4 md:px-6">
        <AppLink to={home} className="flex items-center gap-2 font-semibold text-fg">
          <img src={site.base + (logo.light ?? '').replace(/^\//, '')} alt="" width={32} height={32} className="h-8 w-8 dark:hidden" />
          <img src={site.base + (logo.dark ?? '').replace(/^\//, '')} alt="" width={32} height={32} className="hidden h-8 w-8 dark:block" />
          <span className="hidden sm:inline">{site.logoText}</span>
        </AppLink>
        <ul className="ml-2 flex items-center gap-1 text-sm">
          {manifest.nav.map((item) =>
            item.link ? (
              <li key={item.text}>
                <AppLink
                  to={item.link}
                  aria-current={isActive(item.activeMatch, item.link, pathname, manifest.prefix) ? 'page' : undefined}
                  className="rounded-md px-3 py-2 text-fg-muted hover:text-fg aria-[current=page]:font-semibold aria-[current=page]:text-brand"
                >
                  {item.text}
                </AppLink>
              </li>
            ) : null,
          )}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <VersionMenu page={page} />
          {site.darkMode && <ThemeToggle />}
          {site.socialLinks.slice(0, 5).map((s) => (
            <a key={s.content} href={s.content} target="_blank" rel="noopener noreferrer" aria-label={s.icon === 'github' ? 'GitHub' : s.icon} className="rounded-md p-2 text-fg-muted hover:text-fg">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                <path d="M12 .5a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 .1-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.6 18.3 5 18.3 5c.7 1.7.3 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .5z" />
              </svg>
            </a>
          ))}
        </div>
      </nav>
    </header>
  );
}
