/**
 * A sortable table: column headers are buttons that toggle the order, `aria-sort` says which
 * way, numbers sit at the inline end in tabular figures. On phones, columns marked `wide`
 * hide so the table fits without sideways scrolling.
 */
import { Trans } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import './page.css';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => number | string;
  align?: 'start' | 'end';
  /** Hidden on narrow screens. */
  wide?: boolean;
}

export type SortDirection = 'asc' | 'desc';

function sortRows<T>(rows: readonly T[], value: ((row: T) => number | string) | undefined, direction: SortDirection): T[] {
  if (!value) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  initialSort,
  empty,
  testId,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  initialSort?: { id: string; direction: SortDirection };
  empty?: ReactNode;
  testId?: string;
}) {
  const [sort, setSort] = useState(initialSort);
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.id === sort?.id);
    return sortRows(rows, column?.sortValue, sort?.direction ?? 'desc');
  }, [rows, columns, sort]);

  const toggle = (id: string) =>
    setSort((current) =>
      current?.id === id ? { id, direction: current.direction === 'desc' ? 'asc' : 'desc' } : { id, direction: 'desc' },
    );

  return (
    <div className="ui-table-wrap">
      <table className="ui-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.id === column.id;
              const ariaSort = active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              const className = [column.align === 'end' ? 'ui-num' : '', column.wide ? 'ui-wide' : ''].filter(Boolean).join(' ') || undefined;
              return (
                <th key={column.id} scope="col" aria-sort={column.sortValue ? (ariaSort ?? 'none') : undefined} className={className}>
                  {column.sortValue ? (
                    <button type="button" className="ui-table__sort" onClick={() => toggle(column.id)} data-active={active || undefined}>
                      {column.header}
                      <span className="ui-table__sort-icon" aria-hidden="true">
                        {active ? (sort?.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="ui-table__empty">
                {empty ?? <Trans>Nothing to show yet.</Trans>}
              </td>
            </tr>
          ) : (
            sorted.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={[column.align === 'end' ? 'ui-num' : '', column.wide ? 'ui-wide' : ''].filter(Boolean).join(' ') || undefined}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
