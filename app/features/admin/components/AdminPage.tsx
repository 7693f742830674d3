import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_SCREENS as COPY } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import type { AdminSearchAnswer } from '@common/schemas/admin';
import { Button, ButtonLink } from '~/components/ui/Button';
import { ApiError } from '~/lib/api';
import { useSearchAccounts } from '../api/search-accounts';
import { ADMIN_DESK } from '@common/copy/admin-desk';
import { AdminDeskFrame } from './AdminDeskFrame';
import { CheckAddress } from './CheckAddress';
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
              <StudentRow key={student.id} student={student} />
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
      <div className={styles.rowActions}>
        <CheckAddress school={school} />
      </div>
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
      <div className={styles.rowActions}>
        {/* Credits change on the teachers desk, with a reason and a confirmation (issue 12). */}
        <ButtonLink
          size="sm"
          variant="secondary"
          href={`${PATHS.adminTeachers}?q=${encodeURIComponent(teacher.email)}`}
        >
          {COPY.manageCredits(teacher.name)}
        </ButtonLink>
        <LoginAs
          name={teacher.name}
          href={`${PATHS.teacherLoginAs}?tid=${encodeURIComponent(teacher.id)}`}
        />
      </div>
    </li>
  );
}

function StudentRow({ student }: { student: AdminSearchAnswer['students'][number] }) {
  return (
    <li className={styles.row}>
      <span>
        {student.name}{' '}
        <span className={styles.muted}>
          {[student.username, ...student.classes].filter(Boolean).join(' · ')}
        </span>
      </span>
      <div className={styles.rowActions}>
        <LoginAs
          name={student.name}
          href={`${PATHS.studentLoginAs}?sid=${encodeURIComponent(student.id)}`}
        />
      </div>
    </li>
  );
}

const LoginAs = ({ name, href }: { name: string; href: string }) => (
  <ButtonLink size="sm" variant="ghost" href={href}>
    {COPY.loginAs(name)}
  </ButtonLink>
);
