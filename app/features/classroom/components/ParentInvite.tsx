import { useId, useState, type FormEvent } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { useInviteParent } from '../api/invite-parent';
import { firstAnswerError } from '../utils/form-errors';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.students;

/**
 * Invite a parent by email to link to this child (the email carries the sign-up's `i` code),
 * in a dialog opened from the student's row menu.
 */
export function ParentInviteDialog({
  classId,
  studentId,
  name,
  onClose,
}: {
  classId: string;
  studentId: string;
  name: string;
  onClose: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteParent(classId, studentId);

  function send(event: FormEvent) {
    event.preventDefault();
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

  return (
    <Modal open onClose={onClose} title={CLASSROOM_SCREENS.roster.inviteTitle(name)} size="sm">
      <form className={styles.form} onSubmit={send} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {COPY.parentEmail(name)}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className={styles.input}
            value={email}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <p className={styles.success} role="status">
          {message}
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={invite.isPending}>
            {COPY.sendInvite}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {CLASSROOM_SCREENS.signInCards.close}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
