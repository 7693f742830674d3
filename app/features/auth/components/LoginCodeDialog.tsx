import { LINKED_STUDENTS } from '@common/copy/auth';
import { loginCodeExpiry } from '@common/copy/login-codes';
import { PATHS } from '@common/routes';
import { Modal } from '~/components/ui/Modal';
import { useNewLoginCode } from '../api/new-login-code';
import type { LinkedStudent } from '../utils/auth-api';
import styles from './LoginCodeDialog.module.css';

type CodeState =
  { phase: 'idle' | 'working' | 'failed' } | { phase: 'shown'; code: string; expiresAt: string };

/**
 * 'New login code' for one student (issue 3, point 9): the server makes the code and answers it
 * once; it is shown here and can be printed on a sign-in card, then it is gone.
 */
export function NewLoginCode({ student }: { student: LinkedStudent }) {
  const issue = useNewLoginCode();
  const answer = issue.data;
  const state: CodeState = issue.isPending
    ? { phase: 'working' }
    : !answer
      ? { phase: 'idle' }
      : answer.ok && answer.body.code && answer.body.expiresAt
        ? { phase: 'shown', code: answer.body.code, expiresAt: answer.body.expiresAt }
        : { phase: 'failed' };
  const nameId = `student-${student.id}-name`;

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => issue.mutate(student.id)}
        disabled={state.phase === 'working'}
        aria-describedby={nameId}
        aria-label={LINKED_STUDENTS.newLoginCodeFor(student.firstName)}
      >
        {LINKED_STUDENTS.newLoginCode}
      </button>
      {state.phase === 'failed' && (
        <p role="alert" className={styles.error}>
          {LINKED_STUDENTS.loginCodeFailed}
        </p>
      )}
      <Modal
        open={state.phase === 'shown'}
        onClose={issue.reset}
        title={LINKED_STUDENTS.loginCodeTitle(student.firstName)}
        description={LINKED_STUDENTS.loginCodeOnce}
        size="sm"
      >
        {state.phase === 'shown' && (
          <>
            <div className={styles.card} data-testid="sign-in-card">
              <p className={styles.cardName}>
                {student.firstName} {student.lastName}
              </p>
              {student.username && (
                <p>
                  {LINKED_STUDENTS.username}: <strong>{student.username}</strong>
                </p>
              )}
              <p>
                {LINKED_STUDENTS.cardCode}:{' '}
                <strong className={styles.code} data-testid="login-code">
                  {state.code}
                </strong>
              </p>
              <p data-testid="login-code-expiry">{loginCodeExpiry(state.expiresAt)}</p>
              <p>
                {LINKED_STUDENTS.cardSignInAt}: {window.location.origin}
                {PATHS.studentSignIn}
              </p>
            </div>
            <div className={styles.actions}>
              <button type="button" className={styles.trigger} onClick={() => window.print()}>
                {LINKED_STUDENTS.printCard}
              </button>
              <button type="button" className={styles.trigger} onClick={issue.reset}>
                {LINKED_STUDENTS.close}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
