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
