/** The order the panel shows hits in: grouped by page, pages in the order of their best hit. */

interface PageGroup<T> {
  title: string;
  /** The page's hits in rank order, each with its place in the whole list as shown. */
  hits: { hit: T; index: number }[];
}

export function groupByPage<T extends { link: string; title: string }>(hits: readonly T[]): { groups: PageGroup<T>[]; ordered: T[] } {
  const byPage = new Map<string, T[]>();
  for (const hit of hits) {
    const page = hit.link.split('#')[0]!;
    const list = byPage.get(page);
    if (list) list.push(hit);
    else byPage.set(page, [hit]);
  }
  const ordered: T[] = [];
  const groups = [...byPage.values()].map((pageHits) => ({
    title: pageHits[0]!.title,
    hits: pageHits.map((hit) => ({ hit, index: ordered.push(hit) - 1 })),
  }));
  return { groups, ordered };
}
