/** search-core: one search engine for the build and the browser, over MiniSearch. */
export { CACHE_SIZE, DEFAULT_LIMIT, MIN_QUERY_LENGTH, SearchEngine, withStatement, type EngineOptions } from './engine';
export { groupByPage, type PageGroup } from './group';
export { searchRemote, type RemoteSearchOptions } from './remote';
export { LruCache } from './lru';
export { fuzziness, INDEX_OPTIONS, QUERY_OPTIONS, TERMS_INDEX_OPTIONS } from './options';
export { PACKED_FORMAT, PART_PAGES, packSearchIndex, packSearchPart, pageText, partSectionIds, partsOf, sectionIdsOf, termsOf, unpackSearchIndex, type PackedPart, type PackedSearch, type PackedSearchIndex, type PackedSearchPart } from './packed';
export { INDEX_FETCH_ERROR, loadStaticSearch, StaticSearch, TEXT_FETCH_ERROR } from './static';
export { compileRanking, NO_SITE_RANKING, siteRankingError, type Ranking, type SiteRanking } from './ranking';
export { closestTitles, MAX_SUGGESTIONS, type Suggestion } from './suggest';
export { findRanges, statementOf, STATEMENT_WIDTH, textWidth } from './snippet';
export { normalizeTerm, tokenize } from './tokenize';
export type { Fetch, HighlightRange, Logger, RemoteSearchGroup, SearchDocument, SearchResult } from './types';
