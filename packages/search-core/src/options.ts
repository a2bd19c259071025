/** The MiniSearch options, defined once for the build and the browser. */
import type { Options, SearchOptions } from 'minisearch';
import { normalizeTerm, tokenize, tokenizeQuery } from './tokenize';
import type { SearchDocument } from './types';

/** One edit for words of 4+ characters, two for 8+; shorter words must match exactly (or as a prefix). */
export const fuzziness = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/**
 * A page's top section outranks the page's other sections for the same words: every section
 * carries its page title, so without this a query naming a page could list its subsections first.
 */
export const PAGE_TOP_BOOST = 1.3;

export const pageTopBoost = (stored?: Record<string, unknown>): number => (stored?.anchor ? 1 : PAGE_TOP_BOOST);

export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 4, header: 2, content: 1 },
  boostDocument: (_id, _term, stored) => pageTopBoost(stored),
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

/**
 * For documents rebuilt from the packed index: their content is already a list of index terms,
 * so it is split on spaces only, and it is not stored (snippets come from the page text files).
 */
export const TERMS_INDEX_OPTIONS: Options<SearchDocument> = {
  ...INDEX_OPTIONS,
  storeFields: ['title', 'header', 'routePath', 'anchor'],
  tokenize: (text, field) => (field === 'content' ? text.split(' ').filter(Boolean) : tokenize(text)),
};
