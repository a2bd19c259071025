/** The MiniSearch options, defined once for the build and the browser. */
import type { Options, SearchOptions } from 'minisearch';
import { normalizeTerm, tokenize, tokenizeQuery } from './tokenize';
import type { SearchDocument } from './types';

/** One edit for words of 4+ characters, two for 8+; shorter words must match exactly (or as a prefix). */
export const fuzziness = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 4, header: 2, content: 1 },
  prefix: true,
  fuzzy: fuzziness,
  combineWith: 'AND',
  tokenize: tokenizeQuery,
};

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'header', 'content'],
  storeFields: ['title', 'header', 'routePath', 'anchor', 'content'],
  tokenize,
  processTerm: normalizeTerm,
  searchOptions: QUERY_OPTIONS,
};
