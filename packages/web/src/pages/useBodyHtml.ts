/**
 * The compiled HTML of a page body, as the `dangerouslySetInnerHTML` prop of its element. The live
 * preview's bundle resolves useBodyHtml.live.ts instead, which patches the element in place.
 */
import type { RefObject } from 'react';

export function useBodyHtml(_element: RefObject<HTMLElement | null>, html: string): { __html: string } {
  return { __html: html };
}
