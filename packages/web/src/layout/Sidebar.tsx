/** Docs or cookbook sidebar: collapsible groups; the group holding the current page stays open. */
import { useEffect, useRef, useState } from 'react';
import type { Link } from '@rntl-docs/artifacts';
import type { SidebarItem } from '../shared/site';
import { AppLink } from './AppLink';
import { Tag } from './Tag';

/** Where the sidebar is: the current page's route, and the groups that hold it (both from its page data). */
interface Current {
  route: string;
  openGroups: string[];
}

/** aria-current for an entry that links `target`: the current page's entry says so. */
const currentIf = (target: Link, current: Current) => (target.type === 'route' && target.route === current.route ? 'page' : undefined);

function Group({ item, current, depth }: { item: Extract<SidebarItem, { type: 'group' }>; current: Current; depth: number }) {
  const holdsCurrent = current.openGroups.includes(item.id);
  const [open, setOpen] = useState(!item.collapsed || holdsCurrent);
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent, current.route]);
  const id = item.id;
  const chevron = item.collapsible && (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={`h-3 w-3 transition-transform ${open ? 'rotate-90' : ''}`} fill="currentColor">
      <path d="M5 3l6 5-6 5z" />
    </svg>
  );
  const label = `flex w-full items-center justify-between rounded-md px-2 py-1.5 text-left ${depth === 0 ? 'text-sm font-semibold text-fg' : 'text-sm text-fg-muted'} hover:bg-surface-muted`;
  return (
    <li>
      {item.target ? (
        // A group with a page of its own (`link:` in site.yaml): its heading opens that page, the chevron folds it.
        <div className="flex items-center">
          <AppLink link={item.target} aria-current={currentIf(item.target, current)} className={`${label} aria-[current=page]:text-brand`}>
            {item.text}
          </AppLink>
          {item.collapsible && (
            <button type="button" aria-label={item.text} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className="rounded-md p-2 hover:bg-surface-muted">
              {chevron}
            </button>
          )}
        </div>
      ) : (
        <button type="button" aria-expanded={open} aria-controls={id} disabled={!item.collapsible} onClick={() => setOpen((o) => !o)} className={label}>
          {item.text}
          {chevron}
        </button>
      )}
      <ul id={id} hidden={!open} className="ml-2 border-l border-border pl-2">
        <SidebarItems items={item.items} current={current} depth={depth + 1} />
      </ul>
    </li>
  );
}

export function SidebarItems({ items, current, depth }: { items: SidebarItem[]; current: Current; depth: number }) {
  return (
    <>
      {items.map((item, i) => {
        switch (item.type) {
          case 'link':
            return (
              item.target && (
              <li key={item.link} data-context={item.context}>
                <AppLink
                  link={item.target}
                  aria-current={currentIf(item.target, current)}
                  className="block rounded-md px-2 py-1.5 text-sm text-fg-muted hover:bg-surface-muted hover:text-fg aria-[current=page]:bg-brand-soft aria-[current=page]:font-medium aria-[current=page]:text-brand"
                >
                  {item.text}
                  <Tag text={item.tag} />
                </AppLink>
              </li>
              )
            );
          case 'group':
            return <Group key={item.id} item={item} current={current} depth={depth} />;
          case 'divider':
            return <li key={`divider-${i}`} role="separator" className={`my-2 border-t border-border ${item.dividerType === 'dashed' ? 'border-dashed' : ''}`} />;
          case 'sectionHeader':
            return (
              <li key={item.sectionHeaderText} className="px-2 pt-3 pb-1 text-xs font-semibold uppercase tracking-wide text-fg-muted">
                {item.sectionHeaderText}
                <Tag text={item.tag} />
              </li>
            );
        }
      })}
    </>
  );
}

interface SidebarProps {
  items: SidebarItem[];
  /** The current page's route. */
  route: string;
  /** Ids of the groups that hold the current page. */
  openGroups: string[];
  /** At 960 px or below the sidebar is a drawer, shown while this is true. */
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  /** Accessible name of the sidebar's navigation landmark. */
  label: string;
}

/**
 * The one sidebar of the page: a column on wide screens, a drawer on narrow ones. It sits outside
 * the sticky menu bar, whose backdrop filter would make it the drawer's containing block.
 */
export function Sidebar({ items, route, openGroups, drawerOpen, onCloseDrawer, label }: SidebarProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keep the current page in sight in long sidebars.
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && ref.current) ref.current.scrollTop = active.offsetTop - ref.current.clientHeight / 2;
  }, [route, drawerOpen]);
  const state = drawerOpen ? 'open' : 'closed';
  return (
    <>
      <div data-part="sidebar" data-state={state} aria-hidden="true" onClick={onCloseDrawer} className="fixed inset-0 z-40 hidden bg-black/40 data-[state=open]:block min-[961px]:data-[state=open]:hidden" />
      <nav
        ref={ref}
        id={SIDEBAR_ID}
        data-part="sidebar"
        data-state={state}
        aria-label={label}
        className="hidden shrink-0 overflow-y-auto bg-surface px-3 py-6 max-[960px]:data-[state=open]:fixed max-[960px]:data-[state=open]:inset-y-0 max-[960px]:data-[state=open]:left-0 max-[960px]:data-[state=open]:z-50 max-[960px]:data-[state=open]:block max-[960px]:data-[state=open]:w-72 max-[960px]:data-[state=open]:shadow-xl min-[961px]:sticky min-[961px]:top-[72px] min-[961px]:block min-[961px]:h-[calc(100vh-72px)] min-[961px]:w-64 min-[961px]:border-r min-[961px]:border-border"
      >
        <ul className="space-y-1">
          <SidebarItems items={items} current={{ route, openGroups }} depth={0} />
        </ul>
      </nav>
    </>
  );
}

export const SIDEBAR_ID = '_sidebar';
