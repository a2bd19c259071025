/** Overview page: the child pages grouped as in the sidebar, with their headings. */
import type { PageData } from '../shared/site';
import { AppLink } from '../layout/AppLink';

export function OverviewList({ groups }: { groups: PageData['overview'] }) {
  return (
    <div className="mt-8 space-y-8">
      {groups.map((group) => (
        <section key={group.name} aria-label={group.name}>
          <h2 className="mb-3 text-xl font-semibold">{group.name}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.items.map((item) => (
              <div key={item.link} className="rounded-lg border border-border p-4">
                <AppLink to={item.link} className="font-semibold text-brand">
                  {item.text}
                </AppLink>
                <ul className="mt-2 space-y-1 text-sm text-fg-muted">
                  {item.headers.map((h) => (
                    <li key={h.id}>
                      <AppLink to={`${item.link}#${h.id}`}>{h.text}</AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
