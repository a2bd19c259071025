/**
 * A navbar item with `items`: a disclosure menu of links. Opens on hover or click, closes 150 ms
 * after the pointer leaves, on Escape (focus returns to the button), on route change or when
 * focus leaves it; ArrowDown opens it at the first link, the arrow keys move between links.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '../shared/artifacts.gen';
import { useOnRouteChange } from '../hooks/useOnRouteChange';
import { AppLink } from './AppLink';
import { Tag } from './Tag';

const CLOSE_DELAY_MS = 150;

export default function NavMenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const cancelClose = () => window.clearTimeout(timer.current);
  const close = useCallback(() => setOpen(false), []);
  useOnRouteChange(close);
  useEffect(() => cancelClose, []);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      if (!open) setOpen(true);
      // The list renders on open; focus after it has.
      window.requestAnimationFrame(() => focusLink(at + 1));
    } else if (event.key === 'ArrowUp' && open) {
      focusLink(at < 0 ? -1 : at - 1);
    } else if (event.key === 'Home' && at >= 0) {
      focusLink(0);
    } else if (event.key === 'End' && at >= 0) {
      focusLink(-1);
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <div
      ref={root}
      className="relative"
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={() => {
        cancelClose();
        timer.current = window.setTimeout(close, CLOSE_DELAY_MS);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className="flex items-center gap-1 rounded-md px-3 py-2 text-fg-muted hover:text-fg">
        {item.text}
        <Tag text={item.tag} />
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3" fill="currentColor">
          <path d="M3 6l5 5 5-5z" />
        </svg>
      </button>
      <ul id={id} hidden={!open} className="absolute left-0 z-40 mt-1 min-w-44 rounded-md border border-border bg-surface p-1 shadow-lg">
        {item.items.map((child) =>
          child.target ? (
            <li key={child.text}>
              <AppLink link={child.target} className="block rounded px-3 py-1.5 text-sm text-fg hover:bg-surface-muted focus:bg-surface-muted">
                {child.text}
                <Tag text={child.tag} />
              </AppLink>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
