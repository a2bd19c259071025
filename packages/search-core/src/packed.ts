/**
 * The packed index the browser downloads: page titles, section headings and, per content term,
 * the sections that contain it. Section text, which only snippets need, lives in one small file
 * per page that is fetched for the hits on screen. See README "Search" for the measurements.
 */
import { normalizeTerm, tokenize } from './tokenize';
import type { SearchDocument } from '@rntl-docs/artifacts';

export const PACKED_FORMAT = 'docs-search/4';

/**
 * Pages per part of the index. The build packs each part by itself and keeps it while its pages
 * stay the same, so a page edit packs one part again instead of the whole version: on a
 * 5,000-page site, packing every page on each edit was the longest step of the build. A site of up
 * to this many pages has one part; more parts cost a little size, as terms repeat in each.
 */
export const PART_PAGES = 500;

export interface PackedSearchIndex {
  format: typeof PACKED_FORMAT;
  /** The version's pages in order, PART_PAGES pages to a part; each part numbers its own pages and sections. */
  parts: PackedPart[];
}

export interface PackedPart {
  /** [route path, page title, file holding the text of its sections (relative to the index)]. */
  pages: [string, string, string][];
  /**
   * [page number, heading anchor ('' for the page top), heading text ('' for the page top), and for
   * a subsection the number of the section it sits in (absent for a top-level section)].
   */
  sections: PackedSection[];
  /** One line per section: the identifiers it documents besides its heading, space-separated. */
  names: string;
  /**
   * One line per content term, sorted: a base-36 digit giving how many leading characters it
   * shares with the previous term, the rest of the term, a space, then the numbers of the sections
   * holding it as gaps from the previous one, in variable-length base 32.
   */
  terms: string;
}

type PackedSection = [number, string, string] | [number, string, string, number];

/** What the packing yields: the index, and the text files it names (file name -> JSON body). */
interface PackedSearch {
  index: PackedSearchIndex;
  texts: Map<string, string>;
}

/** One part of the index and the text files it names. */
export interface PackedSearchPart {
  part: PackedPart;
  texts: Map<string, string>;
}

// A gap is written most significant digit first; only its last digit comes from FINAL, so a run
// of gaps needs no separators. Both alphabets are safe inside a JSON string.
const FINAL = '0123456789abcdefghijklmnopqrstuv';
const MORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ()*+-_';
const MAX_SHARED = 35;

export function encodeGaps(numbers: readonly number[]): string {
  let out = '';
  let previous = -1;
  for (const n of numbers) {
    let gap = n - previous - 1;
    previous = n;
    let digits = FINAL[gap % 32]!;
    gap = Math.floor(gap / 32);
    while (gap > 0) {
      digits = MORE[gap % 32]! + digits;
      gap = Math.floor(gap / 32);
    }
    out += digits;
  }
  return out;
}

export function decodeGaps(text: string): number[] {
  const numbers: number[] = [];
  let previous = -1;
  let gap = 0;
  for (const ch of text) {
    const more = MORE.indexOf(ch);
    if (more >= 0) {
      gap = gap * 32 + more;
      continue;
    }
    const final = FINAL.indexOf(ch);
    if (final < 0) throw new Error(`packed search index: bad character ${JSON.stringify(ch)} in a section list`);
    previous += gap * 32 + final + 1;
    numbers.push(previous);
    gap = 0;
  }
  return numbers;
}

/** The distinct index terms of a text, as the engine would produce them. */
export function termsOf(text: string): Set<string> {
  return new Set(tokenize(text).map(normalizeTerm));
}

/**
 * The file of one page's section texts, as the browser fetches it for snippets: the contents of the
 * page's sections in order. The packed index names it by `nameText(body)`; the build may write it
 * wherever it renders the page, since the name depends on nothing but the page's own sections.
 */
export function pageText(sections: readonly Pick<SearchDocument, 'content'>[]): string {
  return JSON.stringify(sections.map((s) => s.content));
}

