/** Light/dark switch. The stored choice is applied before paint by the inline script in <head>. */
import { useEffect, useState } from 'react';
import { useManifest } from '../shared/SiteContext';
import { applyTheme, readTheme, storeTheme, type Theme } from './theme';

export function ThemeToggle() {
  const { texts } = useManifest().site;
  // Unknown until mounted: the server cannot know the reader's choice.
  const [dark, setDark] = useState<boolean | null>(null);

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const sync = () => setDark(applyTheme(readTheme(), media.matches));
    sync();
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, []);

  const toggle = () => {
    const next: Theme = dark ? 'light' : 'dark';
    storeTheme(next);
    setDark(applyTheme(next, window.matchMedia('(prefers-color-scheme: dark)').matches));
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={texts.darkModeText}
      aria-pressed={dark === null ? undefined : dark}
      data-state={dark === null ? undefined : dark ? 'dark' : 'light'}
      className="rounded-md p-2 text-fg-muted hover:bg-surface-muted hover:text-fg"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 dark:hidden" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="hidden h-5 w-5 dark:block" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    </button>
  );
}
