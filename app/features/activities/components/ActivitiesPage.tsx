import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ActivitySummary } from '@common/schemas/activities';
import { PATHS, teacherActivityPath } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { useCopyLibraryActivity } from '../api/copy-library-activity';
import { useDeleteActivity } from '../api/delete-activity';
import { useDuplicateActivity } from '../api/duplicate-activity';
import { useActivities } from '../api/get-activities';
import { useLibrary } from '../api/get-library';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { ActivityCard } from './ActivityCard';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { LibraryCard } from './LibraryCard';
import { Loading, TeacherShell } from './TeacherShell';
import styles from './Cards.module.css';
import pageStyles from './Page.module.css';

/** /teacher/activities: the teacher's activities, then the starter library to copy from. */
export function ActivitiesPage() {
  const navigate = useNavigate();
  const mine = useActivities();
  const library = useLibrary();
  const duplicate = useDuplicateActivity();
  const remove = useDeleteActivity();
  const copyFromLibrary = useCopyLibraryActivity();
  const busy = duplicate.isPending || remove.isPending || copyFromLibrary.isPending;
  const [notice, setNotice] = useState('');
  const [toDelete, setToDelete] = useState<ActivitySummary | null>(null);
  const failed = () => setNotice(COPY.actionFailed);

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => setNotice(COPY.deleted(toDelete.title)),
      onError: failed,
      onSettled: () => setToDelete(null),
    });
  }

  return (
    <TeacherShell
      title={COPY.listTitle}
      intro={COPY.listIntro}
      actions={<ButtonLink href={PATHS.teacherActivityNew}>{COPY.newActivity}</ButtonLink>}
    >
      <p className={pageStyles.notice} role="status" data-testid="notice">
        {notice}
      </p>
      <section className={styles.section} aria-labelledby="mine-heading">
        <h2 id="mine-heading" className={styles.sectionTitle}>
          {COPY.mine}
        </h2>
        {mine.isPending && <Loading />}
        {mine.isError && (
          <LoadFailed message={COPY.loadFailed} onRetry={() => void mine.refetch()} />
        )}
        {mine.isSuccess &&
          (mine.data.length === 0 ? (
            <p className={styles.empty}>{COPY.mineEmpty}</p>
          ) : (
            <ul className={styles.grid} aria-label={COPY.mine}>
              {mine.data.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard
                    activity={activity}
                    busy={busy}
                    onDuplicate={() =>
                      duplicate.mutate(activity.id, {
                        onSuccess: (copy) => setNotice(COPY.duplicated(copy.title)),
                        onError: failed,
                      })
                    }
                    onDelete={() => setToDelete(activity)}
                  />
                </li>
              ))}
            </ul>
          ))}
      </section>

      <section className={styles.section} aria-labelledby="library-heading">
        <h2 id="library-heading" className={styles.sectionTitle}>
          {COPY.library}
        </h2>
        <p className={styles.sectionIntro}>{COPY.libraryIntro}</p>
        {library.isPending && <Loading />}
        {library.isError && (
          <LoadFailed message={COPY.loadFailed} onRetry={() => void library.refetch()} />
        )}
        {library.isSuccess && (
          <ul className={styles.grid} aria-label={COPY.library}>
            {library.data.map((activity) => (
              <li key={activity.id}>
                <LibraryCard
                  activity={activity}
                  busy={busy}
                  onUse={() =>
                    copyFromLibrary.mutate(activity.id, {
                      onSuccess: (copy) =>
                        void navigate(teacherActivityPath(copy.id), {
                          state: { notice: COPY.fromLibrary },
                        }),
                      onError: failed,
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={toDelete?.title ?? ''}
        busy={busy}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </TeacherShell>
  );
}
