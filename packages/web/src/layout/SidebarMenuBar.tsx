/**
 * Narrow screens: a 46 px bar under the navbar with "Menu" (the sidebar as a drawer, at 960 px or
 * below) and "On this page" (the outline, at 1280 px or below when the page has one).
 */
import { useCallback, useState } from 'react';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useEscapeKey } from '../hooks/useEscapeKey';
import { useOnRouteChange } from '../hooks/useOnRouteChange';
import type { PageData, SidebarItem } from '../shared/site';
import { SidebarItems } from './Sidebar';

interface SidebarMenuBarProps {
  page: PageData;
  /** The page's sidebar, if it shows one. */
  sidebar: SidebarItem[] | undefined;
  outlineTitle: string;
  showOutline: boolean;
}

export function SidebarMenuBar({ page, sidebar, outlineTitle, showOutline }: SidebarMenuBarProps) {
  const [panel, setPanel] = useState<'sidebar' | 'outline' | null>(null);
  const close = useCallback(() => setPanel(null), []);
  useOnRouteChange(close);
  useBodyScrollLock(panel === 'sidebar');
  useEscapeKey(panel !== null, close);
  const hasOutline = showOutline && page.toc.length > 0;
  if (!sidebar && !hasOutline) return null;
  // Shown at or below 960 px, or 1280 px when there is an outline to reach.
  const visibility = hasOutline ? 'flex min-[1281px]:hidden' : 'flex min-[961px]:hidden';
  return (
    <div data-part="sidebar" className={`sticky top-14 z-20 h-[46px] items-center justify-between border-b border-border bg-surface/95 px-4 backdrop-blur md:top-[72px] ${visibility}`}>
      {sidebar ? (
        <button type="button" aria-expanded={panel === 'sidebar'} aria-controls="sidebar-drawer" onClick={() => setPanel(panel === 'sidebar' ? null : 'sidebar')} className="flex items-center gap-2 text-sm text-fg-muted hover:text-fg min-[961px]:invisible">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h10M4 18h16" />
          </svg>
          Menu
        </button>
      ) : (
        <span />
      )}
      {hasOutline && (
        <div className="relative">
          <button type="button" aria-expanded={panel === 'outline'} aria-controls="outline-popover" onClick={() => setPanel(panel === 'outline' ? null : 'outline')} className="text-sm text-fg-muted hover:text-fg">
            {outlineTitle} <span aria-hidden="true">▾</span>
          </button>
          <ul id="outline-popover" hidden={panel !== 'outline'} className="absolute right-0 mt-2 max-h-[60vh] w-72 overflow-y-auto rounded-md border border-border bg-surface p-2 text-sm shadow-lg">
            {page.toc.map((t) => (
              <li key={t.id} style={{ paddingLeft: `${(t.depth - 2) * 12}px` }}>
                <a href={`#${t.id}`} onClick={() => setPanel(null)} className="block rounded px-2 py-1 text-fg-muted hover:bg-surface-muted hover:text-fg">
                  {t.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {sidebar && (
        <div hidden={panel !== 'sidebar'}>
          <div className="fixed inset-0 z-40 bg-black/40" onClick={() => setPanel(null)} />
          <nav id="sidebar-drawer" aria-label="Sidebar" className="fixed top-0 bottom-0 left-0 z-50 w-72 overflow-y-auto bg-surface px-3 py-6 shadow-xl">
            <ul className="space-y-1">
              <SidebarItems items={sidebar} route={page.routePath} depth={0} />
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
