import type { ReactNode } from 'react';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import type { SortDirection } from '@common/schemas/admin-desk';
import styles from './RecordTable.module.css';

/** How a column's values order, for the words of the phone's sort control. */
export type SortKind = keyof typeof ADMIN_DESK.list.order;

export interface Column<Row, Sort extends string = never> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Sortable by the server under this key. */
  sort?: Sort;
  sortKind?: SortKind;
  /** Figures: right-aligned in the table. */
  numeric?: boolean;
  /** The row's buttons: on a phone they span the card, one full-width row. */
  actions?: boolean;
  /** Long values (an address, details) take the card's whole width on a phone. */
  wide?: boolean;
}

export interface SortState<Sort extends string> {
  sort: Sort;
  dir: SortDirection;
  onSort: (sort: Sort) => void;
}

/**
 * The desk's records (issue 12, point 14): a table at desktop widths; below 760 px (as the
 * staff desk) each row is a card of label and value pairs with its actions across the card,
 * so nothing sits off-screen and nothing scrolls sideways. The first column names the row.
 */
export function RecordTable<Row extends { id: string }, Sort extends string = never>({
  labelledBy,
  caption,
  columns,
  rows,
  sorting,
  busy = false,
  rowTestId,
  compact = false,
}: {
  /** The id of the heading that names the records, or a caption of their own. */
  labelledBy?: string;
  caption?: { id: string; text: string };
  columns: Column<Row, Sort>[];
  rows: Row[];
  sorting?: SortState<Sort>;
  busy?: boolean;
  rowTestId?: string;
  /** Short figures: three to a row on a phone's card, so a long list of them stays short. */
  compact?: boolean;
}) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div
      className={styles.region}
      role="region"
      aria-labelledby={caption?.id ?? labelledBy}
      tabIndex={0}
      aria-busy={busy}
    >
      <table className={compact ? `${styles.table} ${styles.compact}` : styles.table}>
        {caption && (
          <caption id={caption.id} className="visually-hidden">
            {caption.text}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <HeaderCell key={index} column={column} sorting={sorting} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId}>
              {columns.map((column, index) => {
                const className = cellClass(column);
                return index === 0 ? (
                  <th key={index} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={index}
                    className={className}
                    data-label={column.actions ? undefined : column.label}
                  >
                    {column.actions ? (
                      <div className={styles.rowActions}>{column.cell(row)}</div>
                    ) : (
                      column.cell(row)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const cellClass = (column: Column<never, string>) =>
  [column.numeric && styles.number, (column.actions || column.wide) && styles.wide]
    .filter(Boolean)
    .join(' ') || undefined;

function HeaderCell<Row, Sort extends string>({
  column,
  sorting,
}: {
  column: Column<Row, Sort>;
  sorting: SortState<Sort> | undefined;
}) {
  const current = column.sort !== undefined && column.sort === sorting?.sort;
  return (
    <th
      scope="col"
      className={column.numeric ? styles.number : undefined}
      aria-sort={current ? (sorting.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {column.sort && sorting ? (
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => sorting.onSort(column.sort!)}
        >
          {column.label}
          <span aria-hidden="true" className={styles.sortMark}>
            {current ? (sorting.dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
          <span className="visually-hidden"> ({ADMIN_DESK.list.sortBy(column.label)})</span>
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}
