import { useState } from 'react';
import { SHARING_PAGE } from '@common/copy/academy-sharing';
import type { Participant } from '@common/schemas/academy-sharing';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { formatDate } from '~/lib/format-date';
import { useRemoveParticipant } from './api';
import styles from './Sharing.module.css';

/** Who is in the course (and who left or was removed), with Remove (asked first). */
export function ParticipantsPanel({
  courseId,
  participants,
}: {
  courseId: string;
  participants: Participant[];
}) {
  const remove = useRemoveParticipant(courseId, SHARING_PAGE.actionFailed);
  const [removing, setRemoving] = useState<Participant | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="participants-heading">
      <h3 id="participants-heading" className={styles.heading}>
        {SHARING_PAGE.participantsHeading}
      </h3>
      {participants.length === 0 ? (
        <p className={styles.muted}>{SHARING_PAGE.participantsEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={SHARING_PAGE.participantsHeading}>
          {participants.map((person) => (
            <li key={person.userId} className={styles.row}>
              <div className={styles.who}>
                <strong>{person.name}</strong>
                <span className={styles.muted}>{person.email}</span>
                {person.joinedAt && (
                  <span className={styles.muted}>
                    {SHARING_PAGE.joinedOn(formatDate(person.joinedAt))}
                  </span>
                )}
              </div>
              <div className={styles.actions}>
                <span className={styles.badge} data-status={person.status}>
                  {SHARING_PAGE.statuses[person.status] ?? person.status}
                </span>
                {person.status === 'active' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${SHARING_PAGE.remove} ${person.name}`}
                    onClick={() => setRemoving(person)}
                  >
                    {SHARING_PAGE.remove}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={SHARING_PAGE.removeTitle}
        description={removing ? SHARING_PAGE.removeBody(removing.name) : ''}
        confirmLabel={SHARING_PAGE.removeConfirm}
        cancelLabel={SHARING_PAGE.cancel}
        onConfirm={async () => {
          if (!removing) return null;
          const result = await remove.mutateAsync(removing.userId);
          if (result.ok) setRemoving(null);
          return result.message;
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
