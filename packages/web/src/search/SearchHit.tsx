/** One option of the search panel: the hit's section path (Page › Section › Subsection) and its snippet. */
import { Fragment } from 'react';
import { Highlighted } from './Highlighted';
import type { SearchResult } from './searchSource';

/** The page title, then the headings down to the hit's own; the part the hit matched is highlighted. */
export function SectionPath({ hit }: { hit: SearchResult }) {
  const trail = hit.headers ?? (hit.header ? [hit.header] : []);
  const parts = [hit.title, ...trail];
  const primary = hit.type === 'title' ? 0 : hit.type === 'header' ? parts.length - 1 : -1;
  return (
    <span className="block font-medium" data-part="path">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <span data-part="separator" className="text-fg-muted"> › </span>}
          {i === primary ? <Highlighted text={part} ranges={hit.highlights} /> : part}
        </Fragment>
      ))}
    </span>
  );
}

export interface SearchHitProps {
  hit: SearchResult;
  /** Place in the list as shown: the option's id and the keyboard's position. */
  index: number;
  active: boolean;
  href: string;
  onPick: (hit: SearchResult) => void;
  onHover: (index: number) => void;
}

export function SearchHit({ hit, index, active, href, onPick, onHover }: SearchHitProps) {
  return (
    <a
      id={`search-hit-${index}`}
      data-index={index}
      role="option"
      aria-selected={active}
      href={href}
      onMouseMove={() => onHover(index)}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onPick(hit);
      }}
      className="block rounded-lg px-3 py-2 text-sm text-fg aria-selected:bg-brand aria-selected:text-on-brand [&[aria-selected=true]_mark]:text-on-brand [&[aria-selected=true]_.muted]:text-on-brand/80 [&[aria-selected=true]_[data-part=separator]]:text-on-brand/80"
    >
      <SectionPath hit={hit} />
      {hit.statement && (
        <span className="muted mt-0.5 block truncate text-fg-muted">
          <Highlighted text={hit.statement} ranges={hit.statementHighlights} />
        </span>
      )}
    </a>
  );
}
