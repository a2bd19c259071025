/**
 * Search documents as the compiler emits them (one per page section). The web app checks its
 * schema-generated type against this one, so the two cannot drift apart silently.
 */
export interface SearchDocument {
  /** Route plus anchor: unique per section. */
  id: string;
  /** Page title. */
  title: string;
  /** The section's heading ('' for the text before the first heading). */
  header: string;
  /** Parent headings, outermost first, ending with the section's own. */
  headers: string[];
  /** Plain text of the section. */
  content: string;
  /** Identifiers the section documents besides its heading: code spans opening a table row or list item. */
  names: string[];
  /** Route with the version prefix. */
  routePath: string;
  /** Heading id ('' for the page top). */
  anchor: string;
  /** Origin of the document (empty: this site). */
  domain: string;
}

/** A highlighted span: UTF-16 offset and length in the string it belongs to. */
export interface HighlightRange {
  start: number;
  length: number;
}

export interface SearchResult {
  /** What matched: the page title, a section heading, or body text (best first). */
  type: 'title' | 'header' | 'content';
  title: string;
  /** Section heading ('' for the page top). */
  header: string;
  /**
   * The section's place in its page: parent headings, outermost first, ending with its own
   * (empty for the page top). Absent from remote results that do not send it.
   */
  headers?: string[];
  /** Route plus heading anchor. */
  link: string;
  /** The query as typed. */
  query: string;
  /** Matches in the field named by `type` (title, header, or the statement for content hits). */
  highlights: HighlightRange[];
  /** About 100 characters of the section's text, centred on the first match. */
  statement: string;
  /** Matches inside `statement`. */
  statementHighlights: HighlightRange[];
  score: number;
}

/** One group of a remote search response. */
export interface RemoteSearchGroup {
  index: string;
  hits: SearchResult[];
}

/** The part of `fetch` search-core uses (tests pass their own). */
export type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Where failures are reported (the console in the browser). */
export interface Logger {
  error(...args: unknown[]): void;
}
