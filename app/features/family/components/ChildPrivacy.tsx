import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime, PRIVACY_SCREENS } from '@common/copy/privacy';
import { PRIVACY_API } from '@common/schemas/privacy';
import { Button, buttonClassName } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useDeletionRequest } from '../api/get-deletion-request';
import { useRequestDeletion } from '../api/request-deletion';
import { useWithdrawDeletion } from '../api/withdraw-deletion';
import work from './ChildrenWork.module.css';
import styles from './ChildPrivacy.module.css';

const COPY = PRIVACY_SCREENS.parent;

/**
 * A linked parent's data tools for one child (SPEC §3): download everything the account
 * holds (JSON, PDF), ask for the account to be deleted (after a warning), then see the
 * pending request with its due date, or withdraw it.
 */
export function ChildPrivacy({ studentId, firstName }: { studentId: string; firstName: string }) {
  const id = useId();
  const request = useDeletionRequest(studentId).data?.request ?? null;
  const { mutateAsync: ask } = useRequestDeletion();
  const { mutateAsync: withdraw } = useWithdrawDeletion();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // The control that replaces the one just used gets the focus (keyboard users stay put),
  // once the answer has changed the request shown and the dialog has closed (in whichever
  // order the screen shows them).
  const pendingRef = useRef<HTMLDivElement>(null);
  const requestRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'pending' | 'request' | null>(null);

  useEffect(() => {
    if (confirming || focusNext.current !== (request ? 'pending' : 'request')) return;
    focusNext.current = null;
    (request ? pendingRef.current : requestRef.current)?.focus();
  }, [request, confirming]);

  async function requestDeletion(): Promise<string | null> {
    focusNext.current = 'pending';
    const result = await ask(studentId);
    if (!result.ok || !result.body.request) {
      focusNext.current = null;
      return COPY.failed;
    }
    setMessage(null);
    setConfirming(false);
    return null;
  }

  async function withdrawRequest() {
    focusNext.current = 'request';
    const result = await withdraw(studentId);
    if (result.ok) {
      setMessage(COPY.withdrawn);
    } else {
      focusNext.current = null;
      setMessage(COPY.failed);
    }
  }

  const link = buttonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <div className={styles.privacy} role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={work.subtitle}>
        {COPY.dataTitle}
      </h3>
      <p className={work.muted}>{COPY.dataNote(firstName)}</p>
      <div className={work.actions}>
        <a href={PRIVACY_API.parentExport(studentId, 'json')} download className={link}>
          {COPY.exportJson}
          <span className="visually-hidden"> {COPY.ofChild(firstName)}</span>
        </a>
        <a href={PRIVACY_API.parentExport(studentId, 'pdf')} download className={link}>
          {COPY.exportPdf}
          <span className="visually-hidden"> {COPY.ofChild(firstName)}</span>
        </a>
        {!request && (
          <button
            ref={requestRef}
            type="button"
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            onClick={() => setConfirming(true)}
          >
            {COPY.request}
          </button>
        )}
      </div>
      {request && (
        <div
          ref={pendingRef}
          tabIndex={-1}
          className={styles.pending}
          data-testid="deletion-pending"
        >
          <p>{COPY.pending(firstName, formatDateTime(request.dueAt))}</p>
          <Button size="sm" variant="secondary" onClick={() => void withdrawRequest()}>
            {COPY.withdraw}
          </Button>
        </div>
      )}
      <p role="status" className={work.saved}>
        {message}
      </p>
      <ConfirmDialog
        open={confirming}
        title={COPY.confirmTitle(firstName)}
        description={COPY.confirmBody(firstName)}
        confirmLabel={COPY.confirm}
        cancelLabel={COPY.cancel}
        onClose={() => setConfirming(false)}
        onConfirm={requestDeletion}
      />
    </div>
  );
}
