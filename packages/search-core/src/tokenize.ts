/** Identifier-aware tokens, shared by indexing and querying so both sides split text the same way. */

const WORD = /[^\p{L}\p{N}_$.-]+/u;
const PARTS = /[.\-_]|(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
const EDGES = /^[.$_-]+|[.$_-]+$/g;

/**
 * Words of `text`, plus the parts of compound identifiers: `getByRole` also yields `get`, `By`,
 * `Role`; `fireEvent.press` also yields `fire`, `Event`, `press`; `jest-native` also yields `jest`,
 * `native`, so every spelling finds it, and the whole name finds just the places that use it.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(WORD)) {
    const clean = word.replace(EDGES, '');
    if (!clean) continue;
    tokens.push(clean);
    const parts = clean.split(PARTS).filter(Boolean);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/**
 * Query words: split like the index but without splitting identifiers, so a typo inside
 * `getByRloe` is matched against the whole indexed identifier rather than failing on `Rloe` alone.
 */
export function tokenizeQuery(text: string): string[] {
  return text.split(WORD).map((w) => w.replace(EDGES, '')).filter(Boolean);
}

/** Index and query terms are compared in lower case. */
export const normalizeTerm = (term: string): string => term.toLowerCase();
