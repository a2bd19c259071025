/**
 * The navbar's "Search Docs" button and the Ctrl/Cmd+K shortcut. Nothing search-related is
 * downloaded until the reader shows intent: hovering, focusing or touching the button, or the shortcut.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { extra, loadExtras } from '../lazy/load';
import { useManifest } from '../shared/SiteContext';
import { searchSource } from './searchSource';
import { useSearchShortcut } from './useSearchShortcut';

const SearchPanel = extra('SearchPanel');

export function SearchButton() {
  const manifest = useManifest();
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  const prepare = useCallback(() => {
    void loadExtras();
    void searchSource(manifest);
  }, [manifest]);
  useSearchShortcut(() => {
    prepare();
    setOpen((o) => !o);
  });
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  }, []);
  const { searchPlaceholder } = manifest.site.texts;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onMouseEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => {
          prepare();
          setOpen(true);
        }}
        className="flex h-9 items-center gap-2 rounded-md border border-border bg-surface-muted px-2 text-sm text-fg-muted hover:border-brand hover:text-fg md:w-52 md:px-3"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only md:not-sr-only">{searchPlaceholder}</span>
        <kbd aria-hidden="true" className="ml-auto hidden rounded border border-border px-1.5 font-sans text-xs md:inline">{mac ? '⌘' : 'Ctrl'} K</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel manifest={manifest} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
