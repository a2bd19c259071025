/** The dev server's build events (packages/dev/docs_dev/events.py writes them). */
import type { PageData } from '../shared/site';

/** One compiler diagnostic: where, and what to do. */
export interface Diagnostic {
  /** Path from the content folder's parent: content/13.x/docs/api.md. */
  file: string;
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface BuildEvent {
  /** status: sent once when the page connects; update: sent after each save. */
  type: 'status' | 'update';
  /** Counts the builds that changed any version. */
  generation: number;
  /** Versions whose manifest or page data changed. */
  versions: string[];
  /** Which of their data files changed, as VERSION/NAME (13.x/pages/docs/api.json). */
  files: string[];
  /** Public files (relative to content/public) that changed. */
  public: string[];
  /** Every error the content has now; empty when the last save built cleanly. */
  errors: Diagnostic[];
  /**
   * The changed page data files (VERSION/NAME -> their data), when together they are small
   * (events.py PUSHED_BYTES); otherwise empty, and a page fetches the one it shows.
   */
  pages: Record<string, PageData>;
}

/** The stream's path below the base path. */
export const EVENTS_PATH = '__dev/events';
