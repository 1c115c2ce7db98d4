import { NOT_FOUND_COLUMNS } from './labels';

export interface NotFoundLink {
  id: string;
  href: string;
  label: string;
  column: string;
}

/** Group the decision's links into columns, in NOT_FOUND_COLUMNS order, keeping link order. Pure. */
export function groupColumns(links: readonly NotFoundLink[]): Array<{ id: string; links: NotFoundLink[] }> {
  const order = new Map(NOT_FOUND_COLUMNS.map((c, i) => [c.id, i]));
  const groups = new Map<string, NotFoundLink[]>();
  for (const link of links) {
    const list = groups.get(link.column) ?? [];
    list.push(link);
    groups.set(link.column, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99))
    .map(([id, list]) => ({ id, links: list }));
}
