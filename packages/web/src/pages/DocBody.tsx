/** Compiled page HTML, made interactive by delegation: router links, tabs, copy buttons and code quick info. */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadPage, preload } from '../data/usePageData';
import { MARKUP } from '@rntl-docs/artifacts/markup';
import { useManifest } from '../shared/SiteContext';
import { DOC_BODY_CLASS } from '../shared/site';
import { moveTab, restoreTabs, selectTab } from './tabs';
import { copyCode } from './copyCode';
import { attachZoom } from './zoom';
import { attachQuickInfo } from './quickInfo';
import { useBodyHtml } from './useBodyHtml';

/**
 * html: the page's body; tips: the tooltips of its code's quick info, when its data has come
 * (empty on the page a visit starts on, whose HTML leaves them out: they are fetched with the
 * page's data on the first sign of interest in its code).
 */
export function DocBody({ html, tips = '' }: { html: string; tips?: string }) {
  const manifest = useManifest();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const body = useBodyHtml(ref, html);

  // Before paint, so a remembered tab never flashes the default one after client navigation.
  useLayoutEffect(() => {
    if (ref.current) restoreTabs(ref.current);
  }, [html]);
  useEffect(() => (ref.current ? attachZoom(ref.current) : undefined), [html]);
  useEffect(() => {
    const loadTips = async () => {
      if (tips) return tips;
      const page = await loadPage(manifest, pathname);
      return page && 'tips' in page ? page.tips : '';
    };
    return ref.current ? attachQuickInfo(ref.current, loadTips) : undefined;
  }, [html]);

  // The compiler marks the links the router can follow (pages of this version) with their route.
  const internalPath = (anchor: HTMLAnchorElement): string | null => anchor.getAttribute(MARKUP.route);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const tab = target.closest<HTMLButtonElement>('[role="tab"]');
    if (tab) return selectTab(tab);
    const copy = target.closest<HTMLButtonElement>(`button.${MARKUP.copyCode}`);
    if (copy) return void copyCode(copy, { copy: manifest.site.texts.copyCodeText, copied: manifest.site.texts.copiedCodeText });
    const anchor = target.closest('a');
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = internalPath(anchor);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = (event.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]');
    if (tab && moveTab(tab, event.key)) event.preventDefault();
  };

  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const path = anchor && internalPath(anchor);
    if (path) preload(manifest, path.split('#')[0] ?? path);
  };

  return <div ref={ref} className={DOC_BODY_CLASS} onClick={onClick} onKeyDown={onKeyDown} onMouseOver={onMouseOver} dangerouslySetInnerHTML={body} />;
}
