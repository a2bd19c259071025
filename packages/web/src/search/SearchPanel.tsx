/**
 * The search dialog: debounced input, results grouped by page and deep-linked to their heading,
 * arrow keys and Enter to pick, Escape to close, focus kept inside while open.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useBodyScrollLock } from '../hooks/useBodyScrollLock';
import { pageUrl, type Layout } from '../shared/site';
import { SearchHit } from './SearchHit';
import { searchSource, type SearchResult, type SearchSource, type Suggestion } from './searchSource';

export const DEBOUNCE_MS = 150;

function useSearchSource(manifest: Layout): SearchSource | null {
  const [source, setSource] = useState<SearchSource | null>(null);
  useEffect(() => {
    let live = true;
    void searchSource(manifest).then((s) => live && setSource(s));
    return () => {
      live = false;
    };
  }, [manifest]);
  return source;
}

/** A page offered when nothing matched, shown as a hit on its title. */
const offered = (page: Suggestion, query: string): SearchResult => ({
  type: 'title',
  title: page.title,
  header: '',
  headers: [],
  link: page.link,
  query,
  highlights: [],
  statement: '',
  statementHighlights: [],
  score: 0,
});

/**
 * Debounce with a leading edge: the first keystroke after a pause searches at once (first results
 * paint fast); keystrokes that follow within `ms` wait for the typing to settle.
 */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  const last = useRef(-Infinity);
  const first = useRef(true);
  useEffect(() => {
    // Opening the panel is not a keystroke.
    if (first.current) {
      first.current = false;
      return;
    }
    const apply = () => {
      last.current = performance.now();
      setDebounced(value);
    };
    if (performance.now() - last.current >= ms) return apply();
    const t = setTimeout(apply, ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function trapFocus(e: KeyboardEvent<HTMLDivElement>): void {
  if (e.key !== 'Tab') return;
  const focusable = e.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

export default function SearchPanel({ manifest, onClose }: { manifest: Layout; onClose: () => void }) {
  const navigate = useNavigate();
  const source = useSearchSource(manifest);
  const [input, setInput] = useState('');
  const keyword = useDebounced(input, DEBOUNCE_MS);
  // `complete`: statements are in; until then the list paints its hits and stays aria-busy.
  const [results, setResults] = useState<{ keyword: string; hits: SearchResult[]; complete: boolean; suggestions?: SearchResult[] } | null>(null);
  const [active, setActive] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);
  useEffect(() => inputRef.current?.focus(), []);

  const { panelHits } = manifest.site.search;
  const { texts } = manifest.site;
  useEffect(() => {
    setActive(0);
    setShowAll(false);
  }, [keyword]);
  useEffect(() => {
    if (!source) return;
    const { search } = source;
    let live = true;
    // Hits first (the index alone answers them), then again with statements once the page texts
    // are in: the first results paint without waiting on the network.
    void search(keyword, 0)
      .then((hits) => {
        if (!live) return;
        setResults((previous) => (previous?.keyword === keyword && previous.complete ? previous : { keyword, hits, complete: false }));
        return search(keyword, showAll ? Infinity : panelHits);
      })
      .then((hits) => {
        if (!live || !hits) return;
        // Nothing found: the page titles a few edits away, if any.
        const suggestions = hits.length || !keyword.trim() ? [] : source.suggest(keyword).map((page) => offered(page, keyword));
        setResults({ keyword, hits, complete: true, suggestions });
      });
    return () => {
      live = false;
    };
  }, [source, keyword, showAll, panelHits]);

  const hits = results?.hits ?? [];
  const suggestions = results?.suggestions ?? [];
  const shown = showAll ? hits : hits.slice(0, panelHits);
  // Hits come from the source, so there is one whenever there is a hit to group.
  const { groups, ordered: grouped } = useMemo(() => (source ? source.group(shown) : { groups: [], ordered: [] }), [source, shown]);
  // What the arrow keys move through: the hits as shown, or the suggested pages.
  const visible = hits.length ? grouped : suggestions;

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const hrefOf = (hit: SearchResult) => pageUrl(manifest, hit.link);
  const open = (hit: SearchResult) => {
    onClose();
    void navigate(hit.link);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!visible.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + visible.length) % visible.length);
    } else if (e.key === 'Enter' && e.target === inputRef.current) {
      const hit = visible[active];
      if (hit) {
        e.preventDefault();
        open(hit);
      }
    } else {
      trapFocus(e);
    }
  };

  const pending = input.trim() !== '' && (!source || results?.keyword !== input || !results.complete);
  const nothing = !pending && results && results.keyword.trim() && !hits.length;
  // A portal: the navbar's backdrop blur would otherwise become the overlay's containing block.
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center bg-black/40 p-0 md:p-16" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={texts.searchPlaceholder}
        onKeyDown={onKeyDown}
        className="search-panel flex h-full w-full flex-col overflow-hidden bg-surface shadow-2xl md:h-auto md:max-h-[80vh] md:max-w-2xl md:rounded-xl md:border md:border-border"
      >
        <div className="flex items-center gap-2 border-b border-border px-4">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-fg-muted" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-expanded={visible.length > 0}
            aria-controls="search-results"
            aria-activedescendant={visible.length ? `search-hit-${active}` : undefined}
            aria-autocomplete="list"
            aria-label={texts.searchPlaceholder}
            placeholder={texts.searchInputPlaceholder}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-fg outline-none placeholder:text-fg-muted"
            autoComplete="off"
            spellCheck={false}
          />
          <button type="button" onClick={onClose} className="rounded-md px-2 py-1 text-sm text-fg-muted hover:text-fg">
            {texts.closeText}
          </button>
        </div>
        <div ref={listRef} id="search-results" role="listbox" aria-label={texts.searchResultsLabel} className="overflow-y-auto overscroll-contain p-2" aria-busy={pending}>
          {pending && input.trim() && !results?.hits.length && <p className="p-4 text-sm text-fg-muted">{texts.searchingText}</p>}
          {nothing && (
            <div className="p-6 text-center" role="status">
              <p className="font-medium text-fg">
                {texts.noResultsText} <q>{results.keyword.trim()}</q>
              </p>
              <p className="mt-1 text-sm text-fg-muted">{texts.noResultsHint}</p>
            </div>
          )}
          {nothing && suggestions.length > 0 && (
            <div role="group" aria-label={texts.closestTitlesText} className="mb-2">
              <div className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">{texts.closestTitlesText}</div>
              {suggestions.map((hit, index) => (
                <SearchHit key={hit.link} hit={hit} index={index} active={index === active} href={hrefOf(hit)} onPick={open} onHover={setActive} />
              ))}
            </div>
          )}
          {groups.map((group) => (
            <div key={group.hits[0]!.hit.link} role="group" aria-label={group.title} className="mb-2">
              <div className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-fg-muted">{group.title}</div>
              {group.hits.map(({ hit, index }) => (
                <SearchHit key={hit.link + hit.type} hit={hit} index={index} active={index === active} href={hrefOf(hit)} onPick={open} onHover={setActive} />
              ))}
            </div>
          ))}
          {!showAll && hits.length > shown.length && (
            <button type="button" onClick={() => setShowAll(true)} className="w-full rounded-md p-2 text-sm text-brand hover:bg-surface-muted">
              {texts.showAllText.replace('{count}', String(hits.length))}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
