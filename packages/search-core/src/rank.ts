/**
 * The order of hits after MiniSearch scored them: a section named by the query first, a page's top
 * before its sections, pages that only mention APIs behind the site's API reference.
 */
import { distance } from 'fastest-levenshtein';
import type { SearchResult as MiniResult } from 'minisearch';
import type { Covered } from './coverage';
import { DEFINES_BOOST, EXAMPLE_DEMOTION, EXAMPLE_HEADING, fuzziness, LABEL_DEMOTION, NAME_BOOST, OWN_NAME_COVER_BOOST, PAGE_TOP_BOOST, PART_HOLD, PATH_COVER_BOOST, REFERENCE_BOOST, SECONDARY_DEMOTION } from './options';
import { NO_SITE_RANKING, type Ranking } from './ranking';
import { describedMatcher, holdsExactly, VARIANT, type QueryPart } from './query';
import { normalizeTerm, tokenize, tokenizeQuery } from './tokenize';

/**
 * A name compared without case, spaces or punctuation, and without a remark in parentheses:
 * `User Event` = `userEvent`, `userEvent.setup()` = `user event setup`, `container (removed)` = `container`.
 */
export const squash = (text: string): string => normalizeTerm(text.replace(/\([^)]*\)/g, '')).replace(/[^\p{L}\p{N}]+/gu, '');

/** The names a query may mean: itself, its query family, and for `owner.member` the member's family. */
export function queryNames(keyword: string): string[] {
  const names = new Set<string>();
  const add = (name: string) => {
    if (!name) return;
    names.add(name);
    const family = VARIANT.exec(name)?.[1];
    if (family) names.add(family);
  };
  add(squash(keyword));
  const member = memberOf(keyword);
  const family = member && VARIANT.exec(member)?.[1];
  if (family) names.add(family);
  return [...names];
}

/**
 * Runs of two or more neighbouring words of a longer query, squashed, that may be an identifier
 * spelled out inside a task phrase: `by label` in "find element by label" (`ByLabelText`).
 */
export function spelledNames(keyword: string): string[] {
  const words = tokenizeQuery(keyword).map(squash);
  const runs: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 2; j <= words.length; j++) {
      if (i === 0 && j === words.length) continue;
      const run = words.slice(i, j).join('');
      if (run.length >= MIN_SPELLED) runs.push(run);
    }
  }
  return runs;
}

const MIN_SPELLED = 6;

/** Whether a run of the query's words is a heading's identifier or starts it (`bylabel` for `ByLabelText`). */
function spells(runs: readonly string[], names: readonly string[]): boolean {
  return runs.some((run) => names.some((n) => n.startsWith(run) && n.length - run.length <= SPELLED_TAIL));
}

/** How many letters a spelled-out run may leave off the identifier it starts (`text` of `ByLabelText`). */
const SPELLED_TAIL = 5;

/**
 * The major version a migration query moves to: 13 in "migrate from 12 to 13" or "upgrade to v13"
 * (the version after "from" is where the reader is, not the guide they need).
 */
export function migrationTarget(keyword: string, ranking: Ranking = NO_SITE_RANKING): string | null {
  if (!ranking.migrationWord?.test(keyword)) return null;
  return /\bto\s+v?(\d+)(?:\.x)?\b/i.exec(keyword)?.[1] ?? null;
}

/** Whether a route is the site's migration guide to that major version. */
const guideTo = (ranking: Ranking, target: string | null, route: string): boolean => target !== null && ranking.guideTo !== null && ranking.guideTo(target).test(route);

