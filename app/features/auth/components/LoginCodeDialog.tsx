import { useState } from 'react';
import { LINKED_STUDENTS } from '@common/copy/auth';
import { loginCodeExpiry } from '@common/copy/login-codes';
import { PATHS } from '@common/routes';
import { Modal } from '~/components/ui/Modal';
import { apiPost } from '~/lib/api';
import { AUTH_API, type LinkedStudent } from '../utils/auth-api';
import styles from './LoginCodeDialog.module.css';

type CodeState =
  { phase: 'idle' | 'working' | 'failed' } | { phase: 'shown'; code: string; expiresAt: string };

/**
 * 'New login code' for one student (issue 3, point 9): the server makes the code and answers it
 * once; it is shown here and can be printed on a sign-in card, then it is gone.
 */
export function NewLoginCode({ student }: { student: LinkedStudent }) {
  const [state, setState] = useState<CodeState>({ phase: 'idle' });
  const nameId = `student-${student.id}-name`;

  async function issue() {
    setState({ phase: 'working' });
    const { ok, body } = await apiPost<{ code?: string; expiresAt?: string }>(
      AUTH_API.studentLoginCode(student.id),
    );
    setState(
      ok && body.code && body.expiresAt
        ? { phase: 'shown', code: body.code, expiresAt: body.expiresAt }
        : { phase: 'failed' },
    );
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => void issue()}
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
        onClose={() => setState({ phase: 'idle' })}
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
              <button
                type="button"
                className={styles.trigger}
                onClick={() => setState({ phase: 'idle' })}
              >
                {LINKED_STUDENTS.close}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
