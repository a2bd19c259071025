/** The MiniSearch options and the generic ranking weights, defined once for the build and the browser. */
import type { Options, SearchOptions } from 'minisearch';
import { normalizeTerm, tokenize, tokenizeQuery } from './tokenize';
import type { SearchDocument } from '@rntl-docs/artifacts';

/** One edit for words of 4+ characters, two for 8+; shorter words must match exactly (or as a prefix). */
export const fuzziness = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

/**
 * A page's top section outranks the page's other sections for the same words: every section
 * carries its page title, so without this a query naming a page could list its subsections first.
 */
export const PAGE_TOP_BOOST = 1.3;

/**
 * A section whose heading (or, at a page's top, title) is the identifier or phrase the reader
 * typed ranks above sections that only use it: `getByRole` wants the ByRole section, not the FAQ
 * entry that mentions it most.
 */
export const NAME_BOOST = 10;

/**
 * A section that documents the identifier the query names in a table row or list item of its own
 * (`delay` in User Event's options table) ranks above sections that only use it, below one whose
 * heading is that name.
 */
export const DEFINES_BOOST = 4;

/** A section whose own heading holds every word of the query (`Can I use it with Expo?` for `expo`). */
export const OWN_NAME_COVER_BOOST = 3;
/**
 * A plain word that a heading holds only inside an identifier (`normalizer` in
 * `getDefaultNormalizer`, which names another thing) counts for this share of the word.
 */
export const PART_HOLD = 0.5;
/** A section whose page title and heading together hold every word (`Quick start › Configure Jest` for `setup jest`). */
export const PATH_COVER_BOOST = 1.5;

/**
 * Pages that mention every API (a site's FAQ, its migration notes: ranking.ts) step back behind an
 * API reference section that matches as well.
 */
export const SECONDARY_DEMOTION = 0.25;
/** Example sections use many APIs without explaining them: an identifier is better answered elsewhere. */
export const EXAMPLE_HEADING = /\bexamples?\b/i;
export const EXAMPLE_DEMOTION = 0.5;
/**
 * A heading with no text of its own only groups the sections below it (the FAQ's "Setup"): it
 * answers nothing, so it steps back behind sections that do.
 */
export const LABEL_DEMOTION = 0.5;
/**
 * Between a guide or recipe and the API reference that match about as well, the reference explains
 * the API itself (the site names its reference routes: ranking.ts).
 */
export const REFERENCE_BOOST = 1.5;

/**
 * A hit that misses part of a query keeps (share of the query it holds) ** COVERAGE_EXPONENT of its
 * score, each part weighted by its rarity; below MIN_COVERAGE it is dropped (see coverage.ts).
 */
export const COVERAGE_EXPONENT = 2;
export const MIN_COVERAGE = 0.6;

/** Words that carry no meaning in a docs query ("how to test a hook"). */
export const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'with']);

const FIELD_BOOST = { title: 4, header: 2, content: 1 };

/**
 * Words matched by their parts (`user` and `event` for `userEvent`) count for less than the word
 * itself: the parts may come from a longer identifier (`waitForElementToBeRemoved`).
 */
export const PARTS_BOOST = { title: 4 * 0.3, header: 2 * 0.3, content: 0.3 };

const QUERY_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  prefix: true,
  fuzzy: fuzziness,
  combineWith: 'OR',
  tokenize: tokenizeQuery,
};

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  // A section's names are words of its text already; ranking reads them from the stored list.
  fields: ['title', 'header', 'content'],
  storeFields: ['title', 'header', 'headers', 'names', 'routePath', 'anchor', 'content'],
  tokenize,
  processTerm: normalizeTerm,
  searchOptions: QUERY_OPTIONS,
};

/**
 * For documents rebuilt from the packed index: their content is already a list of index terms,
 * so it is split on spaces only, and it is not stored (snippets come from the page text files).
 */
export const TERMS_INDEX_OPTIONS: Options<SearchDocument> = {
  ...INDEX_OPTIONS,
  storeFields: ['title', 'header', 'headers', 'names', 'routePath', 'anchor'],
  tokenize: (text, field) => (field === 'content' ? text.split(' ').filter(Boolean) : tokenize(text)),
};
