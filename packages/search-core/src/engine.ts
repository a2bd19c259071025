/** The search engine: MiniSearch with our options, typed hits, snippets and a query cache. */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { LruCache } from './lru';
import { INDEX_OPTIONS } from './options';
import { findRanges, statementOf } from './snippet';
import { normalizeTerm, tokenize } from './tokenize';
import type { SearchDocument, SearchResult } from './types';

export const DEFAULT_LIMIT = 100;
export const CACHE_SIZE = 100;
export const MIN_QUERY_LENGTH = 1;

export class SearchEngine {
  private readonly index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  private readonly cache = new LruCache<string, SearchResult[]>(CACHE_SIZE);

  constructor(documents: readonly SearchDocument[]) {
    this.index.addAll(documents);
  }

  get documentCount(): number {
    return this.index.documentCount;
  }

  /** Queries answered from the cache since construction (for tests and benchmarks). */
  cacheHits = 0;

  search(query: string, limit = DEFAULT_LIMIT): SearchResult[] {
    const keyword = query.trim();
    if (keyword.length < MIN_QUERY_LENGTH) return [];
    const key = `${limit}\u0000${keyword}`;
    const cached = this.cache.get(key);
    if (cached) {
      this.cacheHits += 1;
      return cached;
    }
    const results: SearchResult[] = [];
    for (const raw of this.index.search(keyword)) {
      const result = toResult(raw, query);
      if (result) results.push(result);
      if (results.length >= limit) break;
    }
    this.cache.set(key, results);
    return results;
  }
}

/**
 * Words to highlight: what the index matched (which covers typos and prefixes), plus the query's
 * own words, longest first so `getByRole` wins over `get`.
 */
function highlightTerms(raw: MiniResult, query: string): string[] {
  const terms = new Set([...raw.terms, ...tokenize(query).map(normalizeTerm)]);
  return [...terms].sort((a, b) => b.length - a.length);
}

function toResult(raw: MiniResult, query: string): SearchResult | null {
  const fields = new Set(Object.values(raw.match).flat());
  const title = raw.title as string;
  const header = raw.header as string;
  const anchor = raw.anchor as string;
  const content = raw.content as string;
  const terms = highlightTerms(raw, query);
  let type: SearchResult['type'];
  if (!anchor && fields.has('title')) type = 'title';
  else if (fields.has('header')) type = 'header';
  else if (fields.has('content')) type = 'content';
  // A section matched only by its page's title: the page's own title hit already covers it.
  else return null;
  const { statement, highlights: statementHighlights } = statementOf(content, terms);
  const primary = type === 'title' ? title : type === 'header' ? header : null;
  return {
    type,
    title,
    header,
    link: (raw.routePath as string) + (anchor ? `#${anchor}` : ''),
    query,
    highlights: primary === null ? statementHighlights : findRanges(primary, terms),
    statement,
    statementHighlights,
    score: raw.score,
  };
}
