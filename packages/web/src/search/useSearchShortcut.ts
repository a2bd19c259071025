/** Ctrl+K / Cmd+K toggles the search panel from anywhere on the page. */
import { useEffect, useRef } from 'react';

export function useSearchShortcut(onToggle: () => void): void {
  const saved = useRef(onToggle);
  saved.current = onToggle;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        saved.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
