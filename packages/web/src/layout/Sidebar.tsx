/** Docs or cookbook sidebar: collapsible groups; the group holding the current page stays open. */
import { useEffect, useRef, useState } from 'react';
import type { SidebarItem } from '../shared/site';
import { AppLink } from './AppLink';

function contains(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.link === route;
  if (item.type === 'group') return item.link === route || item.items.some((i) => contains(i, route));
  return false;
}

function Group({ item, route, depth }: { item: Extract<SidebarItem, { type: 'group' }>; route: string; depth: number }) {
  const holdsCurrent = contains(item, route);
  const [open, setOpen] = useState(!item.collapsed || holdsCurrent);
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent, route]);
  const id = `sidebar-${depth}-${item.text.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        disabled={!item.collapsible}
        onClick={() => setOpen((o) => !o)}
        className={`flex w-full items-center justify-between rounded-md px-2 py-1.5 text-left ${depth === 0 ? 'text-sm font-semibold text-fg' : 'text-sm text-fg-muted'} hover:bg-surface-muted`}
      >
        {item.text}
        {item.collapsible && (
          <svg aria-hidden="true" viewBox="0 0 16 16" className={`h-3 w-3 transition-transform ${open ? 'rotate-90' : ''}`} fill="currentColor">
            <path d="M5 3l6 5-6 5z" />
          </svg>
        )}
      </button>
      <ul id={id} hidden={!open} className="ml-2 border-l border-border pl-2">
        <SidebarItems items={item.items} route={route} depth={depth + 1} />
      </ul>
    </li>
  );
}

export function SidebarItems({ items, route, depth }: { items: SidebarItem[]; route: string; depth: number }) {
  return (
    <>
      {items.map((item, i) => {
        switch (item.type) {
          case 'link':
            return (
              <li key={item.link}>
                <AppLink
                  to={item.link}
                  aria-current={item.link === route ? 'page' : undefined}
                  className="block rounded-md px-2 py-1.5 text-sm text-fg-muted hover:bg-surface-muted hover:text-fg aria-[current=page]:bg-brand-soft aria-[current=page]:font-medium aria-[current=page]:text-brand"
                >
                  {item.text}
                </AppLink>
              </li>
            );
          case 'group':
            return <Group key={item.text} item={item} route={route} depth={depth} />;
          case 'divider':
            return <li key={`divider-${i}`} role="separator" className={`my-2 border-t border-border ${item.dividerType === 'dashed' ? 'border-dashed' : ''}`} />;
          case 'sectionHeader':
            return (
              <li key={item.sectionHeaderText} className="px-2 pt-3 pb-1 text-xs font-semibold uppercase tracking-wide text-fg-muted">
                {item.sectionHeaderText}
              </li>
            );
        }
      })}
    </>
  );
}

export function Sidebar({ items, route }: { items: SidebarItem[]; route: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keep the current page in sight in long sidebars.
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && ref.current) ref.current.scrollTop = active.offsetTop - ref.current.clientHeight / 2;
  }, [route]);
  return (
    <nav ref={ref} data-part="sidebar" aria-label="Sidebar" className="sticky top-[72px] hidden h-[calc(100vh-72px)] w-64 shrink-0 overflow-y-auto border-r border-border px-3 py-6 min-[961px]:block">
      <ul className="space-y-1">
        <SidebarItems items={items} route={route} depth={0} />
      </ul>
    </nav>
  );
}
