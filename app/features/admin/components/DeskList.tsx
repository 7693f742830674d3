import { useId, useState, type FormEvent } from 'react';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import {
  SCHOOL_SORTS,
  STUDENT_SORTS,
  TEACHER_SORTS,
  type SortDirection,
} from '@common/schemas/admin-desk';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { useDeskList, type DeskKind, type DeskLists } from '../api/get-desk-list';
import { useListParams } from '../hooks/use-list-params';
import { ListStates } from './ListStates';
import { Pager } from './Pager';
import { RecordTable, type Column } from './RecordTable';
import styles from './AdminDesk.module.css';

const COPY = ADMIN_DESK.list;
const SORTS = { schools: SCHOOL_SORTS, teachers: TEACHER_SORTS, students: STUDENT_SORTS };
const DIRECTIONS: SortDirection[] = ['asc', 'desc'];

export type DeskColumn<Kind extends DeskKind> = Column<
  DeskLists[Kind]['row'],
  DeskLists[Kind]['sort']
>;

/**
 * One desk list (issue 12, point 14): search, sort and pages kept in the address and done by
 * the server, with its loading, failed and empty states. A desk names only its kind and its
 * columns; the rows are a table on wide screens and cards on a phone (RecordTable).
 */
export function DeskList<Kind extends DeskKind>({
  kind,
  columns,
}: {
  kind: Kind;
  columns: DeskColumn<Kind>[];
}) {
  const id = useId();
  const title = ADMIN_DESK.sections[kind];
  const list = useListParams(SORTS[kind] as readonly DeskLists[Kind]['sort'][]);
  const query = useDeskList(kind, list.params);
  const { q, sort, dir } = list.params;
  const [text, setText] = useState(q ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    list.setQuery(text);
  }
  function showEveryone() {
    setText('');
    list.setQuery('');
  }

  return (
    <section className={styles.panel}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {title}
      </h2>
      <div className={styles.listTools}>
        <form role="search" className={styles.searchBar} onSubmit={submit}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {COPY.searchLabel[kind]}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">{COPY.search}</Button>
        </form>
        <div className={styles.phoneSort}>
          <label htmlFor={`${id}-sort`}>{COPY.sortLabel}</label>
          <select
            id={`${id}-sort`}
            value={`${sort}:${dir}`}
            onChange={(event) => {
              const [value, direction] = event.target.value.split(':');
              list.setSort(value as DeskLists[Kind]['sort'], direction as SortDirection);
            }}
          >
            {columns.flatMap((column) =>
              column.sort
                ? DIRECTIONS.map((direction) => (
                    <option
                      key={`${column.sort}:${direction}`}
                      value={`${column.sort}:${direction}`}
                    >
                      {COPY.sortOption(
                        column.label,
                        COPY.order[column.sortKind ?? 'text'][direction],
                      )}
                    </option>
                  ))
                : [],
            )}
          </select>
        </div>
      </div>
      <ListStates
        what={title}
        query={query}
        empty={
          q ? (
            <EmptyState
              title={COPY.noMatch(q)}
              action={
                <Button variant="secondary" onClick={showEveryone}>
                  {COPY.clear}
                </Button>
              }
            >
              <p>{COPY.noMatchHint}</p>
            </EmptyState>
          ) : (
            <EmptyState title={COPY.emptyTitle[kind]}>
              <p>{COPY.emptyHint[kind]}</p>
            </EmptyState>
          )
        }
      >
        {(data) => (
          <>
            <RecordTable
              labelledBy={`${id}-title`}
              columns={columns}
              rows={data.items}
              sorting={{ sort, dir, onSort: list.sortBy }}
              busy={query.isFetching}
              rowTestId={`${kind}-row`}
            />
            <Pager page={data.page} total={data.total} size={data.pageSize} onPage={list.setPage} />
          </>
        )}
      </ListStates>
    </section>
  );
}
