/** The overview page's filter: case-insensitive, hyphens count as spaces, over groups, titles and headings. */
import type { OverviewGroup } from '@rntl-docs/artifacts';

type Groups = OverviewGroup[];

const normalize = (text: string) => text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The groups and items a query keeps: a matching group keeps all its items, a matching page title
 * keeps all its headings, otherwise an item stays with only the headings that match.
 */
export function filterOverview(groups: Groups, query: string): Groups {
  const q = normalize(query);
  if (!q) return groups;
  const hit = (text: string) => normalize(text).includes(q);
  return groups
    .map((group) => {
      if (hit(group.name)) return group;
      const items = group.items
        .map((item) => (hit(item.text) ? item : { ...item, headers: item.headers.filter((h) => hit(h.text)) }))
        .filter((item) => hit(item.text) || item.headers.length > 0);
      return { ...group, items };
    })
    .filter((group) => group.items.length > 0);
}
