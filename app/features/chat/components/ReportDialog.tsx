import { useId, useState } from 'react';
import { CHAT_SCREENS } from '@common/copy/chat-screens';
import type { ChatAudience, ChatMessage } from '@common/schemas/chat';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { messageOf } from '~/lib/api';
import { useReportMessage } from '../api/report-message';
import styles from './Chat.module.css';

const COPY = CHAT_SCREENS.report;

/** Report a message with a reason: it goes to the class's teacher and the safeguarding lead. */
export function ReportDialog({
  audience,
  message,
  onClose,
}: {
  audience: ChatAudience;
  message: ChatMessage;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportMessage(audience);
  const reasonId = useId();

  const send = () => {
    setError(null);
    report.mutate(
      { messageId: message.id, reason },
      { onError: (failure) => setError(messageOf(failure, COPY.failed)) },
    );
  };

  return (
    <Modal open onClose={onClose} title={COPY.title} description={COPY.description}>
      {report.isSuccess ? (
        <div className={styles.dialogBody}>
          <p className={styles.success} role="status">
            {COPY.sent}
          </p>
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>{COPY.close}</Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.dialogBody}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <blockquote className={styles.notice}>
            <strong>{message.senderName}:</strong> {message.body}
          </blockquote>
          <div className={styles.field}>
            <label htmlFor={reasonId} className={styles.fieldLabel}>
              {COPY.reason}
            </label>
            <p id={`${reasonId}-hint`} className={styles.hint}>
              {COPY.reasonHint}
            </p>
            <textarea
              id={reasonId}
              className={styles.textarea}
              rows={3}
              value={reason}
              aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {error && (
              <p id={`${reasonId}-error`} className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
          <div className={styles.dialogActions}>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? COPY.sending : COPY.send}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {CHAT_SCREENS.thread.cancel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
