import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import { formatDateTime } from '@common/copy/privacy';
import type { AuditParams } from '@common/schemas/admin-desk';
import { Button } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { ApiError } from '~/lib/api';
import { useAudit } from '../api/get-audit';
import { Pager } from './DeskTable';
import styles from './AdminDesk.module.css';

const COPY = ADMIN_DESK.audit;
const FIELDS = ['actor', 'action', 'from', 'to'] as const;

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
  const refused =
    query.error instanceof ApiError ? Object.values(query.error.body.errors ?? {})[0] : undefined;

  function apply(event: FormEvent) {
    event.preventDefault();
    setSearch(new URLSearchParams(Object.entries(draft).filter(([, value]) => value !== '')));
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
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(Object.fromEntries(FIELDS.map((name) => [name, ''])));
              setSearch(new URLSearchParams());
            }}
          >
            {COPY.reset}
          </Button>
        </div>
      </form>
      {query.isError ? (
        <LoadFailed
          message={refused ?? ADMIN_DESK.loadFailed(ADMIN_DESK.sections.audit)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <Skeleton label={ADMIN_DESK.loading(ADMIN_DESK.sections.audit)} lines={8} />
      ) : data.total === 0 ? (
        <EmptyState title={COPY.emptyTitle}>
          <p>{COPY.emptyHint}</p>
        </EmptyState>
      ) : (
        <>
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
                  {Object.values(COPY.columns).map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <tr key={entry.id} data-testid="audit-entry">
                    <th scope="row">{formatDateTime(entry.createdAt)}</th>
                    <td>{entry.actor ?? COPY.system}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>{entry.target ?? ADMIN_DESK.noSchool}</td>
                    <td>
                      {Object.entries(entry.details)
                        .map(
                          ([key, value]) =>
                            `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
                        )
                        .join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.page}
            pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            total={data.total}
            size={data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
