/** Overview page: the child pages grouped as in the sidebar, with their headings, and a filter. */
import { useId, useState } from 'react';
import { useManifest } from '../shared/SiteContext';
import type { OverviewGroup } from '@rntl-docs/artifacts';
import { AppLink } from '../layout/AppLink';
import { filterOverview } from './overviewFilter';

export function OverviewList({ groups }: { groups: OverviewGroup[] }) {
  const { filterPlaceholder } = useManifest().site.texts;
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = filterOverview(groups, query);
  return (
    <div className="mt-8">
      <label htmlFor={inputId} className="sr-only">
        {filterPlaceholder}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={filterPlaceholder}
        autoComplete="off"
        className="w-full rounded-md border border-border bg-surface px-3 py-2 text-sm outline-none focus:border-brand sm:w-80"
      />
      <div className="mt-8 space-y-8">
        {shown.length === 0 && (
          <p role="status" className="text-fg-muted">
            No matching API found <q className="font-semibold text-fg">{query}</q>
          </p>
        )}
        {shown.map((group) => (
          <section key={group.name} aria-label={group.name}>
            <h2 className="mb-3 text-xl font-semibold">{group.name}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.items.map((item) => (
                <div key={item.text} className="rounded-lg border border-border p-4">
                  <AppLink link={item.target} className="font-semibold text-brand">
                    {item.text}
                  </AppLink>
                  <ul className="mt-2 space-y-1 text-sm text-fg-muted">
                    {item.headers.map((h) => (
                      <li key={h.text}>
                        <AppLink link={h.target}>{h.text}</AppLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