/** Items split into runs of PART_PAGES: a version's pages, in order, as the index's parts hold them. */
export function partsOf<T>(pages: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < pages.length; i += PART_PAGES) parts.push(pages.slice(i, i + PART_PAGES));
  return parts;
}

/**
 * Packs a version's search documents, a page's sections together and pages in order. `nameText`
 * names the file of one page's section texts from its JSON body (the build passes a content hash,
 * so the names are stable and cache forever).
 */
export function packSearchIndex(
  documents: readonly SearchDocument[],
  nameText: (body: string) => string,
  /** Each document's terms, when the caller has them already (termsOf(content) otherwise). */
  terms?: readonly (readonly string[])[],
): PackedSearch {
  const pages = new Map<string, number[]>();
  documents.forEach((doc, i) => {
    const page = pages.get(doc.routePath);
    if (page) page.push(i);
    else pages.set(doc.routePath, [i]);
  });
  const texts = new Map<string, string>();
  const parts = partsOf([...pages.values()]).map((part) => {
    const numbers = part.flat();
    const packed = packSearchPart(numbers.map((i) => documents[i]!), nameText, terms && numbers.map((i) => terms[i]!));
    for (const [name, body] of packed.texts) texts.set(name, body);
    return packed.part;
  });
  return { index: { format: PACKED_FORMAT, parts }, texts };
}

/** Packs the documents of one part of the index (see packSearchIndex). */
export function packSearchPart(
  documents: readonly SearchDocument[],
  nameText: (body: string) => string,
  terms?: readonly (readonly string[])[],
): PackedSearchPart {
  const pageNumber = new Map<string, number>();
  const pageSections: string[][] = [];
  const pages: [string, string, string][] = [];
  const sections: PackedSection[] = [];
  const holders = new Map<string, number[]>();
  const names: string[] = [];
  documents.forEach((doc, i) => {
    let p = pageNumber.get(doc.routePath);
    if (p === undefined) {
      p = pages.length;
      pageNumber.set(doc.routePath, p);
      pages.push([doc.routePath, doc.title, '']);
      pageSections.push([]);
    }
    const expectedId = doc.routePath + (doc.anchor ? `#${doc.anchor}` : '');
    if (doc.id !== expectedId) throw new Error(`search document ${doc.id}: id must be ${expectedId}`);
    sections.push(withParent([p, doc.anchor, doc.header], documents, i));
    pageSections[p]!.push(doc.content);
    const spaced = doc.names.find((name) => /\s/.test(name));
    if (spaced !== undefined) throw new Error(`search document ${doc.id}: name ${JSON.stringify(spaced)} holds a space`);
    names.push(doc.names.join(' '));
    for (const term of terms ? terms[i]! : termsOf(doc.content)) {
      if (/\s/.test(term)) continue;
      const list = holders.get(term);
      if (list) list.push(i);
      else holders.set(term, [i]);
    }
  });
  const texts = new Map<string, string>();
  pageSections.forEach((contents, p) => {
    const body = pageText(contents.map((content) => ({ content })));
    const name = nameText(body);
    texts.set(name, body);
    pages[p]![2] = name;
  });
  const lines: string[] = [];
  let previous = '';
  for (const term of [...holders.keys()].sort()) {
    let shared = 0;
    while (shared < MAX_SHARED && shared < previous.length && previous[shared] === term[shared]) shared += 1;
    lines.push(shared.toString(36) + term.slice(shared) + ' ' + encodeGaps(holders.get(term)!));
    previous = term;
  }
  return { part: { pages, sections, names: names.join('\n'), terms: lines.join('\n') }, texts };
}

/** The section with the number of the nearest earlier section of its page named by its parent heading. */
function withParent(section: [number, string, string], documents: readonly SearchDocument[], i: number): PackedSection {
  const { headers, routePath } = documents[i]!;
  const parent = headers[headers.length - 2];
  if (parent === undefined) return section;
  for (let j = i - 1; j >= 0 && documents[j]!.routePath === routePath; j--) {
    if (documents[j]!.header === parent && documents[j]!.headers.length === headers.length - 1) return [...section, j];
  }
  return section;
}

