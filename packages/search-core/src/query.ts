/**
 * From what a reader typed to the MiniSearch query tree: filler words dropped, each word matched
 * whole, by its stem, by its identifier parts and by its synonyms, and every word required.
 */
import type { Query } from 'minisearch';
import { stemmer } from 'stemmer';
import { fuzziness, PARTS_BOOST, STOP_WORDS } from './options';
import { NO_SITE_RANKING, type Ranking } from './ranking';
import { normalizeTerm, tokenize, tokenizeQuery } from './tokenize';

/** One thing the query asks for: a word (or a two-word phrase with a synonym) and its forms. */
export interface QueryPart {
  /** Ways to match it exactly: each a list of index terms that must all be present. */
  exact: string[][];
  /** An identifier's parts (`user`, `event` for `userEvent`), which match it with less weight. */
  parts: string[] | null;
  /** The stem of a plain word (`migrat`): index terms with the same stem count as exact. */
  stem: string | null;
  /** The last part is still being typed: prefixes and typos of its first form match too. */
  last: boolean;
}

/** The query's words, without filler words unless it has nothing else. */
export function queryWords(keyword: string): string[] {
  const words = tokenizeQuery(keyword);
  const kept = words.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  return kept.length ? kept : words;
}

/**
 * A Jest matcher described in words: "button is selected" asks for `toBeSelected`, "input has value"
 * for `toHaveDisplayValue`. Returns the words of the matcher's name the query spells (`be`,
 * `selected`: the verb as matchers name it and what follows it), or null when the query describes
 * none. Only plain words may come before the verb: "toBeOnTheScreen is not a function" names its API.
 */
export function describedMatcher(keyword: string, ranking: Ranking = NO_SITE_RANKING): string[] | null {
  const verbs = ranking.matcherVerbs;
  const raw = tokenizeQuery(keyword);
  const words = raw.map(normalizeTerm);
  const at = words.findIndex((w) => verbs.has(w));
  if (at < 0 || !raw.slice(0, at).every((w) => PLAIN_OR_LOWER.test(w))) return null;
  const state = words.slice(at + 1).filter((w) => !STOP_WORDS.has(w) && w !== 'not');
  return state.length && state.length <= 3 ? [verbs.get(words[at]!)!, ...state] : null;
}

const PLAIN_OR_LOWER = /^\p{Ll}+$/u;

/** `getByRole`, `queryAllByRole` and `findByRole` are all documented under `*ByRole`. */
export const VARIANT = /^(?:get|query|find)(?:all)?(by.+)$/;

/** A plain word (not an identifier): stemming it is safe. */
const PLAIN = /^\p{L}\p{Ll}+$/u;

const termsOfPhrase = (text: string): string[] => tokenizeQuery(text).map(normalizeTerm);

function wordPart(word: string, last: boolean, synonyms: ReadonlyMap<string, string[]>): QueryPart {
  const lower = normalizeTerm(word);
  const exact = [[lower], ...(synonyms.get(lower) ?? []).map(termsOfPhrase)];
  // `getAllByRole` is documented under `*ByRole`.
  const family = VARIANT.exec(lower)?.[1];
  if (family) exact.push([family]);
  // `userEvent` also matches where the text says "User Event" (a page title, a heading).
  const parts = tokenize(word).slice(1).map(normalizeTerm);
  // `migrate` finds `migration` and `mock` finds `mocking`: the stem, as a prefix.
  const stem = PLAIN.test(word) ? stemmer(lower) : null;
  return { exact, parts: parts.length > 1 ? parts : null, stem: stem && stem.length >= 3 ? stem : null, last };
}

/**
 * What the keyword asks for, part by part. For a matcher described in words, that is the words of
 * its name: the thing the reader checks ("button", "checkbox") is not what they look for.
 */
export function queryParts(keyword: string, ranking: Ranking = NO_SITE_RANKING): QueryPart[] {
  const words = describedMatcher(keyword, ranking) ?? queryWords(keyword);
  const parts: QueryPart[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${normalizeTerm(words[i]!)} ${normalizeTerm(words[i + 1]!)}` : '';
    const pairSynonyms = ranking.synonyms.get(pair);
    if (pairSynonyms) {
      // "getting started": both words, or the synonym.
      parts.push({ exact: [pair.split(' '), ...pairSynonyms.map(termsOfPhrase)], parts: null, stem: null, last: i + 2 === words.length });
      i += 1;
    } else {
      parts.push(wordPart(words[i]!, i === words.length - 1, ranking.synonyms));
    }
  }
  return parts;
}

/** Every term the query tree asks the index for on behalf of a part (what MiniSearch reports as `queryTerms`). */
export function queryTermsOf(part: QueryPart): string[] {
  return [...part.exact.flat(), ...(part.parts ?? []), ...(part.stem ? [part.stem] : [])];
}

const leaf = (term: string, loose: boolean): Query => ({ queries: [term], prefix: loose, fuzzy: loose && fuzziness(term) ? fuzziness : false });

/**
 * The query tree: any part, each in any of its forms (see coverage.ts for how hits that miss a part
 * are scored). The first form of each part forgives typos (from 4 letters), and the last part's
 * first form matches as a prefix while it is typed.
 */
export function buildQuery(parts: readonly QueryPart[]): Query {
  return {
    combineWith: 'OR',
    queries: parts.map((part): Query => {
      const ways: Query[] = part.exact.map((terms, i) =>
        terms.length === 1
          ? { queries: [terms[0]!], prefix: i === 0 && part.last, fuzzy: i === 0 && fuzziness(terms[0]!) ? fuzziness : false }
          : { combineWith: 'AND', queries: terms.map((t, j) => leaf(t, i === 0 && part.last && j === terms.length - 1)) },
      );
      if (part.parts) ways.push({ combineWith: 'AND', queries: part.parts.map((t) => leaf(t, false)), boost: PARTS_BOOST });
      // (A last word that is its own stem is already matched as a prefix.)
      if (part.stem && !(part.last && part.stem === part.exact[0]![0])) ways.push({ queries: [part.stem], prefix: true, fuzzy: false });
      return ways.length === 1 ? ways[0]! : { combineWith: 'OR', queries: ways };
    }),
  };
}

const stems = new Map<string, string>();
/** The stem of an index term, remembered: ranking asks for the same few terms again and again. */
function stemOf(term: string): string {
  let stem = stems.get(term);
  if (stem === undefined) {
    stem = stemmer(term);
    stems.set(term, stem);
  }
  return stem;
}

/**
 * Whether the index terms `terms` hold one of the part's exact forms, its stem, or its identifier's
 * parts (unless they come from a longer identifier: `waitForElementToBeRemoved` for `waitForElement`,
 * `defaultIncludeHiddenElements` for `includeHiddenElements`).
 */
export function holdsExactly(part: QueryPart, terms: ReadonlySet<string>): boolean {
  if (part.exact.some((form) => form.every((t) => terms.has(t)))) return true;
  const { stem } = part;
  // Another form of the same word (`migration` for `migrate`), not any longer word (`exported` for `expo`).
  if (stem) for (const t of terms) if (t.startsWith(stem) && stemOf(t) === stem) return true;
  if (part.parts?.every((t) => terms.has(t))) {
    const whole = part.exact[0]![0]!;
    for (const t of terms) if (t !== whole && t.includes(whole)) return false;
    return true;
  }
  return false;
}
