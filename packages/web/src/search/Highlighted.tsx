/** Text with its matched ranges in <mark>; React escapes the text, so indexed markup shows as text. */
import type { ReactNode } from 'react';
import type { HighlightRange } from '@rntl-docs/search-core';

export function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, length } of ranges) {
    if (start < at || start >= text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, start + length)}</mark>);
    at = start + length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
