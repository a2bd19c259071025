/** Calls back on scroll at most once per interval (and once at the end of a burst). */
import { useEffect, useRef } from 'react';

export function useThrottledScroll(callback: () => void, intervalMs: number): void {
  const saved = useRef(callback);
  saved.current = callback;
  useEffect(() => {
    let last = 0;
    let trailing: number | undefined;
    const onScroll = () => {
      const now = performance.now();
      window.clearTimeout(trailing);
      if (now - last >= intervalMs) {
        last = now;
        saved.current();
      } else {
        trailing = window.setTimeout(() => {
          last = performance.now();
          saved.current();
        }, intervalMs);
      }
    };
    saved.current();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(trailing);
    };
  }, [intervalMs]);
}
