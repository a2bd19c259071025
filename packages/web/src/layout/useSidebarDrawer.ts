/** The phone sidebar drawer's state: closes on route change, on Escape and when the screen widens. */
import { useCallback, useEffect, useState } from 'react';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { useEscapeKey } from '../hooks/useEscapeKey';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useOnRouteChange } from '../hooks/useOnRouteChange';

export interface SidebarDrawer {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

export function useSidebarDrawer(): SidebarDrawer {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const wide = useMediaQuery('(min-width: 961px)');
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);
  useOnRouteChange(close);
  useBodyScrollLock(open);
  useEscapeKey(open, close);
  return { open, toggle, close };
}
