/** Runs a callback when the route (pathname) changes, not on first render. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useOnRouteChange(callback: () => void): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  const saved = useRef(callback);
  saved.current = callback;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    saved.current();
  }, [pathname]);
}
