/** Top loading bar, nprogress-style: appears only when loading a page takes over 200 ms. */
import { useEffect, useState } from 'react';

const DELAY_MS = 200;

export function ProgressBar({ loading, label }: { loading: boolean; label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div role="progressbar" aria-label={label} className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] bg-brand" />
    </div>
  );
}
