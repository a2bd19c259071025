/**
 * Static search in the browser: the packed index of one version, fetched once, and the text files
 * of the pages whose hits are on screen, fetched as needed. Failures are logged, never thrown.
 */
import { SearchEngine, withStatement } from './engine';
import { unpackSearchIndex, type TextLocation } from './packed';
import type { SiteRanking } from './ranking';
import type { Suggestion } from './suggest';
import type { Fetch, Logger, SearchResult } from './types';

export const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again';
export const TEXT_FETCH_ERROR = 'Failed to fetch search result text';

export class StaticSearch {
  private readonly texts = new Map<string, Promise<string[] | null>>();

  constructor(
    private readonly engine: SearchEngine,
    private readonly textOf: Map<string, TextLocation>,
    private readonly baseUrl: string,
    private readonly fetchFn: Fetch = fetch,
    private readonly log: Logger = console,
  ) {}

  get documentCount(): number {
    return this.engine.documentCount;
  }

  /** Hits for `keyword`; the first `withText` of them carry a statement from their section's text. */
  async search(keyword: string, limit?: number, withText = Infinity): Promise<SearchResult[]> {
    const hits = this.engine.search(keyword, limit);
    const head = await Promise.all(hits.slice(0, withText).map((hit) => this.withText(hit)));
    return head.concat(hits.slice(head.length));
  }

  /** Pages whose titles are close to a keyword that finds nothing. */
  suggest(keyword: string): Suggestion[] {
    return this.engine.suggest(keyword);
  }

  private async withText(hit: SearchResult): Promise<SearchResult> {
    const where = this.textOf.get(hit.link);
    if (!where) return hit;
    const texts = await this.pageTexts(where.file);
    const text = texts?.[where.position];
    return typeof text === 'string' ? withStatement(hit, text) : hit;
  }

  private pageTexts(file: string): Promise<string[] | null> {
    let texts = this.texts.get(file);
    if (!texts) {
      const url = this.baseUrl + file;
      // Called unbound: the browser's fetch refuses any `this` but the window.
      const fetchFn = this.fetchFn;
      texts = fetchFn(url)
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
          const body = await response.json();
          if (!Array.isArray(body)) throw new Error(`${url} is not a list of section texts`);
          return body as string[];
        })
        .catch((error: unknown) => {
          this.log.error(TEXT_FETCH_ERROR, error);
          // Forget the failure so a later query may try again.
          this.texts.delete(file);
          return null;
        });
      this.texts.set(file, texts);
    }
    return texts;
  }
}

/**
 * Fetches and unpacks the index at `url`. On failure it logs the spec's reload hint and yields a
 * search with no documents, so the panel shows "No results" instead of breaking.
 */
/** The static search of the packed index at `url`, ranked with what the site knows (`ranking`, from its configuration). */
export async function loadStaticSearch(url: string, fetchFn: Fetch = fetch, log: Logger = console, ranking?: SiteRanking): Promise<StaticSearch> {
  const baseUrl = url.slice(0, url.lastIndexOf('/') + 1);
  try {
    const response = await fetchFn(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const { documents, textOf } = unpackSearchIndex(await response.json());
    return new StaticSearch(new SearchEngine(documents, { contentIsTerms: true, ranking }), textOf, baseUrl, fetchFn, log);
  } catch (error) {
    log.error(INDEX_FETCH_ERROR, error);
    return new StaticSearch(new SearchEngine([], { contentIsTerms: true }), new Map(), baseUrl, fetchFn, log);
  }
}
