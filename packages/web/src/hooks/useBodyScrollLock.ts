/** Locks page scrolling while an overlay (mobile menu, sidebar drawer) is open. */
import { useEffect } from 'react';

export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.dataset.scrollLocked = 'true';
    return () => {
      document.body.style.overflow = previous;
      delete document.body.dataset.scrollLocked;
    };
  }, [locked]);
}
