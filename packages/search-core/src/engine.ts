/** The search engine: MiniSearch with our options, typed hits, snippets and a query cache. */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { LruCache } from './lru';
import { INDEX_OPTIONS, TERMS_INDEX_OPTIONS } from './options';
import { compileRanking, type Ranking, type SiteRanking } from './ranking';
import { byCoverage } from './coverage';
import { buildQuery, queryParts } from './query';
import { rerank, type SectionFacts } from './rank';
import { findRanges, statementOf } from './snippet';
import { closestTitles, type Suggestion } from './suggest';
import { normalizeTerm, tokenize } from './tokenize';
import type { SearchDocument } from '@rntl-docs/artifacts';
import type { SearchResult } from './types';

const DEFAULT_LIMIT = 100;
const CACHE_SIZE = 100;
const MIN_QUERY_LENGTH = 1;

export interface EngineOptions {
  /**
   * The documents' content is a space-separated list of index terms (see packed.ts): hits then
   * come without statements, and `withStatement` adds one once the section's text is at hand.
   */
  contentIsTerms?: boolean;
  /** What the site knows about its pages and readers (none: the generic rules alone). */
  ranking?: SiteRanking;
}

/** The words each hit matched, kept for `withStatement`. */
const matchedTerms = new WeakMap<SearchResult, string[]>();

export class SearchEngine {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly cache = new LruCache<string, SearchResult[]>(CACHE_SIZE);
  private readonly facts = new Map<string, SectionFacts>();
  /** Sections with no text of their own: headings that only group the subsections below them. */
  private readonly labels = new Set<string>();
  private readonly ranking: Ranking;

  /** Every page (its top section), for suggestions when nothing matches. */
  private readonly pages: Suggestion[];

  constructor(documents: readonly SearchDocument[], options: EngineOptions = {}) {
    this.index = new MiniSearch<SearchDocument>(options.contentIsTerms ? TERMS_INDEX_OPTIONS : INDEX_OPTIONS);
    this.ranking = compileRanking(options.ranking);
    this.index.addAll(documents);
    this.pages = documents.filter((d) => !d.anchor).map((d) => ({ title: d.title, link: d.routePath }));
    for (const d of documents) if (d.anchor && !d.content.trim()) this.labels.add(d.id);
  }

  /** Pages whose titles are a few edits from the keyword: offered when it finds nothing. */
  suggest(query: string): Suggestion[] {
    return closestTitles(query.trim(), this.pages);
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
    const parts = queryParts(keyword, this.ranking);
    // The query's own words, once per query rather than once per hit.
    const queryTerms = tokenize(query).map(normalizeTerm);
    for (const raw of rerank(byCoverage(this.index.search(buildQuery(parts)), parts, this.index.documentCount), keyword, parts, this.labels, this.facts, this.ranking)) {
      const result = toResult(raw, query, queryTerms);
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
function highlightTerms(raw: MiniResult, queryTerms: readonly string[]): string[] {
  const terms = new Set([...raw.terms, ...queryTerms]);
  return [...terms].sort((a, b) => b.length - a.length);
}

function toResult(raw: MiniResult, query: string, queryTerms: readonly string[]): SearchResult | null {
  const fields = new Set(Object.values(raw.match).flat());
  const title = raw.title as string;
  const header = raw.header as string;
  const anchor = raw.anchor as string;
  const content = (raw.content as string | undefined) ?? '';
  const terms = highlightTerms(raw, queryTerms);
  let type: SearchResult['type'];
  if (!anchor && fields.has('title')) type = 'title';
  else if (fields.has('header')) type = 'header';
  else if (fields.has('content')) type = 'content';
  // A section matched only by its page's title: the page's own title hit already covers it.
  else return null;
  const { statement, highlights: statementHighlights } = statementOf(content, terms);
  const primary = type === 'title' ? title : type === 'header' ? header : null;
  const result: SearchResult = {
    type,
    title,
    header,
    headers: (raw.headers as string[] | undefined) ?? (header ? [header] : []),
    link: (raw.routePath as string) + (anchor ? `#${anchor}` : ''),
    query,
    highlights: primary === null ? statementHighlights : findRanges(primary, terms),
    statement,
    statementHighlights,
    score: raw.score,
  };
  matchedTerms.set(result, terms);
  return result;
}

/** The hit with its statement (and, for a body hit, its highlights) taken from the section's text. */
export function withStatement(result: SearchResult, text: string): SearchResult {
  const terms = matchedTerms.get(result) ?? tokenize(result.query).map(normalizeTerm);
  const { statement, highlights: statementHighlights } = statementOf(text, terms);
  return { ...result, statement, statementHighlights, highlights: result.type === 'content' ? statementHighlights : result.highlights };
}
