/** Highlight ranges and the short statement shown under a hit. */
import type { HighlightRange } from './types';

/** About this many width units of text around the first match. */
export const STATEMENT_WIDTH = 100;

/** Display width: characters above code point 255 (CJK and the like) count as 3. */
function charWidth(ch: string): number {
  return (ch.codePointAt(0) ?? 0) > 255 ? 3 : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
}

/** Whether `text` is wider than `limit`, without measuring all of a long text. */
function widerThan(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  return textWidth(text) > limit;
}

/** Where any of `terms` occurs in `text`, case-insensitively; overlapping spans merged. */
export function findRanges(text: string, terms: string[]): HighlightRange[] {
  const lower = text.toLowerCase();
  const spans: [number, number][] = [];
  for (const term of new Set(terms.map((t) => t.toLowerCase()).filter(Boolean))) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      spans.push([at, at + term.length]);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [s, e] of spans) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged.map(([s, e]) => ({ start: s, length: e - s }));
}

/**
 * A statement of about STATEMENT_WIDTH width units centred on the first match (or the start of the
 * text when nothing matches), with an ellipsis where it was cut, and the matches inside it.
 */
export function statementOf(text: string, terms: string[]): { statement: string; highlights: HighlightRange[] } {
  const first = findRanges(text, terms)[0];
  let start = 0;
  let end = text.length;
  if (widerThan(text, STATEMENT_WIDTH)) {
    const matchStart = first?.start ?? 0;
    const matchEnd = first ? first.start + first.length : 0;
    let budget = STATEMENT_WIDTH - textWidth(text.slice(matchStart, matchEnd));
    // Spend half the remaining width before the match, the rest after it.
    start = matchStart;
    let left = first ? Math.floor(budget / 2) : 0;
    while (start > 0 && left - charWidth(text[start - 1]!) >= 0) {
      left -= charWidth(text[start - 1]!);
      budget -= charWidth(text[start - 1]!);
      start -= 1;
    }
    end = matchEnd;
    while (end < text.length && budget - charWidth(text[end]!) >= 0) {
      budget -= charWidth(text[end]!);
      end += 1;
    }
  }
  const prefix = start > 0 ? '…' : '';
  const statement = prefix + text.slice(start, end) + (end < text.length ? '…' : '');
  return { statement, highlights: findRanges(statement, terms) };
}
