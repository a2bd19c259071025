/** search-core: one search engine for the build and the browser, over MiniSearch. */
export { CACHE_SIZE, DEFAULT_LIMIT, MIN_QUERY_LENGTH, SearchEngine } from './engine';
export { fetchSearchDocuments, INDEX_FETCH_ERROR, searchRemote, type RemoteSearchOptions } from './load';
export { LruCache } from './lru';
export { fuzziness, INDEX_OPTIONS, QUERY_OPTIONS } from './options';
export { findRanges, statementOf, STATEMENT_WIDTH, textWidth } from './snippet';
export { normalizeTerm, tokenize } from './tokenize';
export type { HighlightRange, RemoteSearchGroup, SearchDocument, SearchResult } from './types';