/** Where the text of one section sits: its page's text file and its place in that file. */
export interface TextLocation {
  file: string;
  position: number;
}

interface UnpackedSearchIndex {
  /** Documents whose content is the section's terms, space-separated (see TERMS_INDEX_OPTIONS). */
  documents: SearchDocument[];
  /** Section id (route plus anchor) -> where its text is. */
  textOf: Map<string, TextLocation>;
}

/** The id (route plus anchor) of each section of a packed index, in order, without unpacking its terms. */
export function sectionIdsOf(index: PackedSearchIndex): string[] {
  return index.parts.flatMap(partSectionIds);
}

/** The ids of one part's sections (see sectionIdsOf). */
export function partSectionIds(part: PackedPart): string[] {
  return part.sections.map(([p, anchor]) => {
    const page = part.pages[p];
    if (!page) throw new Error(`packed search index: a section names page ${p}, which does not exist`);
    return page[0] + (anchor ? `#${anchor}` : '');
  });
}

/** Rebuilds documents for the engine from a packed index; throws on anything malformed. */
export function unpackSearchIndex(value: unknown): UnpackedSearchIndex {
  const index = value as Partial<PackedSearchIndex> | null;
  if (!index || index.format !== PACKED_FORMAT || !Array.isArray(index.parts)) throw new Error(`not a ${PACKED_FORMAT} search index`);
  const unpacked: UnpackedSearchIndex = { documents: [], textOf: new Map() };
  index.parts.forEach((part, n) => unpackPart(part, n, unpacked));
  return unpacked;
}

/** Adds one part's documents and text locations to `into`. */
function unpackPart(value: unknown, n: number, into: UnpackedSearchIndex): void {
  const part = value as Partial<PackedPart> | null;
  if (!part || !Array.isArray(part.pages) || !Array.isArray(part.sections) || typeof part.names !== 'string' || typeof part.terms !== 'string') {
    throw new Error(`packed search index: part ${n} is not a part of a ${PACKED_FORMAT} search index`);
  }
  const terms: string[][] = part.sections.map(() => []);
  let previous = '';
  for (const line of part.terms ? part.terms.split('\n') : []) {
    const space = line.indexOf(' ');
    const term = previous.slice(0, parseInt(line[0]!, 36)) + line.slice(1, space);
    for (const s of decodeGaps(line.slice(space + 1))) {
      const list = terms[s];
      if (!list) throw new Error(`packed search index: term ${term} names section ${s}, which does not exist`);
      list.push(term);
    }
    previous = term;
  }
  const names = part.sections.length ? part.names.split('\n') : [];
  const seen = new Map<number, number>();
  const documents: SearchDocument[] = [];
  part.sections.forEach(([p, anchor, header, parent], s) => {
    const page = part.pages![p];
    if (!page) throw new Error(`packed search index: section ${s} names page ${p}, which does not exist`);
    const outer = parent === undefined ? [] : documents[parent]?.headers;
    if (!outer || (parent !== undefined && parent >= s)) throw new Error(`packed search index: section ${s} sits in section ${parent}, which does not come before it`);
    const [routePath, title, file] = page;
    const id = routePath + (anchor ? `#${anchor}` : '');
    const position = seen.get(p) ?? 0;
    seen.set(p, position + 1);
    into.textOf.set(id, { file, position });
    documents.push({ id, title, header, headers: header ? [...outer, header] : [], content: terms[s]!.join(' '), names: names[s] ? names[s]!.split(' ') : [], routePath, anchor, domain: '' });
  });
  if (names.length !== documents.length) throw new Error(`packed search index: ${names.length} lines of names for ${documents.length} sections`);
  for (const document of documents) into.documents.push(document);
}
