import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import { COURSE_MESSAGES_COPY } from '@common/copy/academy-messages';
import { DASHBOARD_COPY as COPY, UNLOCK_COPY } from '@common/copy/academy-dashboard';
import {
  DASHBOARD_API,
  PARTICIPANT_FILTERS,
  PARTICIPANT_SORTS,
  type ParticipantFilter,
  type ParticipantSort,
} from '@common/schemas/academy-dashboard';
import { Button, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Skeleton } from '~/components/ui/Skeleton';
import { formatDate } from '~/lib/format-date';
import { useCourseLive } from '@academy/lib/use-course-live';
import { dashboardKeys, useParticipants, viewQuery, type DashboardView } from './api';
import styles from './Dashboard.module.css';
import { UnlockModal } from './UnlockModal';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The participants dashboard (issue 13, point 13): each participant's progress, last activity
 * and reflections waiting, filterable, searchable and sortable, with the CSV export of what is
 * shown. The view lives in the address, so a reload or a shared link shows the same.
 */
export function ParticipantsDashboard({ courseId }: { courseId: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const view: DashboardView = {
    filter: oneOf(PARTICIPANT_FILTERS, params.get('filter'), 'all'),
    sort: oneOf(PARTICIPANT_SORTS, params.get('sort'), 'name'),
    q: params.get('q') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [search, setSearch] = useState(view.q);
  // Whose "Unlock a lesson…" is open; the last one stays mounted, closed, so the modal can
  // hand focus back to the button that opened it.
  const [unlocking, setUnlocking] = useState<{ id: string; name: string } | null>(null);
  const [unlockOpen, setUnlockOpen] = useState(false);
  // Each opening starts afresh (no message left from the last time).
  const [unlockRound, setUnlockRound] = useState(0);
  const query = useParticipants(courseId, view);
  useCourseLive(courseId, [dashboardKeys.all(courseId)]);
  const show = (next: Partial<DashboardView>) =>
    setParams(new URLSearchParams(viewQuery({ ...view, page: 1, ...next })), {
      replace: true,
      preventScrollReset: true,
    });

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className={styles.dashboard} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {COPY.title}
          </h2>
          <p className={styles.intro}>{COPY.intro}</p>
        </div>
        <a
          className={styles.export}
          href={`${DASHBOARD_API.csv(courseId)}${viewQuery({ ...view, page: 1 })}`}
          download
        >
          {COPY.exportCsv}
        </a>
      </div>
      <div className={styles.filters} role="group" aria-label={COPY.filterLabel}>
        {PARTICIPANT_FILTERS.map((filter: ParticipantFilter) => (
          <button
            key={filter}
            type="button"
            className={styles.filter}
            aria-pressed={view.filter === filter}
            onClick={() => show({ filter })}
          >
            {COPY.filters[filter]}
            {data && <span className={styles.filterCount}>{data.counts[filter]}</span>}
          </button>
        ))}
      </div>
      <div className={styles.tools}>
        <form
          role="search"
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            show({ q: search.trim() });
          }}
        >
          <label htmlFor={`${id}-q`}>{COPY.searchLabel}</label>
          <div className={styles.searchRow}>
            <input
              id={`${id}-q`}
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
            <Button type="submit" variant="secondary" size="sm">
              {COPY.search}
            </Button>
          </div>
        </form>
        <label className={styles.sort}>
          {COPY.sortLabel}
          <select
            value={view.sort}
            onChange={(event) => show({ sort: event.target.value as ParticipantSort })}
          >
            {PARTICIPANT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {COPY.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <Skeleton label={COPY.loading} lines={6} />
      ) : query.isError || !data ? (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void query.refetch()} />
      ) : data.counts.all === 0 ? (
        <EmptyState title={COPY.emptyTitle}>{COPY.emptyBody}</EmptyState>
      ) : data.participants.length === 0 ? (
        <EmptyState
          title={COPY.noneMatch}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                show({ filter: 'all', q: '' });
              }}
            >
              {COPY.clearFilters}
            </Button>
          }
        />
      ) : (
        <>
          <table className={styles.table} aria-busy={query.isFetching}>
            <thead>
              <tr>
                <th scope="col">{COPY.columns.name}</th>
                <th scope="col">{COPY.columns.progress}</th>
                <th scope="col">{COPY.columns.lastActivity}</th>
                <th scope="col">{COPY.columns.waiting}</th>
                <th scope="col">{COPY.columns.accepted}</th>
              </tr>
            </thead>
            <tbody>
              {data.participants.map((row) => (
                <tr key={row.id} data-testid="participant-row">
                  <th scope="row" data-label={COPY.columns.name}>
                    <span className={styles.name}>{row.name}</span>
                    <span className={styles.email}>{row.email}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className={styles.unlockOpen}
                      onClick={() => {
                        setUnlocking({ id: row.id, name: row.name });
                        setUnlockOpen(true);
                        setUnlockRound((round) => round + 1);
                      }}
                    >
                      {UNLOCK_COPY.open}
                      <span className="visually-hidden">{UNLOCK_COPY.openFor(row.name)}</span>
                    </Button>
                    {/* Course messaging (issue 17, point 1): an instructor may write first. */}
                    <ButtonLink
                      variant="ghost"
                      size="sm"
                      className={styles.unlockOpen}
                      href={ACADEMY_PATHS.messages(courseId, row.id)}
                    >
                      {COURSE_MESSAGES_COPY.messageParticipant}
                      <span className="visually-hidden">
                        {COURSE_MESSAGES_COPY.messageParticipantFor(row.name)}
                      </span>
                    </ButtonLink>
                  </th>
                  <td data-label={COPY.columns.progress}>
                    <progress
                      className={styles.bar}
                      max={100}
                      value={row.progressPercent}
                      aria-label={`${row.name}: ${row.progressPercent}%`}
                    />
                    <span>
                      {row.progressPercent}% ·{' '}
                      {COPY.lessons(row.completedLessons, data.lessonCount)}
                    </span>
                    {row.certificateIssuedAt && (
                      <span className={styles.certificate}>{COPY.certificate}</span>
                    )}
                  </td>
                  <td data-label={COPY.columns.lastActivity}>
                    {row.lastActivityAt ? formatDate(row.lastActivityAt) : COPY.never}
                  </td>
                  <td data-label={COPY.columns.waiting}>{row.waitingReflections}</td>
                  <td data-label={COPY.columns.accepted}>{row.acceptedReflections}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={COPY.pageOf(view.page, pages)}>
              <Button
                variant="ghost"
                size="sm"
                disabled={view.page <= 1}
                onClick={() => show({ ...view, page: view.page - 1 })}
              >
                {COPY.previous}
              </Button>
              <span>{COPY.pageOf(view.page, pages)}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={view.page >= pages}
                onClick={() => show({ ...view, page: view.page + 1 })}
              >
                {COPY.next}
              </Button>
            </nav>
          )}
        </>
      )}
      {unlocking && (
        <UnlockModal
          key={unlockRound}
          open={unlockOpen}
          courseId={courseId}
          participant={unlocking}
          onClose={() => setUnlockOpen(false)}
        />
      )}
    </section>
  );
}
