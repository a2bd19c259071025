/** search-core: one search engine for the build and the browser, over MiniSearch. Its build side is `@rntl-docs/search-core/build`. */
export { SearchEngine } from './engine';
export { groupByPage } from './group';
export { searchRemote } from './remote';
export { LruCache } from './lru';
export { INDEX_OPTIONS } from './options';
export { packSearchIndex, unpackSearchIndex } from './packed';
export { loadStaticSearch, StaticSearch } from './static';
export type { SiteRanking } from './ranking';
export type { Suggestion } from './suggest';
export type { Fetch, HighlightRange, SearchResult } from './types';
