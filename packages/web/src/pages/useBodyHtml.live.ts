/**
 * useBodyHtml for the live preview's bundle only (see ../data/usePageData.live.ts for how NAME.live.ts
 * stands in for NAME.ts). Setting innerHTML on a long page after each save rebuilds every node of
 * the body, and that parse and style pass is most of a save's time in the browser: here React keeps
 * the HTML it first rendered, and each new HTML is merged into the element with morphdom, so only
 * the nodes the save changed are replaced. Runs before paint, and before the body's own layout
 * effects (tabs), since those are declared after this hook.
 */
import morphdom from 'morphdom';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useBodyHtml(element: RefObject<HTMLElement | null>, html: string): { __html: string } {
  const [first] = useState(html);
  const shown = useRef(html);
  useLayoutEffect(() => {
    const el = element.current;
    if (!el || shown.current === html) return;
    shown.current = html;
    // Parsed in a template: inert, so its images load only once they are merged into the page.
    const parsed = document.createElement('template');
    parsed.innerHTML = `<div>${html}</div>`;
    const next = parsed.content.firstElementChild;
    if (next) morphdom(el, next, { childrenOnly: true, onBeforeElUpdated: (from, to) => !from.isEqualNode(to) });
  }, [element, html]);
  return { __html: first };
}
