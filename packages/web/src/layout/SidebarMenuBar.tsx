/**
 * Narrow screens: a 46 px bar under the navbar with "Menu" (the sidebar as a drawer, at 960 px or
 * below) and "On this page" (the outline, at 1280 px or below when the page has one).
 */
import { useCallback, useState } from 'react';
import { useEscapeKey } from '../hooks/useEscapeKey';
import { useOnRouteChange } from '../hooks/useOnRouteChange';
import type { TocEntry } from '@rntl-docs/artifacts';
import { SIDEBAR_ID } from './Sidebar';
import type { SidebarDrawer } from './useSidebarDrawer';

interface SidebarMenuBarProps {
  /** The outline's entries (none when the page shows no outline). */
  toc: TocEntry[];
  /** The page's sidebar drawer, if it shows a sidebar (the drawer is the sidebar itself). */
  drawer: SidebarDrawer | undefined;
  outlineTitle: string;
  /** The drawer button's text. */
  menuText: string;
}

export function SidebarMenuBar({ toc, drawer, outlineTitle, menuText }: SidebarMenuBarProps) {
  const [outlineOpen, setOutlineOpen] = useState(false);
  const close = useCallback(() => setOutlineOpen(false), []);
  useOnRouteChange(close);
  useEscapeKey(outlineOpen, close);
  const hasOutline = toc.length > 0;
  if (!drawer && !hasOutline) return null;
  // Shown at or below 960 px, or 1280 px when there is an outline to reach.
  const visibility = hasOutline ? 'flex min-[1281px]:hidden' : 'flex min-[961px]:hidden';
  return (
    <div data-part="sidebar" className={`sticky top-14 z-20 h-[46px] items-center justify-between border-b border-border bg-surface/95 px-4 backdrop-blur md:top-[72px] ${visibility}`}>
      {drawer ? (
        <button
          type="button"
          aria-expanded={drawer.open}
          aria-controls={SIDEBAR_ID}
          onClick={() => {
            setOutlineOpen(false);
            drawer.toggle();
          }}
          className="flex items-center gap-2 text-sm text-fg-muted hover:text-fg min-[961px]:invisible">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h10M4 18h16" />
          </svg>
          {menuText}
        </button>
      ) : (
        <span />
      )}
      {hasOutline && (
        <div className="relative">
          <button type="button" aria-expanded={outlineOpen} aria-controls="_outline-popover" onClick={() => setOutlineOpen((o) => !o)} className="text-sm text-fg-muted hover:text-fg">
            {outlineTitle} <span aria-hidden="true">▾</span>
          </button>
          <ul id="_outline-popover" hidden={!outlineOpen} className="absolute right-0 mt-2 max-h-[60vh] w-72 overflow-y-auto rounded-md border border-border bg-surface p-2 text-sm shadow-lg">
            {toc.map((t) => (
              <li key={t.id} style={{ paddingLeft: `${(t.depth - 2) * 12}px` }}>
                <a href={`#${t.id}`} onClick={close} className="block rounded px-2 py-1 text-fg-muted hover:bg-surface-muted hover:text-fg">
                  {t.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
