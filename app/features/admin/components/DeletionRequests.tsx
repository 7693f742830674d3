import { useId, useState } from 'react';
import { dueIn } from '@common/copy/admin-desk';
import { formatDateTime, PRIVACY_SCREENS } from '@common/copy/privacy';
import type { AdminDeletionRequest } from '@common/schemas/privacy';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { useCompleteDeletionRequest } from '../api/complete-deletion-request';
import { useDeletionRequests } from '../api/get-deletion-requests';
import { useNow } from '../hooks/use-now';
import desk from './AdminDesk.module.css';
import styles from './AdminPage.module.css';
import own from './DeletionRequests.module.css';

const COPY = PRIVACY_SCREENS.admin;

/**
 * Parents' requests to delete a child's account: the pending ones, oldest due first, each
 * with 'Delete now'; and those carried out or withdrawn in the last 30 days.
 */
export function DeletionRequests() {
  const id = useId();
  const { data: answer } = useDeletionRequests();
  const [message, setMessage] = useState<string | null>(null);

  if (!answer) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      <h3 className={own.subTitle}>{COPY.pendingTitle}</h3>
      {answer.pending.length === 0 ? (
        <p className={styles.muted}>{COPY.none}</p>
      ) : (
        <ul className={styles.list} data-testid="deletion-requests-pending">
          {answer.pending.map((request) => (
            <PendingRow
              key={request.id}
              request={request}
              onDone={() => setMessage(COPY.done(request.studentLabel ?? COPY.deletedStudent))}
            />
          ))}
        </ul>
      )}
      <p role="status" className={styles.status}>
        {message}
      </p>
      <h3 className={own.subTitle}>{COPY.recentTitle}</h3>
      {answer.recent.length === 0 ? (
        <p className={styles.muted}>{COPY.none}</p>
      ) : (
        <ul className={styles.list} data-testid="deletion-requests-recent">
          {answer.recent.map((request) => {
            const label = request.studentLabel ?? COPY.deletedStudent;
            return (
              <li key={request.id}>
                {request.status === 'completed'
                  ? COPY.completed(
                      label,
                      formatDateTime(request.completedAt ?? request.dueAt),
                      COPY.via[request.completedVia ?? 'schedule'],
                    )
                  : COPY.cancelled(label, formatDateTime(request.createdAt))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function PendingRow({ request, onDone }: { request: AdminDeletionRequest; onDone: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const { mutateAsync: complete } = useCompleteDeletionRequest();
  const label = request.studentLabel ?? COPY.deletedStudent;
  // Counted down by a clock, so an open desk shows when a request falls due (issue 12).
  const due = dueIn(request.dueAt, useNow());
  return (
    <li className={styles.row}>
      <span>
        {COPY.requested(label, formatDateTime(request.createdAt), formatDateTime(request.dueAt))}{' '}
        <strong className={due.overdue ? desk.overdue : undefined} data-testid="deletion-due">
          ({due.text})
        </strong>
      </span>
      <div className={styles.rowActions}>
        <Button size="sm" onClick={() => setConfirming(true)}>
          {COPY.deleteNow}
          <span className="visually-hidden"> {COPY.ofStudent(label)}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={COPY.deleteNowLabel(label)}
        description={PRIVACY_SCREENS.students.deleteNowConfirm(label)}
        confirmLabel={COPY.deleteNow}
        cancelLabel={PRIVACY_SCREENS.students.cancel}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const result = await complete(request.id);
          if (!result.ok) return COPY.failed;
          setConfirming(false);
          onDone();
          return null;
        }}
      />
    </li>
  );
}
