/** search-core: one search engine for the build and the browser, over MiniSearch. */
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS } from './options';
import type { SearchDocument, SearchHit } from './types';

export { SEARCH_OPTIONS, tokenize } from './options';
export type { SearchDocument, SearchHit } from './types';

export const DEFAULT_LIMIT = 100;

export class SearchEngine {
  private readonly index: MiniSearch<SearchDocument>;

  constructor(documents: SearchDocument[]) {
    this.index = new MiniSearch(SEARCH_OPTIONS);
    this.index.addAll(documents);
  }

  search(query: string, limit = DEFAULT_LIMIT): SearchHit[] {
    if (!query.trim()) return [];
    return this.index.search(query).slice(0, limit).map((r) => {
      const terms = r.terms.map((t) => t.toLowerCase());
      const inTitle = terms.some((t) => String(r.title).toLowerCase().includes(t));
      const inHeader = terms.some((t) => String(r.header).toLowerCase().includes(t));
      return {
        type: inTitle && !r.anchor ? 'title' : inHeader ? 'header' : 'content',
        id: r.id as string,
        title: r.title as string,
        header: r.header as string,
        link: (r.routePath as string) + (r.anchor ? `#${r.anchor as string}` : ''),
        score: r.score,
      };
    });
  }
}
