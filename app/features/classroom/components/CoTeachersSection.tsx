import { useCallback, useId, useState } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import type { CoTeachersAnswer } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import { classroomApi } from '../api/classroom-api';
import { useRemote } from '../hooks/use-remote';
import { answerErrors } from '../utils/form-errors';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.coTeachers;

/** Teacher collaboration: another teacher teaches this class with the same rights. */
export function CoTeachersSection({ classId }: { classId: string }) {
  const id = useId();
  const fetchTeam = useCallback(() => classroomApi.coTeachers(classId), [classId]);
  const { data: team, reload } = useRemote<CoTeachersAnswer>(fetchTeam);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function add() {
    const result = await classroomApi.addCoTeacher(classId, email);
    if (result.ok) {
      setMessage(
        COPY.added(`${result.body.firstName ?? ''} ${result.body.lastName ?? ''}`.trim() || email),
      );
      setError(null);
      setEmail('');
      reload();
    } else {
      setMessage(null);
      setError(Object.values(answerErrors(result.body, COPY.invite))[0] ?? null);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      <p className={styles.muted}>{COPY.note}</p>
      {team && team.coTeachers.length === 0 && <p>{COPY.none}</p>}
      {team && team.coTeachers.length > 0 && (
        <ul className={styles.list}>
          {team.coTeachers.map((teacher) => (
            <li key={teacher.id}>
              {teacher.firstName} {teacher.lastName}{' '}
              <span className={styles.muted}>{teacher.email}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.rowTools}>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {COPY.email}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className={styles.input}
            value={email}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button variant="secondary" onClick={() => void add()}>
          {COPY.invite}
        </Button>
      </div>
      <p className={styles.success} role="status">
        {message}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
