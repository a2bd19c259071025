/**
 * Where the panel's results come from: the version's static index (search-core in a lazy chunk,
 * fetched on the first sign of intent and kept for the session) or the configured remote API.
 */
import type { SearchResult, SiteRanking, Suggestion } from '@rntl-docs/search-core';
import { dataUrl, fetchOnce, SEARCH_INDEX_POINTER, type Layout } from '../shared/site';

export type { SearchResult, Suggestion };

/** The small revalidated file that names the version's packed index, with the site's ranking settings. */
export interface SearchIndexPointer {
  file: string;
  ranking?: SiteRanking;
}
/** Hits for a keyword; the first `withText` carry statements (the rest may not, to spare requests). */
export type SearchFn = (keyword: string, withText: number) => Promise<SearchResult[]>;

/** search-core, in the lazy chunk this module imports on the first sign of intent. */
type Core = typeof import('@rntl-docs/search-core');

export interface SearchSource {
  search: SearchFn;
  /** Pages whose titles are a few edits from a keyword that found nothing (none in remote mode). */
  suggest: (keyword: string) => Suggestion[];
  /** Hits grouped by page, in the order the panel shows them (search-core's, from the same chunk). */
  group: Core['groupByPage'];
}

const sources = new Map<string, Promise<SearchSource>>();

/** The search for the manifest's version; the first call starts loading it. */
export function searchSource(manifest: Layout): Promise<SearchSource> {
  const key = `${manifest.site.lang}:${manifest.version}`;
  let source = sources.get(key);
  if (!source) {
    source = load(manifest);
    sources.set(key, source);
  }
  return source;
}

async function load(manifest: Layout): Promise<SearchSource> {
  const core = await import('@rntl-docs/search-core');
  const { search } = manifest.site;
  if (search.mode === 'remote' && search.apiUrl) {
    const apiUrl = search.apiUrl;
    const searchIndexes = search.searchIndexes.length ? search.searchIndexes : [manifest.version];
    // The panel asks twice per keyword (hits, then hits with statements); the API answers both at once.
    let last: { keyword: string; hits: Promise<SearchResult[]> } | null = null;
    const remote: SearchFn = (keyword) => {
      if (!keyword.trim()) return Promise.resolve([]);
      if (last?.keyword !== keyword) {
        const hits = core.searchRemote({ apiUrl, keyword, limit: search.limit, searchIndexes, lang: manifest.site.lang }).then((groups) => groups.flatMap((g) => (Array.isArray(g.hits) ? g.hits : [])));
        last = { keyword, hits };
      }
      return last.hits;
    };
    return { search: remote, suggest: () => [], group: core.groupByPage };
  }
  const { file, ranking } = await fetchOnce<SearchIndexPointer>(dataUrl(manifest, SEARCH_INDEX_POINTER));
  const engine = await core.loadStaticSearch(dataUrl(manifest, file), fetch, console, ranking);
  return { search: (keyword, withText) => engine.search(keyword, search.limit, withText), suggest: (keyword) => engine.suggest(keyword), group: core.groupByPage };
}
