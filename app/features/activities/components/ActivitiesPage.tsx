import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ActivitySummary } from '@common/schemas/activities';
import { PATHS, teacherActivityPath } from '@common/routes';
import { ButtonLink } from '~/components/ui/Button';
import { activitiesApi } from '../api/activities-api';
import { useLoad } from '../hooks/use-load';
import { useTeacherGate } from '../hooks/use-teacher-gate';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { ActivityCard } from './ActivityCard';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { LibraryCard } from './LibraryCard';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Loading, TeacherShell } from './TeacherShell';
import styles from './Cards.module.css';
import pageStyles from './Page.module.css';

/** /teacher/activities: the teacher's activities, then the starter library to copy from. */
export function ActivitiesPage() {
  const teacher = useTeacherGate();
  const navigate = useNavigate();
  const mine = useLoad(activitiesApi.list, teacher !== null);
  const library = useLoad(activitiesApi.library, teacher !== null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [toDelete, setToDelete] = useState<ActivitySummary | null>(null);

  async function duplicate(activity: ActivitySummary) {
    setBusy(true);
    const result = await activitiesApi.duplicate(activity.id);
    setBusy(false);
    if (!result.ok) return setNotice(COPY.actionFailed);
    setNotice(COPY.duplicated(result.body.title));
    mine.reload();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setBusy(true);
    const result = await activitiesApi.remove(toDelete.id);
    setBusy(false);
    setNotice(result.ok ? COPY.deleted(toDelete.title) : COPY.actionFailed);
    setToDelete(null);
    if (result.ok) mine.reload();
  }

  async function copyFromLibrary(libraryId: string) {
    setBusy(true);
    const result = await activitiesApi.copyFromLibrary(libraryId);
    setBusy(false);
    if (!result.ok) return setNotice(COPY.actionFailed);
    void navigate(teacherActivityPath(result.body.id), { state: { notice: COPY.fromLibrary } });
  }

  return (
    <TeacherShell
      title={COPY.listTitle}
      intro={COPY.listIntro}
      back={{ to: PATHS.teacherArea, label: COPY.backToArea }}
      actions={<ButtonLink href={PATHS.teacherActivityNew}>{COPY.newActivity}</ButtonLink>}
    >
      <p className={pageStyles.notice} role="status" data-testid="notice">
        {notice}
      </p>
      <section className={styles.section} aria-labelledby="mine-heading">
        <h2 id="mine-heading" className={styles.sectionTitle}>
          {COPY.mine}
        </h2>
        {mine.state.status === 'loading' && <Loading />}
        {mine.state.status === 'failed' && (
          <LoadFailed message={COPY.loadFailed} onRetry={mine.reload} />
        )}
        {mine.state.status === 'ready' &&
          (mine.state.data.length === 0 ? (
            <p className={styles.empty}>{COPY.mineEmpty}</p>
          ) : (
            <ul className={styles.grid} aria-label={COPY.mine}>
              {mine.state.data.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard
                    activity={activity}
                    busy={busy}
                    onDuplicate={() => void duplicate(activity)}
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
        {library.state.status === 'loading' && <Loading />}
        {library.state.status === 'failed' && (
          <LoadFailed message={COPY.loadFailed} onRetry={library.reload} />
        )}
        {library.state.status === 'ready' && (
          <ul className={styles.grid} aria-label={COPY.library}>
            {library.state.data.map((activity) => (
              <li key={activity.id}>
                <LibraryCard
                  activity={activity}
                  busy={busy}
                  onUse={() => void copyFromLibrary(activity.id)}
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
        onConfirm={() => void confirmDelete()}
      />
    </TeacherShell>
  );
}
