/** Getting documents or hits over the network; failures are logged and yield nothing, never throw. */
import type { RemoteSearchGroup, SearchDocument } from './types';

export const INDEX_FETCH_ERROR = 'Failed to fetch search index, please reload the page and try again';

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface Logger {
  error(...args: unknown[]): void;
}

/** The static search documents of one version (and language). */
export async function fetchSearchDocuments(url: string, fetchFn: Fetch = fetch, log: Logger = console): Promise<SearchDocument[]> {
  try {
    const response = await fetchFn(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const body = await response.json();
    if (!Array.isArray(body)) throw new Error(`${url} is not a list of documents`);
    return body as SearchDocument[];
  } catch (error) {
    log.error(INDEX_FETCH_ERROR, error);
    return [];
  }
}

export interface RemoteSearchOptions {
  apiUrl: string;
  keyword: string;
  limit: number;
  searchIndexes: string[];
  lang: string;
}

/** Remote mode: GET apiUrl?keyword&limit&searchIndexes&lang, answered by a list of groups. */
export async function searchRemote(options: RemoteSearchOptions, fetchFn: Fetch = fetch, log: Logger = console): Promise<RemoteSearchGroup[]> {
  const url = new URL(options.apiUrl, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  url.searchParams.set('keyword', options.keyword);
  url.searchParams.set('limit', String(options.limit));
  url.searchParams.set('searchIndexes', options.searchIndexes.join(','));
  url.searchParams.set('lang', options.lang);
  try {
    const response = await fetchFn(url.toString());
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url.toString()}`);
    const body = await response.json();
    if (!Array.isArray(body)) throw new Error('remote search answered with something other than a list');
    return body as RemoteSearchGroup[];
  } catch (error) {
    log.error('Remote search failed:', error);
    return [];
  }
}
