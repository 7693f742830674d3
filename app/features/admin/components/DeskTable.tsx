import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import type { Paged, SortDirection } from '@common/schemas/admin-desk';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import styles from './AdminDesk.module.css';

export interface Column<Row, Sort extends string> {
  label: string;
  /** Sortable by the server under this key. */
  sort?: Sort;
  cell: (row: Row) => ReactNode;
}

interface DeskTableProps<Row extends { id: string }, Sort extends string> {
  title: string;
  searchLabel: string;
  columns: Column<Row, Sort>[];
  query: {
    data?: Paged<Row> | undefined;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  params: { q?: string | undefined; sort: Sort; dir: SortDirection; page: number };
  onSearch: (q: string) => void;
  onSort: (sort: Sort) => void;
  onPage: (page: number) => void;
  empty: { title: string; hint: string };
}

/**
 * A desk list (issue 12, point 14): search, sortable columns and pages, all done by the
 * server. The table scrolls in its own region with the first column held in place, so the
 * page never scrolls sideways on a phone.
 */
export function DeskTable<Row extends { id: string }, Sort extends string>({
  title,
  searchLabel,
  columns,
  query,
  params,
  onSearch,
  onSort,
  onPage,
  empty,
}: DeskTableProps<Row, Sort>) {
  const id = useId();
  const [text, setText] = useState(params.q ?? '');
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <section className={styles.panel}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {title}
      </h2>
      <form role="search" className={styles.searchBar} onSubmit={submit}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{ADMIN_DESK.list.search}</Button>
      </form>
      {query.isError && !data ? (
        <LoadFailed message={ADMIN_DESK.loadFailed(title)} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton label={ADMIN_DESK.loading(title)} lines={6} />
      ) : data.total === 0 ? (
        params.q ? (
          <EmptyState title={ADMIN_DESK.list.noMatch(params.q)}>
            <p>{ADMIN_DESK.list.noMatchHint}</p>
          </EmptyState>
        ) : (
          <EmptyState title={empty.title}>
            <p>{empty.hint}</p>
          </EmptyState>
        )
      ) : (
        <>
          {query.isError && (
            <LoadFailed
              message={ADMIN_DESK.loadFailed(title)}
              onRetry={() => void query.refetch()}
            />
          )}
          <div
            className={styles.scroller}
            role="region"
            aria-labelledby={`${id}-title`}
            tabIndex={0}
            aria-busy={query.isFetching}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      aria-sort={
                        column.sort && column.sort === params.sort
                          ? params.dir === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => onSort(column.sort!)}
                        >
                          {column.label}
                          <span aria-hidden="true" className={styles.sortMark}>
                            {column.sort === params.sort ? (params.dir === 'asc' ? '▲' : '▼') : '↕'}
                          </span>
                          <span className="visually-hidden">
                            {' '}
                            ({ADMIN_DESK.list.sortBy(column.label)})
                          </span>
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.id}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.label} scope="row">
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.label}>{column.cell(row)}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.page}
            pages={pages}
            total={data.total}
            size={data.pageSize}
            onPage={onPage}
          />
        </>
      )}
    </section>
  );
}

export function Pager({
  page,
  pages,
  total,
  size,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  return (
    <nav aria-label={ADMIN_DESK.list.pagination} className={styles.pager}>
      <p className={styles.muted} aria-live="polite">
        {ADMIN_DESK.list.shown(from, Math.min(total, page * size), total)} ·{' '}
        {ADMIN_DESK.list.pageOf(page, pages)}
      </p>
      <div className={styles.pagerButtons}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {ADMIN_DESK.list.previous}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {ADMIN_DESK.list.next}
        </Button>
      </div>
    </nav>
  );
}
