/**
 * Client-side routing on wouter (about 2 KB gzip where react-router cost about 15 KB of the first
 * visit), with the two hook shapes the app uses. The router's location is relative to the base
 * path, as react-router's was with `basename`.
 */
import { useLocation as useRouterLocation, useSearch } from 'wouter';

export { Link, Router } from 'wouter';

export interface RouteLocation {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** The fragment with its `#`, or ''. Read from the window (wouter does not track it); '' on the server. */
  hash: string;
}

export function useLocation(): RouteLocation {
  const [pathname] = useRouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '', hash: typeof window === 'undefined' ? '' : window.location.hash };
}

export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  return useRouterLocation()[1];
}
