/**
 * The navbar's menus (version, language, nav dropdowns): the WAI-ARIA disclosure pattern for a
 * list of links. The button toggles the list (Enter, Space, click); ArrowDown opens it at the first
 * link; ArrowUp and ArrowDown move between links, Home and End to the first and last; Escape closes
 * it and returns focus to the button; it closes when focus leaves it or the route changes. With
 * `hover`, the pointer opens it too, and leaving closes it after CLOSE_DELAY_MS.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useOnRouteChange } from '../hooks/useOnRouteChange';

export const CLOSE_DELAY_MS = 150;

const BUTTON = {
  /** Text button of the desktop navbar's right side. */
  plain: 'cursor-pointer rounded-md px-3 py-2 text-sm text-fg-muted hover:text-fg',
  /** A nav item: text, badge and a chevron. */
  nav: 'flex items-center gap-1 rounded-md px-3 py-2 text-fg-muted hover:text-fg',
} as const;

const LIST = {
  start: 'absolute left-0 z-40 mt-1 min-w-44 rounded-md border border-border bg-surface p-1 shadow-lg',
  end: 'absolute right-0 z-40 mt-1 min-w-32 rounded-md border border-border bg-surface p-1 shadow-lg',
} as const;

/** Class of a link in a menu; `aria-current="true"` marks the current choice. */
export const MENU_ITEM_CLASS =
  'block rounded px-3 py-1.5 text-sm text-fg hover:bg-surface-muted focus:bg-surface-muted aria-[current=true]:font-semibold aria-[current=true]:text-brand';

interface MenuProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name, when its text alone does not say what the menu is for. */
  name?: string;
  /** The button's look: a plain text button or a nav item (each with its own chevron). */
  variant?: keyof typeof BUTTON;
  /** Which edge of the button the list lines up with. */
  align?: keyof typeof LIST;
  /** Open while the pointer is over the menu. */
  hover?: boolean;
  /** The list's items: `<li>` elements, each holding one link. */
  children: ReactNode;
}

export function Menu({ label, name, variant = 'plain', align = 'end', hover = false, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // The link to focus once the list has rendered open (ArrowDown on a closed menu).
  const focusNext = useRef<number | null>(null);
  const cancelClose = () => window.clearTimeout(timer.current);
  const close = useCallback(() => setOpen(false), []);
  useOnRouteChange(close);
  useEffect(() => cancelClose, []);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  useEffect(() => {
    if (open && focusNext.current !== null) focusLink(focusNext.current);
    focusNext.current = null;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      if (open) focusLink(at + 1);
      else {
        focusNext.current = 0;
        setOpen(true);
      }
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
      onPointerEnter={
        hover
          ? () => {
              cancelClose();
              setOpen(true);
            }
          : undefined
      }
      onPointerLeave={
        hover
          ? () => {
              cancelClose();
              timer.current = window.setTimeout(close, CLOSE_DELAY_MS);
            }
          : undefined
      }
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button ref={button} type="button" aria-label={name} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className={BUTTON[variant]}>
        {label}
        {variant === 'nav' ? (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3" fill="currentColor">
            <path d="M3 6l5 5 5-5z" />
          </svg>
        ) : (
          <>
            {' '}
            <span aria-hidden="true">▾</span>
          </>
        )}
      </button>
      <ul id={id} hidden={!open} className={LIST[align]}>
        {children}
      </ul>
    </div>
  );
}
