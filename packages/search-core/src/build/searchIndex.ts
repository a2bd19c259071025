/**
 * The build side of search-core: packs a version's search sections into the files the browser
 * loads (the packed index and one text file per page). It runs in node,
 * in a persistent worker, so it keeps what it read and packed for the next build.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LruCache } from '../lru';
import { PACKED_FORMAT, packSearchPart, pageText, partSectionIds, partsOf, termsOf, type PackedSearchIndex, type PackedSearchPart } from '../packed';
import { siteRankingError, type SiteRanking } from '../ranking';
import type { SearchDocument } from '@rntl-docs/artifacts';

const contentHash = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Where a page's search texts go below the version's data folder: named by their content. */
const searchTextFile = (body: string): string => `search/${contentHash(body)}.json`;

/** Reads and checks a site's ranking settings (see ranking.ts); a bad file fails the build naming it. */
export function readSiteRanking(file: string): SiteRanking {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not readable JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const error = siteRankingError(value);
  if (error) throw new Error(`${file}: ${error}`);
  return value as SiteRanking;
}

/** A page's search text file: its name and its body (none for a page without sections). */
export function pageTextFile(sections: readonly SearchDocument[]): { name: string; body: string } | null {
  if (!sections.length) return null;
  const body = pageText(sections);
  return { name: searchTextFile(body), body };
}

/** One page's search sections, with each section's index terms, and its file's digest if Bazel named one. */
interface SearchPage {
  sections: SearchDocument[];
  terms: string[][];
  digest?: string;
}

/**
 * Pages' search sections and terms by their file's digest. Packing a version again after a body
 * edit would otherwise read and tokenize every unchanged page; a persistent worker keeps them, and
 * Bazel names each input's digest in the request, so an unchanged page is not even read. Room for
 * both versions of a 5,000-page site, several times over.
 */
const searchPages = new LruCache<string, SearchPage>(50_000);

function searchPage(file: string, digest: string | undefined): SearchPage {
  const cached = digest === undefined ? undefined : searchPages.get(digest);
  if (cached) return cached;
  const sections = JSON.parse(readFileSync(file, 'utf8')) as SearchDocument[];
  const page = { sections, terms: sections.map((s) => [...termsOf(s.content)]), digest };
  if (digest !== undefined) searchPages.set(digest, page);
  return page;
}

/** A packed part of the index, and the ids of its sections in order. */
interface Part {
  packed: PackedSearchPart;
  ids: string[];
}

/**
 * Packed parts by the digests of their pages' files. The index is packed in parts of PART_PAGES
 * pages, so an edit packs its own part again and takes the others from here. Room for several
 * sites' versions.
 */
const packedParts = new LruCache<string, Part>(256);

function packPart(pages: SearchPage[]): Part {
  const key = pages.every((p) => p.digest !== undefined) ? pages.map((p) => p.digest).join(' ') : undefined;
  const cached = key === undefined ? undefined : packedParts.get(key);
  if (cached) return cached;
  const packed = packSearchPart(pages.flatMap((p) => p.sections), searchTextFile, pages.flatMap((p) => p.terms));
  const part = { packed, ids: partSectionIds(packed.part) };
  if (key !== undefined) packedParts.set(key, part);
  return part;
}

interface SearchIndexBuild {
  /** The version's name, for file names and messages. */
  version: string;
  /** Every route of the version: a section of another route fails the build. */
  routes: ReadonlySet<string>;
  /** Each page's search sections file (the compiler's JSON list of SearchDocument). */
  files: readonly string[];
  /** The digest of each file, when Bazel named them (a worker then skips unchanged pages). */
  digests?: ReadonlyMap<string, string>;
  /** Write the pages' text files too (false when the page renders wrote them). */
  texts: boolean;
  /** Writes a file below the version's data folder. */
  write: (name: string, body: string) => void;
}

/**
 * Writes the version's packed index, the file naming it and, with `texts`, the pages' text files;
 * returns the index's file name. Every section must be in the index under its own id, or the build
 * fails, not the reader's search. search-core's tests check that packing and unpacking give the
 * documents back, and the browser tests build the engine from the real index, so the index is not
 * unpacked here.
 */
export function buildSearchIndex({ version, routes, files, digests = new Map(), texts, write }: SearchIndexBuild): string {
  // In route order, as the compiler orders a version's pages.
  const pages = files.map((f) => searchPage(f, digests.get(f))).filter((p) => p.sections.length > 0);
  const route = (p: SearchPage) => p.sections[0]!.routePath;
  pages.sort((a, b) => (route(a) < route(b) ? -1 : route(a) > route(b) ? 1 : 0));
  const documents = pages.flatMap((p) => p.sections);
  const stray = documents.find((d) => !routes.has(d.routePath));
  if (stray) throw new Error(`search index of ${version}: ${stray.id} names no route`);
  const parts = partsOf(pages).map(packPart);
  if (texts) for (const { packed } of parts) for (const [name, body] of packed.texts) write(name, body);
  const body = JSON.stringify({ format: PACKED_FORMAT, parts: parts.map((p) => p.packed.part) } satisfies PackedSearchIndex);
  const name = `search_index.${version}.${contentHash(body)}.json`;
  write(name, body);
  const ids = parts.flatMap((p) => p.ids);
  const lost = documents.filter((d, i) => ids[i] !== d.id);
  if (ids.length !== documents.length || lost.length) throw new Error(`search index of ${version}: ${documents.length - lost.length} of ${documents.length} sections kept their ids (first lost: ${lost[0]?.id})`);
  console.error(`prerender: search index ${version}: ${ids.length} sections in ${parts.length} part(s), ${body.length} bytes`);
  return name;
}
