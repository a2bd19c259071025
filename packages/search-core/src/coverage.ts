/**
 * Readers phrase tasks in their own words ("check if element is disabled"), and a section that
 * answers seldom holds every one of them. So the query's parts are combined with OR, and a hit that
 * misses some part keeps a share of its score by how much of the query it holds, each part weighted
 * by its rarity: missing "check" costs little, missing "disabled" a lot. A hit holding too little of
 * the query is dropped, so a word found nowhere ("rendr hok") still finds nothing.
 */
import type { SearchResult as MiniResult } from 'minisearch';
import { COVERAGE_EXPONENT, MIN_COVERAGE } from './options';
import type { QueryPart } from './query';
import { queryTermsOf } from './query';

/** Which parts (by index) each query term of the tree belongs to. */
function owners(parts: readonly QueryPart[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  parts.forEach((part, i) => {
    for (const term of queryTermsOf(part)) {
      const list = map.get(term);
      if (!list) map.set(term, [i]);
      else if (!list.includes(i)) list.push(i);
    }
  });
  return map;
}

/** What coverage leaves: the hits that hold enough of the query, and each part's weight (summing to 1). */
export interface Covered {
  hits: MiniResult[];
  weights: number[];
}

/** The hits that hold enough of the query, scored down by what they miss. */
export function byCoverage(hits: MiniResult[], parts: readonly QueryPart[], documentCount: number): Covered {
  if (parts.length < 2) return { hits, weights: parts.map(() => 1) };
  const ownerOf = owners(parts);
  const held = hits.map((hit) => {
    const found = new Set<number>();
    for (const term of hit.queryTerms) for (const i of ownerOf.get(term) ?? []) found.add(i);
    return found;
  });
  const rarity = parts.map((_, i) => {
    const holders = held.filter((found) => found.has(i)).length;
    return Math.log(1 + documentCount / (holders + 0.5));
  });
  const total = rarity.reduce((a, b) => a + b, 0);
  const weights = rarity.map((r) => r / total);
  const kept: MiniResult[] = [];
  hits.forEach((hit, h) => {
    const found = held[h]!;
    let share = 0;
    for (const i of found) share += weights[i]!;
    if (found.size < parts.length && share < MIN_COVERAGE) return;
    // MiniSearch multiplies a score by the number of query terms matched, which counts every form
    // of a word (whole, stem, parts) and every word alike; the weighted share replaces it.
    hit.score *= (parts.length / hit.queryTerms.length) * (found.size === parts.length ? 1 : share ** COVERAGE_EXPONENT);
    kept.push(hit);
  });
  return { hits: kept, weights };
}
