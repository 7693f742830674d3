import { useId, useState } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { useAddCoTeacher } from '../api/add-co-teacher';
import { useCoTeachers } from '../api/get-co-teachers';
import { firstAnswerError } from '../utils/form-errors';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.coTeachers;

/** Teacher collaboration: another teacher teaches this class with the same rights. */
export function CoTeachersSection({ classId }: { classId: string }) {
  const id = useId();
  const { data: team } = useCoTeachers(classId);
  const addCoTeacher = useAddCoTeacher(classId);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function add() {
    addCoTeacher.mutate(email, {
      onSuccess: (added) => {
        setMessage(COPY.added(`${added.firstName ?? ''} ${added.lastName ?? ''}`.trim() || email));
        setError(null);
        setEmail('');
      },
      onError: (failure) => {
        setMessage(null);
        setError(firstAnswerError(failure, COPY.invite));
      },
    });
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
        <Button variant="secondary" onClick={add}>
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
