import { Link } from 'react-router';
import { LINKED_STUDENTS } from '@common/copy/auth';
import { PATHS } from '@common/routes';
import { useLinkedStudents } from '../api/get-linked-students';
import type { LinkedStudent, LinkedStudentsOwner } from '../utils/auth-api';
import styles from './AccountArea.module.css';
import { NewLoginCode } from './LoginCodeDialog';
import { LoadingMessage } from './StatusScreen';

type ListState =
  { phase: 'loading' } | { phase: 'loaded'; students: LinkedStudent[] } | { phase: 'failed' };

/**
 * The teacher's students (GET /api/roster/students) or the parent's children
 * (GET /api/roster/children), each with 'Log in as {firstName}' (impersonation, SPEC §2.6).
 */
export function LinkedStudents({ owner }: { owner: LinkedStudentsOwner }) {
  const { data, isPending } = useLinkedStudents(owner);
  const state: ListState = isPending
    ? { phase: 'loading' }
    : data
      ? { phase: 'loaded', students: data }
      : { phase: 'failed' };
  const copy = LINKED_STUDENTS[owner];
  const headingId = `${owner}-students-title`;

  return (
    <section className={styles.people} aria-labelledby={headingId} data-testid="linked-students">
      <h2 id={headingId} className={styles.peopleTitle}>
        {copy.title}
        {state.phase === 'loaded' && state.students.length > 0 && (
          <span className={styles.count}> ({state.students.length})</span>
        )}
      </h2>
      {state.phase === 'loading' && <LoadingMessage text={LINKED_STUDENTS.loading} />}
      {state.phase === 'failed' && <p className={styles.soon}>{LINKED_STUDENTS.failed}</p>}
      {state.phase === 'loaded' && state.students.length === 0 && (
        <p className={styles.soon} data-testid="linked-students-empty">
          {copy.empty}
        </p>
      )}
      {state.phase === 'loaded' && state.students.length > 0 && (
        <ul className={styles.peopleList}>
          {state.students.map((student) => {
            const nameId = `student-${student.id}-name`;
            return (
              <li key={student.id} className={styles.person}>
                <div className={styles.personText}>
                  <span id={nameId} className={styles.personName}>
                    {student.firstName} {student.lastName}
                  </span>
                  <span className={styles.personMeta}>
                    {student.username && (
                      <span>
                        {LINKED_STUDENTS.username}: {student.username}
                      </span>
                    )}
                    <span>
                      {LINKED_STUDENTS.className}: {student.className || LINKED_STUDENTS.noClass}
                    </span>
                  </span>
                </div>
                <div className={styles.personActions}>
                  {owner === 'teacher' && <NewLoginCode student={student} />}
                  <Link
                    className={styles.logInAs}
                    to={`${PATHS.studentLoginAs}?sid=${encodeURIComponent(student.id)}`}
                    aria-describedby={nameId}
                  >
                    {LINKED_STUDENTS.logInAs(student.firstName)}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
