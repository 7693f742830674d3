import { useState } from 'react';
import { SHARING_PAGE } from '@common/copy/academy-sharing';
import type { RequestsAnswer } from '@common/schemas/academy-sharing';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { formatDate } from '~/lib/format-date';
import { useAnswerRequest } from './api';
import styles from './Sharing.module.css';

type Request = RequestsAnswer['requests'][number];

/** People waiting to join a private course: Approve at once, Decline after asking. */
export function RequestsPanel({ courseId, requests }: { courseId: string; requests: Request[] }) {
  const answer = useAnswerRequest(courseId, SHARING_PAGE.actionFailed);
  const [declining, setDeclining] = useState<Request | null>(null);
  const failed = answer.data && !answer.data.ok ? answer.data.message : null;
  return (
    <section className={styles.panel} aria-labelledby="requests-heading">
      <h3 id="requests-heading" className={styles.heading}>
        {SHARING_PAGE.requestsHeading}
      </h3>
      {requests.length === 0 ? (
        <p className={styles.muted}>{SHARING_PAGE.requestsEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li key={request.userId} className={styles.row}>
              <div className={styles.who}>
                <strong>{request.name}</strong>
                <span className={styles.muted}>{request.email}</span>
                <span className={styles.muted}>
                  {SHARING_PAGE.requestedOn(formatDate(request.requestedAt))}
                </span>
              </div>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  disabled={answer.isPending}
                  aria-label={`${SHARING_PAGE.approve} ${request.name}`}
                  onClick={() => answer.mutate({ userId: request.userId, approve: true })}
                >
                  {SHARING_PAGE.approve}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={answer.isPending}
                  aria-label={`${SHARING_PAGE.decline} ${request.name}`}
                  onClick={() => setDeclining(request)}
                >
                  {SHARING_PAGE.decline}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
      <ConfirmDialog
        open={declining !== null}
        title={SHARING_PAGE.declineTitle}
        description={declining ? SHARING_PAGE.declineBody(declining.name) : ''}
        confirmLabel={SHARING_PAGE.decline}
        cancelLabel={SHARING_PAGE.cancel}
        onConfirm={async () => {
          if (!declining) return null;
          const result = await answer.mutateAsync({ userId: declining.userId, approve: false });
          if (result.ok) setDeclining(null);
          return result.message;
        }}
        onClose={() => setDeclining(null)}
      />
    </section>
  );
}
