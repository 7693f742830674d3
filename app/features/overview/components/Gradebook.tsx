import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PROGRESS_STATES, type ProgressState } from '@common/classroom/progress';
import { GRADEBOOK_COPY as COPY, PROGRESS_LABELS } from '@common/copy/overview';
import { classTabPath, PATHS } from '@common/routes';
import { OVERVIEW_API, type GradebookCell } from '@common/schemas/overview';
import { buttonClassName, ButtonLink } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { Skeleton } from '~/components/ui/Skeleton';
import { useSignInWhenUnauthorized } from '~/lib/use-sign-in-when-unauthorized';
import { useGradebook } from '../api/get-gradebook';
import { GradebookGrid } from './GradebookGrid';
import { ClassLoadFailed } from './ClassLoadFailed';
import styles from './Overview.module.css';

/**
 * A class's gradebook (issue 11, point 9): filters by status and "late only", the grid, and a
 * CSV download (the server builds it, so it is the same data the grid shows).
 */
export function Gradebook({ classId }: { classId: string }) {
  const gradebook = useGradebook(classId);
  const signingIn = useSignInWhenUnauthorized(gradebook.error, PATHS.teacherSignIn);
  const [status, setStatus] = useState<ProgressState | ''>('');
  const [lateOnly, setLateOnly] = useState(false);
  const statusId = useId();

  const filter = useMemo(() => {
    const matches = (cell: GradebookCell | null) =>
      cell !== null && (status === '' || cell.state === status) && (!lateOnly || cell.late);
    return { matches, active: status !== '' || lateOnly };
  }, [status, lateOnly]);
  const book = gradebook.data;
  const rows = useMemo(
    () =>
      book && filter.active
        ? book.rows.filter((row) => row.cells.some(filter.matches))
        : book?.rows,
    [book, filter],
  );

  return (
    <section className={styles.section} aria-labelledby="class-gradebook">
      <h2 id="class-gradebook" className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      {gradebook.isPending && <Skeleton label={COPY.loading} lines={8} />}
      {gradebook.isError && !signingIn && (
        <ClassLoadFailed
          error={gradebook.error}
          message={COPY.failed}
          onRetry={() => void gradebook.refetch()}
        />
      )}
      {book && rows && book.columns.length === 0 && (
        <EmptyState
          title={COPY.emptyTitle}
          action={<ButtonLink href={PATHS.teacherActivities}>{COPY.browse}</ButtonLink>}
        >
          {COPY.emptyBody}
        </EmptyState>
      )}
      {book && rows && book.columns.length > 0 && book.rows.length === 0 && (
        <EmptyState
          title={COPY.noStudentsTitle}
          action={<Link to={classTabPath(classId, 'students')}>{COPY.studentsTab}</Link>}
        >
          {COPY.noStudentsBody}
        </EmptyState>
      )}
      {book && rows && book.columns.length > 0 && book.rows.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <fieldset className={styles.filters}>
              <legend className="visually-hidden">{COPY.filtersLabel}</legend>
              <label className={styles.filterField} htmlFor={statusId}>
                {COPY.status}
                <select
                  id={statusId}
                  className={styles.select}
                  value={status}
                  onChange={(event) => setStatus(event.target.value as ProgressState | '')}
                >
                  <option value="">{COPY.anyStatus}</option>
                  {PROGRESS_STATES.map((state) => (
                    <option key={state} value={state}>
                      {PROGRESS_LABELS[state]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={lateOnly}
                  onChange={(event) => setLateOnly(event.target.checked)}
                />
                {COPY.lateOnly}
              </label>
            </fieldset>
            <a
              href={OVERVIEW_API.gradebookCsv(classId)}
              download
              className={buttonClassName({ variant: 'secondary' })}
            >
              {COPY.download}
            </a>
          </div>
          <p className={styles.muted} role="status" data-testid="gradebook-shown">
            {filter.active ? COPY.shown(rows.length, book.rows.length) : ''}
          </p>
          {rows.length === 0 ? (
            <EmptyState title={COPY.noMatches} />
          ) : (
            <GradebookGrid book={book} rows={rows} filter={filter} />
          )}
        </>
      )}
    </section>
  );
}
