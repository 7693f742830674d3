import { useId, useState } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { useInviteParent } from '../api/invite-parent';
import { firstAnswerError } from '../utils/form-errors';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.students;

/** Invite a parent by email to link to this child (the email carries the sign-up's `i` code). */
export function ParentInvite({
  classId,
  studentId,
  name,
}: {
  classId: string;
  studentId: string;
  name: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteParent(classId, studentId);

  function send() {
    invite.mutate(email, {
      onSuccess: () => {
        setMessage(COPY.invited(email.trim()));
        setError(null);
        setEmail('');
      },
      onError: (failure) => {
        setMessage(null);
        setError(firstAnswerError(failure, COPY.sendInvite));
      },
    });
  }

  if (!open) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {COPY.inviteParent}
        <span className="visually-hidden"> {COPY.ofStudent(name)}</span>
      </Button>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {COPY.parentEmail(name)}
      </label>
      <input
        id={`${id}-email`}
        type="email"
        className={styles.input}
        value={email}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button size="sm" onClick={send}>
        {COPY.sendInvite}
      </Button>
      <p className={styles.success} role="status">
        {message}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
