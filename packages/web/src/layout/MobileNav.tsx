/** Phone navigation: a hamburger that opens a full-screen menu; closes on route change or at 768 px. */
import { useCallback, useEffect, useId, useState } from 'react';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useEscapeKey } from '../hooks/useEscapeKey';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useOnRouteChange } from '../hooks/useOnRouteChange';
import { useManifest } from '../shared/SiteContext';
import type { PageData } from '../shared/site';
import { AppLink } from './AppLink';
import { ThemeToggle } from './ThemeToggle';
import { Tag } from './Tag';

export function MobileNav({ page }: { page: PageData }) {
  const manifest = useManifest();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const wide = useMediaQuery('(min-width: 768px)');
  const id = useId();
  useOnRouteChange(close);
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);
  useBodyScrollLock(open);
  useEscapeKey(open, close);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label={manifest.site.texts.navigationText}
        aria-expanded={open}
        aria-controls={id}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md p-2 text-fg-muted hover:text-fg"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div id={id} hidden={!open} className="fixed inset-x-0 top-14 bottom-0 z-40 overflow-y-auto bg-surface px-6 py-4">
        <ul className="divide-y divide-border">
          {manifest.nav.map((item) =>
            item.items.length > 0 ? (
              // On phones a dropdown is simply its links under its label.
              <li key={item.text} className="py-3">
                <p className="text-sm font-semibold text-fg-muted">{item.text}<Tag text={item.tag} /></p>
                <ul>
                  {item.items.map((child) =>
                    child.target ? (
                      <li key={child.text}>
                        <AppLink link={child.target} className="block py-2 pl-3 text-base">
                          {child.text}
                          <Tag text={child.tag} />
                        </AppLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              </li>
            ) : item.target ? (
              <li key={item.text}>
                <AppLink link={item.target} className="block py-3 text-base font-medium">
                  {item.text}
                  <Tag text={item.tag} />
                </AppLink>
              </li>
            ) : null,
          )}
        </ul>
        {page.versions.length > 1 && (
          <div className="mt-6">
            <p className="mb-2 text-sm font-semibold text-fg-muted">{manifest.site.texts.versionText}</p>
            <ul className="flex gap-2">
              {page.versions.map((v) => (
                <li key={v.version}>
                  <a href={v.href} aria-current={v.version === manifest.version ? 'true' : undefined} className="rounded-md border border-border px-3 py-1.5 text-sm aria-[current=true]:border-brand aria-[current=true]:text-brand">
                    {v.version}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {manifest.site.darkMode && (
          <div className="mt-6 flex items-center justify-between">
            <span className="text-sm font-semibold text-fg-muted">{manifest.site.texts.appearanceText}</span>
            <ThemeToggle />
          </div>
        )}
      </div>
    </div>
  );
}
