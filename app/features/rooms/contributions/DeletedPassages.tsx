import { useState } from 'react';
import { ROOM_CONTRIBUTIONS_COPY } from '@common/copy/room-contributions';
import type { DeletedPassage, RoomContributions } from '@common/schemas/room-contributions';
import { Button } from '~/components/ui/Button';
import { messageOf } from '~/lib/api';
import { useRestoreDeletion } from './api';
import styles from './ContributionView.module.css';
import { clockTime, fullTime, type PlacedWriter } from './writers';

const COPY = ROOM_CONTRIBUTIONS_COPY.deletions;

/**
 * Passages one person wrote and another deleted (point 7), newest last, each with who wrote
 * and who deleted it. A teacher restores one in one click: it is an undo, so nothing is asked
 * first, and the passage then says "Restored".
 */
export function DeletedPassages({
  contributions,
  writerOf,
}: {
  contributions: RoomContributions;
  writerOf: (key: string) => PlacedWriter;
}) {
  if (contributions.deletions.length === 0) return <p className={styles.muted}>{COPY.empty}</p>;
  return (
    <ul className={styles.deletions} data-testid="deleted-passages">
      {contributions.deletions.map((deletion) => (
        <Passage
          key={deletion.id}
          roomId={contributions.roomId}
          deletion={deletion}
          canRestore={contributions.canRestore}
          writerOf={writerOf}
        />
      ))}
    </ul>
  );
}

function Passage({
  roomId,
  deletion,
  canRestore,
  writerOf,
}: {
  roomId: string;
  deletion: DeletedPassage;
  canRestore: boolean;
  writerOf: (key: string) => PlacedWriter;
}) {
  const restore = useRestoreDeletion(roomId);
  const [error, setError] = useState<string | null>(null);
  const restored = deletion.restoredAt !== null || restore.isSuccess;
  return (
    <li className={styles.passage} data-testid="deleted-passage">
      <blockquote className={styles.passageText}>{deletion.text}</blockquote>
      <p className={styles.byline}>
        {COPY.byline(writerOf(deletion.writtenBy).name, writerOf(deletion.deletedBy).name)}
        {' · '}
        <time dateTime={deletion.deletedAt} title={fullTime(deletion.deletedAt)}>
          {clockTime(deletion.deletedAt)}
        </time>
      </p>
      <div className={styles.passageActions}>
        {restored ? (
          <p className={styles.restored} role="status">
            {COPY.restored}
          </p>
        ) : (
          canRestore && (
            <Button
              variant="secondary"
              size="sm"
              disabled={restore.isPending}
              onClick={() => {
                setError(null);
                restore.mutate(deletion.id, {
                  onError: (failure) => setError(messageOf(failure, COPY.restoreFailed)),
                });
              }}
            >
              {restore.isPending ? COPY.restoring : COPY.restore}
            </Button>
          )
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
