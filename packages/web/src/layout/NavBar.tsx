/** Top bar: logo and title, section links, version menu, theme toggle and social links. */
import { Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useThrottledScroll } from '../hooks/useThrottledScroll';
import { useManifest } from '../shared/SiteContext';
import type { PageData } from '../shared/site';
import { SearchButton } from '../search/SearchButton';
import { AppLink } from './AppLink';
import { MobileNav } from './MobileNav';
import { SocialLinks } from './SocialLinks';
import { ThemeToggle } from './ThemeToggle';
import { VersionMenu } from './VersionMenu';
import { extra } from '../lazy/load';
import { Tag } from './Tag';

// Only sites with two or more languages render (and so download) the language menu.
const LanguageMenu = extra('LanguageMenu');
// Likewise dropdowns: only navs with an item that has `items` download the menu.
const NavMenu = extra('NavMenu');

/** hideNavbar: 'always' hides it; 'auto' hides on scroll down and shows on scroll up (200 ms throttle). */
function useHideOnScroll(mode: string): boolean {
  const [hidden, setHidden] = useState(mode === 'always');
  const lastY = useRef(0);
  useThrottledScroll(() => {
    if (mode !== 'auto') return;
    const y = window.scrollY;
    setHidden(y > lastY.current && y > 72);
    lastY.current = y;
  }, 200);
  return hidden;
}

export function NavBar({ page }: { page: PageData }) {
  const manifest = useManifest();
  const { pathname } = useLocation();
  const { site } = manifest;
  const hidden = useHideOnScroll(site.hideNavbar);
  return (
    <header
      data-part="navbar"
      data-state={hidden ? 'hidden' : 'visible'}
      className="sticky top-0 z-30 h-14 border-b border-border bg-surface/90 backdrop-blur transition-transform duration-200 data-[state=hidden]:-translate-y-full min-[769px]:h-[72px]"
    >
      <nav aria-label={site.texts.mainNavLabel} className="mx-auto flex h-full max-w-[1440px] items-center gap-4 px-4 md:px-6">
        <AppLink link={manifest.home} className="flex items-center gap-2 font-semibold text-fg">
          <img src={site.logo.light} alt="" width={32} height={32} className="h-8 w-8 dark:hidden" />
          <img src={site.logo.dark} alt="" width={32} height={32} className="hidden h-8 w-8 dark:block" />
          <span className="sr-only sm:not-sr-only">{site.logoText}</span>
        </AppLink>
        <ul className="ml-2 hidden items-center gap-1 text-sm md:flex">
          {manifest.nav.map((item, index) =>
            item.items.length > 0 ? (
              <li key={item.text}>
                <Suspense fallback={<span className="px-3 py-2 text-fg-muted">{item.text}</span>}>
                  <NavMenu item={item} />
                </Suspense>
              </li>
            ) : item.target ? (
              <li key={item.text}>
                <AppLink
                  link={item.target}
                  aria-current={index === page.activeNav ? 'page' : undefined}
                  className="rounded-md px-3 py-2 text-fg-muted hover:text-fg aria-[current=page]:font-semibold aria-[current=page]:text-brand"
                >
                  {item.text}
                  <Tag text={item.tag} />
                </AppLink>
              </li>
            ) : null,
          )}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <SearchButton />
          <div className="hidden items-center gap-1 md:flex">
            {site.locales.length > 1 && (
              <Suspense fallback={null}>
                <LanguageMenu layout={manifest} pathname={pathname} />
              </Suspense>
            )}
            <VersionMenu page={page} />
            {site.darkMode && <ThemeToggle />}
          </div>
          <SocialLinks links={site.socialLinks} moreLabel={site.texts.moreLinksText} />
          <MobileNav page={page} />
        </div>
      </nav>
    </header>
  );
}
