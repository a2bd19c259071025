/** The MiniSearch options, defined once for the build and the browser. */
import type { Options } from 'minisearch';
import type { SearchDocument } from './types';

/** Splits identifiers too: `getByRole` also yields `get`, `by`, `role`; `fireEvent.press` yields both parts. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}_$.]+/u)) {
    if (!word) continue;
    const clean = word.replace(/^\.+|\.+$/g, '');
    if (!clean) continue;
    tokens.push(clean);
    const parts = clean.split(/\.|(?<=[a-z0-9])(?=[A-Z])|_/).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

export const SEARCH_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'header', 'content'],
  storeFields: ['title', 'header', 'headers', 'routePath', 'anchor', 'content'],
  tokenize,
  processTerm: (term) => term.toLowerCase(),
  searchOptions: {
    boost: { title: 4, header: 2, content: 1 },
    prefix: true,
    fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
    combineWith: 'AND',
  },
};
