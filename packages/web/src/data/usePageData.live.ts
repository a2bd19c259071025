/**
 * usePageData for the live preview's bundle only (//packages/web:dev_client resolves NAME.live.ts
 * before NAME.ts), so the production client stays exactly as it is. When the preview renders the
 * app again with the saved page's data (a new boot.page, see ../dev/client.tsx), the open page
 * shows it in place; everything else (navigation, preloading, the cache) is usePageData.ts's.
 */
import { useState } from 'react';
import type { Boot, PageData } from '../shared/site';
import { usePageData as useLoadedPageData, type PageState } from './usePageData.js';

export { loadPage, preload, type PageState } from './usePageData.js';

export function usePageData(boot: Boot): PageState {
  const state = useLoadedPageData(boot);
  // The saved data, and the page it replaces: it stands only until the reader navigates away.
  // Set while rendering (not in an effect) so the saved page shows in the same commit, a frame
  // sooner than an effect would.
  const [booted, setBooted] = useState(boot.page);
  const [saved, setSaved] = useState<{ page: PageData; replaces: PageData } | null>(null);
  if (boot.page !== booted) {
    setBooted(boot.page);
    setSaved({ page: boot.page, replaces: state.page });
  }
  // The preview boots the saved page with the whole fresh manifest: its sidebars are the newest.
  return saved && saved.replaces === state.page ? { ...state, page: saved.page, sidebars: boot.manifest.sidebars } : state;
}
