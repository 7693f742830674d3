import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import { formatDateTime } from '@common/copy/privacy';
import type { AuditEntry, AuditParams } from '@common/schemas/admin-desk';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { ApiError } from '~/lib/api';
import { useAudit } from '../api/get-audit';
import { ListStates } from './ListStates';
import { Pager } from './Pager';
import { RecordTable, type Column } from './RecordTable';
import styles from './AdminDesk.module.css';

const COPY = ADMIN_DESK.audit;
const FIELDS = ['actor', 'action', 'from', 'to'] as const;
const C = COPY.columns;

/** Details are the audit row's own facts (credits, reason, …), shown as "key: value". */
const detailsOf = (entry: AuditEntry) =>
  Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ') || ADMIN_DESK.noSchool;

const COLUMNS: Column<AuditEntry>[] = [
  { label: C.when, cell: (entry) => formatDateTime(entry.createdAt) },
  { label: C.actor, wide: true, cell: (entry) => entry.actor ?? COPY.system },
  { label: C.action, cell: (entry) => <code>{entry.action}</code> },
  { label: C.target, wide: true, cell: (entry) => entry.target ?? ADMIN_DESK.noSchool },
  { label: C.details, wide: true, cell: detailsOf },
];

/** /admin/audit: the log, newest first, filtered by who, what and when (in the address). */
export function AuditDesk() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const params: AuditParams = {
    ...Object.fromEntries(
      FIELDS.flatMap((field) => (search.get(field) ? [[field, search.get(field)!]] : [])),
    ),
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
  const [draft, setDraft] = useState(() =>
    Object.fromEntries(FIELDS.map((field) => [field, search.get(field) ?? ''])),
  );
  const query = useAudit(params);
  const data = query.data;
  const filtered = FIELDS.some((name) => search.get(name));
  const refused =
    query.error instanceof ApiError ? Object.values(query.error.body.errors ?? {})[0] : undefined;

  function apply(event: FormEvent) {
    event.preventDefault();
    setSearch(new URLSearchParams(Object.entries(draft).filter(([, value]) => value !== '')));
  }
  function reset() {
    setDraft(Object.fromEntries(FIELDS.map((name) => [name, ''])));
    setSearch(new URLSearchParams());
  }
  function setPage(page: number) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (page === 1) next.delete('page');
      else next.set('page', String(page));
      return next;
    });
  }
  const field = (name: (typeof FIELDS)[number], label: string, type = 'text') => (
    <div className={styles.filter}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <section className={styles.panel}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {ADMIN_DESK.sections.audit}
      </h2>
      <form className={styles.filters} onSubmit={apply} aria-label={COPY.filters}>
        {field('actor', COPY.actor)}
        <div className={styles.filter}>
          <label htmlFor={`${id}-action`}>{COPY.action}</label>
          <select
            id={`${id}-action`}
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          >
            <option value="">{COPY.anyAction}</option>
            {(data?.actions ?? (draft.action ? [draft.action] : [])).map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        {field('from', COPY.from, 'date')}
        {field('to', COPY.to, 'date')}
        <div className={styles.actions}>
          <Button type="submit">{COPY.apply}</Button>
          <Button type="button" variant="ghost" onClick={reset}>
            {COPY.reset}
          </Button>
        </div>
      </form>
      <ListStates
        what={ADMIN_DESK.sections.audit}
        query={query}
        refused={refused}
        empty={
          filtered ? (
            <EmptyState
              title={COPY.emptyTitle}
              action={
                <Button variant="secondary" onClick={reset}>
                  {COPY.reset}
                </Button>
              }
            >
              <p>{COPY.emptyHint}</p>
            </EmptyState>
          ) : (
            <EmptyState title={COPY.emptyAll}>
              <p>{COPY.emptyAllHint}</p>
            </EmptyState>
          )
        }
      >
        {(data) => (
          <>
            <RecordTable
              labelledBy={`${id}-title`}
              columns={COLUMNS}
              rows={data.items}
              busy={query.isFetching}
              rowTestId="audit-entry"
            />
            <Pager page={data.page} total={data.total} size={data.pageSize} onPage={setPage} />
          </>
        )}
      </ListStates>
    </section>
  );
}