/** Whether a heading is a matcher (its identifier starts with `to`) whose name holds every described word. */
function describes(described: readonly string[] | null, header: string, own: ReadonlySet<string>): boolean {
  return described !== null && /^`?to[A-Z]/.test(header) && described.every((word) => own.has(word));
}

/** For a query that is one `owner.member` path, the member (`rerender` for `screen.rerender`). */
function memberOf(keyword: string): string | null {
  const words = tokenizeQuery(keyword);
  if (words.length !== 1 || !words[0]!.includes('.')) return null;
  return squash(words[0]!.slice(words[0]!.lastIndexOf('.') + 1)) || null;
}

/** A heading that lists identifiers: `toBeExpanded() and toBeCollapsed()`, `getBy and getAllBy`. */
const LIST_SEPARATOR = /\s+(?:and|\/)\s+/;

const sectionNamesCache = new Map<string, string[]>();

/**
 * What a section is named: at a page's top its title; below, its heading, each identifier of a
 * heading that lists several, and each of those after its page's title (`User Event` + `type()`
 * is `userEvent.type`).
 */
export function sectionNames(title: string, header: string): string[] {
  const key = `${title}\u0000${header}`;
  let names = sectionNamesCache.get(key);
  if (!names) {
    if (!header) names = [squash(title)];
    else {
      const parts = header.split(LIST_SEPARATOR);
      const own = parts.length > 1 && parts.every((p) => !/\s/.test(p.trim())) ? [squash(header), ...parts.map(squash)] : [squash(header)];
      const page = squash(title);
      names = [...own, ...own.map((n) => page + n)];
    }
    sectionNamesCache.set(key, names);
  }
  return names;
}

/** Whether a section name is one of the query's names, allowing the typos the engine allows. */
function named(wanted: readonly string[], names: readonly string[]): boolean {
  return wanted.some((w) => names.some((n) => w === n || (w.length >= 5 && Math.abs(w.length - n.length) <= 2 && distance(w, n) <= fuzziness(n))));
}

/** What ranking reads of a section besides its score, worked out once per section. */
export interface SectionFacts {
  /** Its names: its heading's (see sectionNames) and those it documents in tables and lists. */
  headingNames: string[];
  definedNames: string[];
  /** What its own heading holds (the title at a page's top). */
  own: Held;
  /** What its page title holds. */
  title: Held;
  /** The same plus its page title, the headings it sits under and the names it documents. */
  path: Held;
}

/** The index terms of some text, and its words alone: an identifier whole, without the parts it is also indexed by. */
interface Held {
  terms: Set<string>;
  words: Set<string>;
}

const held = (texts: readonly string[]): Held => ({
  terms: new Set(texts.flatMap((t) => tokenize(t).map(normalizeTerm))),
  words: new Set(texts.flatMap((t) => tokenizeQuery(t).map(normalizeTerm))),
});

/**
 * How much of a query part a heading or title holds: all of an identifier held by its parts too,
 * or of a plain word held as a word; a plain word held only inside an identifier counts for less.
 */
function holding(part: QueryPart, text: Held): number {
  if (!holdsExactly(part, text.terms)) return 0;
  return part.parts || holdsExactly(part, text.words) ? 1 : PART_HOLD;
}

function factsOf(hit: MiniResult, cache: Map<string, SectionFacts>): SectionFacts {
  let facts = cache.get(hit.id as string);
  if (!facts) {
    const title = hit.title as string;
    const header = hit.header as string;
    const names = (hit.names as string[] | undefined) ?? [];
    const headers = (hit.headers as string[] | undefined) ?? [];
    // A documented name also counts after its page's title or a heading above it: `waitFor`
    // `timeout` is the `timeout` row of the Options under `waitFor`.
    const outer = [title, ...headers.slice(0, -1)].map(squash);
    const defined = names.map(squash);
    const headingNames = sectionNames(title, header);
    facts = {
      headingNames: [...headingNames, ...outer.slice(1).flatMap((o) => headingNames.slice(0, headingNames.length / 2).map((n) => o + n))],
      definedNames: [...defined, ...outer.flatMap((o) => defined.map((n) => o + n))],
      own: held([header || title]),
      title: held([title]),
      path: held([title, ...headers, ...names]),
    };
    cache.set(hit.id as string, facts);
  }
  return facts;
}

/**
 * MiniSearch's hits for `keyword`, scored again and sorted for the reader. `weights` are the query
 * parts' weights (see coverage.ts), `labels` the sections with no text of their own, and
 * `facts` keeps what was worked out per section for the next query (one map per index: section ids
 * repeat across indexes).
 */
export function rerank(
  { hits, weights }: Covered,
  keyword: string,
  parts: readonly QueryPart[],
  labels: ReadonlySet<string> = new Set(),
  facts: Map<string, SectionFacts> = new Map(),
  ranking: Ranking = NO_SITE_RANKING,
): MiniResult[] {
  const wanted = queryNames(keyword);
  const member = memberOf(keyword);
  // `screen.rerender` is also named by a heading `rerender`: the owner is often an alias.
  const names = member ? [...wanted, member] : wanted;
  const spelled = spelledNames(keyword);
  const described = describedMatcher(keyword, ranking);
  const target = migrationTarget(keyword, ranking);
  const isReference = (route: string) => ranking.reference?.test(route) ?? false;
  /** The weighted share of the query's parts that `terms` hold. */
  const share = (terms: Set<string>) => parts.reduce((sum, p, i) => (holdsExactly(p, terms) ? sum + weights[i]! : sum), 0);
  /** The weighted share of the query's parts that a heading or title holds (see `holding`). */
  const cover = (text: Held) => parts.reduce((sum, p, i) => sum + holding(p, text) * weights[i]!, 0);
  /**
   * What a section's heading holds, with its page title's share when the heading holds a part the
   * title lacks: `Quick start › Configure Jest` completes its title for "setup jest", and is named
   * by it as the page is, while a section of "Migration to 12.x" adds nothing to "migrate to 12".
   */
  const completed = (section: SectionFacts) => {
    const inOwn = parts.map((p) => holding(p, section.own));
    const own = inOwn.reduce((sum, held, i) => sum + held * weights[i]!, 0);
    // Most headings hold none of the query: then there is nothing to complete.
    if (own === 0) return 0;
    let both = 0;
    let adds = false;
    parts.forEach((p, i) => {
      const inTitle = holding(p, section.title);
      both += Math.max(inOwn[i]!, inTitle) * weights[i]!;
      if (inOwn[i]! > inTitle) adds = true;
    });
    return adds ? both : own;
  };
  const scored = hits.map((hit) => {
    const section = factsOf(hit, facts);
    const exact = share(new Set(hit.terms)) >= COMPLETE;
    let score = hit.score;
    if (!hit.anchor) score *= PAGE_TOP_BOOST;
    if (EXAMPLE_HEADING.test(hit.header as string)) score *= EXAMPLE_DEMOTION;
    if (labels.has(hit.id as string)) score *= LABEL_DEMOTION;
    if (isReference(hit.routePath as string)) score *= REFERENCE_BOOST;
    if (named(names, section.headingNames)) score *= NAME_BOOST;
    else if (named(names, section.definedNames) || spells(spelled, section.headingNames) || describes(described, hit.header as string, section.own.terms)) score *= DEFINES_BOOST;
    // The whole move is the answer, not one of its changes: the guide's top, where its steps start.
    if (!hit.anchor && guideTo(ranking, target, hit.routePath as string)) score *= DEFINES_BOOST;
    // The section's own heading (or the page's title, at its top) holds the query's words: it is
    // about them. Its page title and parent headings holding them says less.
    score *= Math.max(OWN_NAME_COVER_BOOST ** (hit.anchor ? completed(section) : cover(section.own)), PATH_COVER_BOOST ** cover(section.path));
    return { hit, score, exact };
  });
  // "Matches as well": an API reference section holding every word (not only prefixes or typos of
  // them) within reach of the FAQ entry or migration note.
  let reference = 0;
  for (const { hit, score, exact } of scored) if (exact && isReference(hit.routePath as string)) reference = Math.max(reference, score);
  // A reader who asks how to migrate wants the migration guides: they answer it, not the reference.
  const migrating = ranking.migrationWord?.test(keyword) ?? false;
  for (const entry of scored) {
    const route = entry.hit.routePath as string;
    if (migrating && ranking.migrationRoute?.test(route)) continue;
    if (ranking.secondary?.test(route) && reference >= entry.score * SECONDARY_DEMOTION) entry.score *= SECONDARY_DEMOTION;
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.map(({ hit, score }) => Object.assign(hit, { score }));
}

/** A share this close to 1 is the whole query (the weights' sum may miss 1 by rounding). */
const COMPLETE = 1 - 1e-9;
