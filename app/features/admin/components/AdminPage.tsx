import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_SCREENS as COPY } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import type { AdminSearchAnswer } from '@common/schemas/admin';
import { Button } from '~/components/ui/Button';
import { ApiError } from '~/lib/api';
import { useSearchAccounts } from '../api/search-accounts';
import { useVerifySchool } from '../api/verify-school';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import { AdminDeskFrame } from './AdminDeskFrame';
import { DashboardDesk } from './DashboardDesk';
import { DeletionRequests } from './DeletionRequests';
import desk from './AdminDesk.module.css';
import styles from './AdminPage.module.css';

/**
 * /admin: the dashboard (issue 12), then the quick search across schools, teachers and
 * students, and the deletion requests that need attention.
 */
export function AdminPage() {
  const id = useId();
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const results = useSearchAccounts(asked);
  const found = results.isError ? null : (results.data ?? null);
  const error = results.isError ? (firstErrorOf(results.error) ?? COPY.none) : null;

  function search(event: FormEvent) {
    event.preventDefault();
    // The same search again asks the server again.
    if (q === asked) void results.refetch();
    else setAsked(q);
  }

  return (
    <AdminDeskFrame title={COPY.title}>
      <DashboardDesk />
      <h2 className={desk.panelTitle}>{ADMIN_DESK.dashboard.findTitle}</h2>
      <form className={styles.search} onSubmit={search} role="search">
        <label htmlFor={`${id}-q`} className={styles.label}>
          {COPY.searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={styles.input}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Button type="submit">{COPY.search}</Button>
      </form>
      <p className={styles.error} role="alert">
        {error}
      </p>
      {found && (
        <>
          <Results title={COPY.schools} empty={found.schools.length === 0}>
            {found.schools.map((school) => (
              <SchoolRow key={school.id} school={school} />
            ))}
          </Results>
          <Results title={COPY.teachers} empty={found.teachers.length === 0}>
            {found.teachers.map((teacher) => (
              <TeacherRow key={teacher.id} teacher={teacher} />
            ))}
          </Results>
          <Results title={COPY.students} empty={found.students.length === 0}>
            {found.students.map((student) => (
              <li key={student.id}>
                {student.name}{' '}
                <span className={styles.muted}>
                  {[student.username, ...student.classes].filter(Boolean).join(' · ')}
                </span>{' '}
                <Link to={`${PATHS.studentLoginAs}?sid=${encodeURIComponent(student.id)}`}>
                  {COPY.loginAs(student.name)}
                </Link>
              </li>
            ))}
          </Results>
        </>
      )}
      <DeletionRequests />
    </AdminDeskFrame>
  );
}

function Results({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {empty ? (
        <p className={styles.muted}>{COPY.none}</p>
      ) : (
        <ul className={styles.list}>{children}</ul>
      )}
    </section>
  );
}

/** The first of the `errors` the server refused a call with. */
function firstErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? Object.values(error.body.errors ?? {})[0] : undefined;
}

function SchoolRow({ school }: { school: AdminSearchAnswer['schools'][number] }) {
  const verify = useVerifySchool();
  const answer = verify.data;
  const message =
    answer && !(answer.ok && answer.body.verifiedAt)
      ? (Object.values(answer.body.errors ?? {})[0] ?? COPY.verifyFailed)
      : null;

  return (
    <li className={styles.row}>
      <span>
        {school.name}{' '}
        <span className={styles.muted}>
          {school.address} · {COPY.classes(school.classCount)}
        </span>
        <br />
        <span className={styles.muted}>
          {school.verifiedAt ? COPY.addressVerified : COPY.addressUnverified}
        </span>
      </span>
      {!school.verifiedAt && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={COPY.verifyAddress(school.name)}
          disabled={verify.isPending}
          onClick={() => verify.mutate(school.id)}
        >
          {COPY.verify}
        </Button>
      )}
      <span role="status" className={styles.status}>
        {message}
      </span>
    </li>
  );
}

function TeacherRow({ teacher }: { teacher: AdminSearchAnswer['teachers'][number] }) {
  return (
    <li className={styles.row}>
      <span>
        {teacher.name}{' '}
        <span className={styles.muted}>
          {teacher.email} · {COPY.credits(teacher.credits)}
        </span>
      </span>
      {/* Credits change on the teachers desk, with a reason and a confirmation (issue 12). */}
      <Link to={`${PATHS.adminTeachers}?q=${encodeURIComponent(teacher.email)}`}>
        {COPY.manageCredits(teacher.name)}
      </Link>
      <Link to={`${PATHS.teacherLoginAs}?tid=${encodeURIComponent(teacher.id)}`}>
        {COPY.loginAs(teacher.name)}
      </Link>
    </li>
  );
}
