/**
 * What a site knows about its own pages and readers, for ranking: which routes are the reference,
 * which only mention APIs, where the migration guides are, and the words its readers use. search-core
 * knows none of it; a site names it in its configuration, the build puts it in the packed index,
 * and the engine reads it from there. Without it, ranking uses only the generic rules of options.ts.
 */

/** The site's ranking settings as its configuration writes them (JSON; patterns are regular expressions). */
export interface SiteRanking {
  /** Routes of the API reference: between a guide and the reference that match about as well, the reference explains the API itself. */
  referenceRoutes?: string;
  /** Routes that mention every API (an FAQ, migration notes): they step back when a reference section matches as well. */
  secondaryRoutes?: string;
  /** Words (matched without case) that make a query a migration question ("migrate", "upgrade"). */
  migrationWords?: string;
  /** Routes of the migration guides: for a migration question they do not step back. */
  migrationRoutes?: string;
  /** The route of the guide to one major version, `{version}` standing for it (`/migration/v{version}$`): its top answers "upgrade to v13". */
  migrationGuide?: string;
  /** A reader's word or two-word phrase -> the words the docs use for it (`tap` -> `press`). */
  synonyms?: Record<string, string[]>;
  /** How a reader describes a matcher -> the verb of the matcher's name (`is` -> `be`: "is visible" is `toBeVisible`). */
  matcherVerbs?: Record<string, string>;
}

/** SiteRanking ready for queries. */
export interface Ranking {
  reference: RegExp | null;
  secondary: RegExp | null;
  migrationWord: RegExp | null;
  migrationRoute: RegExp | null;
  /** The migration guide's route to a version, or null when the site names none. */
  guideTo: ((version: string) => RegExp) | null;
  synonyms: ReadonlyMap<string, string[]>;
  matcherVerbs: ReadonlyMap<string, string>;
}

const pattern = (source: string | undefined, flags = ''): RegExp | null => (source ? new RegExp(source, flags) : null);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiles a site's settings; a bad pattern throws (the build reports it with the file's name). */
export function compileRanking(site: SiteRanking = {}): Ranking {
  const guide = site.migrationGuide;
  return {
    reference: pattern(site.referenceRoutes),
    secondary: pattern(site.secondaryRoutes),
    migrationWord: pattern(site.migrationWords, 'i'),
    migrationRoute: pattern(site.migrationRoutes),
    guideTo: guide ? (version) => new RegExp(guide.split('{version}').join(escape(version))) : null,
    synonyms: new Map(Object.entries(site.synonyms ?? {})),
    matcherVerbs: new Map(Object.entries(site.matcherVerbs ?? {})),
  };
}

/** A site that names nothing: the generic rules alone. */
export const NO_SITE_RANKING: Ranking = compileRanking();

const KEYS: Record<keyof SiteRanking, 'pattern' | 'words' | 'word'> = {
  referenceRoutes: 'pattern',
  secondaryRoutes: 'pattern',
  migrationWords: 'pattern',
  migrationRoutes: 'pattern',
  migrationGuide: 'pattern',
  synonyms: 'words',
  matcherVerbs: 'word',
};

/** Checks a parsed settings object; returns what is wrong with it, or null. */
export function siteRankingError(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'it must be a JSON object';
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const kind = KEYS[key as keyof SiteRanking];
    if (!kind) return `unknown field "${key}" (fields: ${Object.keys(KEYS).join(', ')})`;
    if (kind === 'pattern') {
      if (typeof field !== 'string') return `"${key}" must be a regular expression, as a string`;
      try {
        new RegExp(field.split('{version}').join('1'));
      } catch (error) {
        return `"${key}" is not a regular expression: ${error instanceof Error ? error.message : String(error)}`;
      }
      continue;
    }
    if (typeof field !== 'object' || field === null || Array.isArray(field)) return `"${key}" must be an object`;
    for (const [word, to] of Object.entries(field as Record<string, unknown>)) {
      const ok = kind === 'word' ? typeof to === 'string' : Array.isArray(to) && to.every((t) => typeof t === 'string');
      if (!ok) return `"${key}.${word}" must be ${kind === 'word' ? 'a string' : 'a list of strings'}`;
    }
  }
  return null;
}
