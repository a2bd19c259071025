/** Button that appears once the page is scrolled down, and scrolls back to the top. */
import { useState } from 'react';
import { useThrottledScroll } from '../hooks/useThrottledScroll';

const SHOW_AFTER_PX = 400;

export function ScrollToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useThrottledScroll(() => setShown(window.scrollY > SHOW_AFTER_PX), 100);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-6 bottom-6 z-30 rounded-full border border-border bg-surface p-3 text-fg-muted shadow-lg hover:text-brand"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
