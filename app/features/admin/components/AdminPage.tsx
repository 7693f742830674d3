import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_SCREENS as COPY } from '@common/copy/classroom-screens';
import { PATHS } from '@common/routes';
import { ADMIN_API, type AdminSearchAnswer } from '@common/schemas/admin';
import { AppShell } from '~/components/layout/AppShell';
import { Button } from '~/components/ui/Button';
import { apiGet, apiPost } from '~/lib/api';
import { DeletionRequests } from './DeletionRequests';
import styles from './AdminPage.module.css';

/** /admin: find schools, teachers and students; grant credits; log in as someone (audited). */
export function AdminPage() {
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<AdminSearchAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search(event: FormEvent) {
    event.preventDefault();
    const result = await apiGet<AdminSearchAnswer & { errors?: Record<string, string> }>(
      ADMIN_API.search(q),
    );
    if (result.ok) {
      setFound(result.body);
      setError(null);
    } else {
      setFound(null);
      setError(Object.values(result.body.errors ?? {})[0] ?? COPY.none);
    }
  }

  return (
    <AppShell home={{ to: PATHS.teacherArea, label: COPY.back }} title={COPY.title}>
      <form className={styles.search} onSubmit={(event) => void search(event)} role="search">
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
    </AppShell>
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

function SchoolRow({ school }: { school: AdminSearchAnswer['schools'][number] }) {
  const [verifiedAt, setVerifiedAt] = useState(school.verifiedAt);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify() {
    setBusy(true);
    const result = await apiPost<{ verifiedAt?: string; errors?: Record<string, string> }>(
      ADMIN_API.verifySchool(school.id),
      {},
    );
    setBusy(false);
    if (result.ok && result.body.verifiedAt) {
      setVerifiedAt(result.body.verifiedAt);
      setMessage(null);
    } else {
      setMessage(Object.values(result.body.errors ?? {})[0] ?? COPY.verifyFailed);
    }
  }

  return (
    <li className={styles.row}>
      <span>
        {school.name}{' '}
        <span className={styles.muted}>
          {school.address} · {COPY.classes(school.classCount)}
        </span>
        <br />
        <span className={styles.muted}>
          {verifiedAt ? COPY.addressVerified : COPY.addressUnverified}
        </span>
      </span>
      {!verifiedAt && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={COPY.verifyAddress(school.name)}
          disabled={busy}
          onClick={() => void verify()}
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
  const id = useId();
  const [credits, setCredits] = useState(13);
  const [balance, setBalance] = useState(teacher.credits);
  const [message, setMessage] = useState<string | null>(null);

  async function grant() {
    const result = await apiPost<{ credits?: number; errors?: Record<string, string> }>(
      ADMIN_API.credits(teacher.id),
      { credits },
    );
    if (result.ok && typeof result.body.credits === 'number') {
      setBalance(result.body.credits);
      setMessage(COPY.granted(teacher.name, result.body.credits));
    } else {
      setMessage(Object.values(result.body.errors ?? {})[0] ?? null);
    }
  }

  return (
    <li className={styles.row}>
      <span>
        {teacher.name}{' '}
        <span className={styles.muted}>
          {teacher.email} · {COPY.credits(balance)}
        </span>
      </span>
      <label htmlFor={`${id}-credits`} className="visually-hidden">
        {COPY.grantLabel(teacher.name)}
      </label>
      <input
        id={`${id}-credits`}
        type="number"
        min={1}
        className={styles.number}
        value={Number.isNaN(credits) ? '' : credits}
        onChange={(event) => setCredits(event.target.valueAsNumber)}
      />
      <Button size="sm" variant="secondary" onClick={() => void grant()}>
        {COPY.grant}
      </Button>
      <Link to={`${PATHS.teacherLoginAs}?tid=${encodeURIComponent(teacher.id)}`}>
        {COPY.loginAs(teacher.name)}
      </Link>
      <span role="status" className={styles.status}>
        {message}
      </span>
    </li>
  );
}
