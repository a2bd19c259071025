/** Remote search mode: hits come from the configured API; failures are logged and yield nothing. */
import type { Fetch, Logger, RemoteSearchGroup } from './types';

interface RemoteSearchOptions {
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
