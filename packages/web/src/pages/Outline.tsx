/** Right-hand outline of the page's headings. */
import type { PageData } from '../shared/site';

export function Outline({ toc, title }: { toc: PageData['toc']; title: string }) {
  return (
    <aside aria-label="Contents" className="sticky top-[96px] hidden max-h-[calc(100vh-120px)] w-56 shrink-0 self-start overflow-y-auto xl:block">
      <p className="mb-2 text-xs font-semibold tracking-wide text-fg-muted">{title}</p>
      <ul className="space-y-1 text-sm">
        {toc.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: `${(entry.depth - 2) * 12}px` }}>
            <a href={`#${entry.id}`} className="block text-fg-muted hover:text-fg">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
