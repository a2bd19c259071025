/** Right-hand outline; the heading in view is highlighted (scroll-spy, 100 ms throttle). */
import { useState } from 'react';
import { useThrottledScroll } from '../hooks/useThrottledScroll';
import type { TocEntry } from '@rntl-docs/artifacts';

const OFFSET_PX = 100;

/** The id of the last heading above the reading line (the last one once the page bottom is reached). */
export function headingInView(ids: string[]): string | null {
  let active: string | null = null;
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= OFFSET_PX) active = id;
  }
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  return atBottom && ids.length ? ids[ids.length - 1]! : active;
}

export function Outline({ toc, title }: { toc: TocEntry[]; title: string }) {
  const [active, setActive] = useState<string | null>(null);
  useThrottledScroll(() => setActive(headingInView(toc.map((t) => t.id))), 100);
  return (
    <nav data-part="outline" aria-label={title} className="sticky top-[96px] hidden max-h-[calc(100vh-120px)] w-56 shrink-0 self-start overflow-y-auto min-[1281px]:block">
      <p className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">{title}</p>
      <ul className="space-y-1 border-l border-border text-sm">
        {toc.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              data-state={entry.id === active ? 'active' : 'inactive'}
              style={{ paddingLeft: `${(entry.depth - 2) * 12 + 12}px` }}
              className="-ml-px block border-l-2 border-transparent py-0.5 text-fg-muted hover:text-fg aria-[current=location]:border-brand aria-[current=location]:text-brand"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
