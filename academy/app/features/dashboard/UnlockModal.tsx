import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UNLOCK_COPY as COPY } from '@common/copy/academy-dashboard';
import type { ParticipantUnlocks } from '@common/schemas/academy-learning';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Modal } from '~/components/ui/Modal';
import { Skeleton } from '~/components/ui/Skeleton';
import { sendUnlock, unlockKeys, useParticipantUnlocks } from './api';
import styles from './Dashboard.module.css';

type Item = ParticipantUnlocks['chapters'][number]['lessons'][number];

interface Row {
  item: Pick<Item, 'id' | 'title' | 'state' | 'unlocked'>;
  /** The chapter a lesson is in; null for a whole chapter. */
  chapterTitle: string | null;
}

/** What keeps a locked item closed, in the participant's schedule. */
function whenOpens(state: Item['state']): string {
  if (state.opensAt && state.waitsFor) return COPY.opensOnAfterPrevious(state.opensAt);
  if (state.opensAt) return COPY.opensOn(state.opensAt);
  if (state.waitsFor) return COPY.afterPrevious;
  return COPY.locked;
}

/**
 * "Unlock a lesson…" (issue 13, point 7): the course's chapters and lessons still locked for
 * one participant, each with when it opens, and those an instructor unlocked for them, which
 * can be locked again. Only this participant is changed; the rest keep the schedule.
 */
export function UnlockModal({
  open,
  courseId,
  participant,
  onClose,
}: {
  open: boolean;
  courseId: string;
  participant: { id: string; name: string };
  onClose: () => void;
}) {
  const client = useQueryClient();
  const query = useParticipantUnlocks(courseId, participant.id);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const rows: Row[] = (query.data?.chapters ?? []).flatMap((chapter) => [
    { item: chapter, chapterTitle: null },
    ...chapter.lessons.map((lesson) => ({ item: lesson, chapterTitle: chapter.title })),
  ]);
  const listed = rows.filter(({ item }) => item.unlocked || !item.state.open);

  async function change({ item }: Row, unlocked: boolean) {
    setBusyId(item.id);
    setNotice(null);
    setError(null);
    const answer = await sendUnlock(
      courseId,
      { userId: participant.id, itemId: item.id },
      unlocked,
    );
    if (answer.ok) {
      await client.invalidateQueries({ queryKey: unlockKeys.of(courseId, participant.id) });
      setNotice(
        unlocked
          ? COPY.unlocked(item.title, participant.name)
          : COPY.lockedAgain(item.title, participant.name),
      );
    } else {
      setError(Object.values(answer.body.errors ?? {})[0] ?? COPY.failed);
    }
    setBusyId(null);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={COPY.title(participant.name)}
      description={COPY.description}
    >
      <div className={styles.unlock}>
        <div role="status">{notice && <p className={styles.unlockNotice}>{notice}</p>}</div>
        <div role="alert">{error && <p className={styles.unlockError}>{error}</p>}</div>
        {query.isPending ? (
          <Skeleton label={COPY.loading} lines={4} />
        ) : query.isError ? (
          <LoadFailed message={COPY.loadFailed} onRetry={() => void query.refetch()} />
        ) : listed.length === 0 ? (
          <p className={styles.unlockEmpty}>{COPY.nothingLocked(participant.name)}</p>
        ) : (
          <ul className={styles.unlockList} aria-label={COPY.listLabel}>
            {listed.map((row) => (
              <li key={row.item.id} className={styles.unlockItem}>
                <div>
                  <span className={styles.unlockTitle}>{row.item.title}</span>
                  <span className={styles.unlockMeta}>
                    {row.chapterTitle === null ? COPY.chapter : COPY.inChapter(row.chapterTitle)}
                  </span>
                  <span className={styles.unlockState} data-unlocked={row.item.unlocked}>
                    {row.item.unlocked
                      ? COPY.unlockedFor(participant.name)
                      : whenOpens(row.item.state)}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant={row.item.unlocked ? 'ghost' : 'secondary'}
                  disabled={busyId !== null}
                  aria-busy={busyId === row.item.id}
                  onClick={() => void change(row, !row.item.unlocked)}
                >
                  {row.item.unlocked ? COPY.lockAgain : COPY.unlock}
                  <span className="visually-hidden">{COPY.itemName(row.item.title)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.unlockActions}>
          <Button variant="ghost" onClick={onClose}>
            {COPY.close}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
