/**
 * Where the panel's results come from: the version's static index (search-core in a lazy chunk,
 * fetched on the first sign of intent and kept for the session) or the configured remote API.
 */
import type { SearchDocument as SchemaSearchDocument } from '../shared/artifacts.gen';
import { dataUrl, type Manifest } from '../shared/site';
import type { SearchDocument, SearchResult } from '../../../search-core/src/types';

// The compiler's schema type and search-core's own type must stay interchangeable.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const documentsAgree: Same<SchemaSearchDocument, SearchDocument> = true;
void documentsAgree;

export type { SearchResult };
export type SearchFn = (keyword: string) => Promise<SearchResult[]>;

const sources = new Map<string, Promise<SearchFn>>();

/** The search function for the manifest's version; the first call starts loading it. */
export function searchSource(manifest: Manifest): Promise<SearchFn> {
  const key = `${manifest.site.lang}:${manifest.version}`;
  let source = sources.get(key);
  if (!source) {
    source = load(manifest);
    sources.set(key, source);
  }
  return source;
}

async function load(manifest: Manifest): Promise<SearchFn> {
  const core = await import('../../../search-core/src/index');
  const { search } = manifest.site;
  if (search.mode === 'remote' && search.apiUrl) {
    const apiUrl = search.apiUrl;
    const searchIndexes = search.searchIndexes.length ? search.searchIndexes : [manifest.version];
    return async (keyword) => {
      if (!keyword.trim()) return [];
      const groups = await core.searchRemote({ apiUrl, keyword, limit: search.limit, searchIndexes, lang: manifest.site.lang });
      return groups.flatMap((g) => (Array.isArray(g.hits) ? g.hits : []));
    };
  }
  const documents = await core.fetchSearchDocuments(dataUrl(manifest, manifest.searchIndex));
  const engine = new core.SearchEngine(documents);
  return async (keyword) => engine.search(keyword, search.limit);
}
