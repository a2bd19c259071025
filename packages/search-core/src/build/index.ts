/** search-core's build side (node only): packs a version's search sections in the prerender. */
export { buildSearchIndex, pageTextFile, readSiteRanking } from './searchIndex';
