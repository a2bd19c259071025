/** When nothing matches: the page titles closest to what was typed, within a few edits. */
import { distance } from 'fastest-levenshtein';
import { squash } from './rank';

/** A page offered instead of results. */
export interface Suggestion {
  title: string;
  /** Route of the page. */
  link: string;
}

const MAX_SUGGESTIONS = 3;

/** Edits allowed between a query and a title: about one in three letters, at least one. */
export const suggestionDistance = (length: number): number => Math.max(1, Math.floor(length / 3));

/**
 * Titles within `suggestionDistance` edits of the keyword (compared without case, spaces or
 * punctuation, so `rendr hok` is two edits from Render Hook), closest first.
 */
export function closestTitles(keyword: string, pages: readonly Suggestion[]): Suggestion[] {
  const wanted = squash(keyword);
  if (!wanted) return [];
  const close: { page: Suggestion; edits: number }[] = [];
  for (const page of pages) {
    const name = squash(page.title);
    if (Math.abs(name.length - wanted.length) > suggestionDistance(name.length)) continue;
    const edits = distance(wanted, name);
    if (edits <= suggestionDistance(name.length)) close.push({ page, edits });
  }
  close.sort((a, b) => a.edits - b.edits || a.page.title.localeCompare(b.page.title));
  return close.slice(0, MAX_SUGGESTIONS).map((c) => c.page);
}
