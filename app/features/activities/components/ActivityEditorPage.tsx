import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Activity } from '@common/schemas/activities';
import { PATHS, teacherActivityPath } from '@common/routes';
import { Button } from '~/components/ui/Button';
import { activitiesApi } from '../api/activities-api';
import { useLoad } from '../hooks/use-load';
import { useTeacherGate } from '../hooks/use-teacher-gate';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { ActivityForm } from './ActivityForm';
import { AssignDialog } from './AssignDialog';
import { AssignedClasses } from './AssignedClasses';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Loading, TeacherShell } from './TeacherShell';
import pageStyles from './Page.module.css';

const BACK = { to: PATHS.teacherActivities, label: COPY.allActivities };

/** /teacher/activities/new: an empty editor; saving creates the activity and opens it. */
export function NewActivityPage() {
  const teacher = useTeacherGate();
  const navigate = useNavigate();
  return (
    <TeacherShell title={COPY.newTitle} back={BACK}>
      {teacher ? (
        <ActivityForm
          activity={null}
          onSaved={(activity) =>
            void navigate(teacherActivityPath(activity.id), {
              replace: true,
              state: { notice: COPY.saved },
            })
          }
        />
      ) : (
        <Loading />
      )}
    </TeacherShell>
  );
}

/** /teacher/activities/:id: the editor, with assigning, duplicating and deleting. */
export function EditActivityPage({ id }: { id: string }) {
  const teacher = useTeacherGate();
  const load = useCallback(() => activitiesApi.get(id), [id]);
  const { state, set, reload } = useLoad(load, teacher !== null);
  if (state.status !== 'ready') {
    return (
      <TeacherShell title={COPY.editTitle} back={BACK}>
        {state.status === 'loading' ? (
          <Loading />
        ) : (
          <LoadFailed
            message={state.httpStatus === 404 ? COPY.notFound : COPY.loadFailed}
            onRetry={state.httpStatus === 404 ? undefined : reload}
          />
        )}
      </TeacherShell>
    );
  }
  // Keyed by id so that a duplicate opened from here starts a fresh form.
  return <Editor key={state.data.id} activity={state.data} onChange={set} />;
}

function Editor({ activity, onChange }: { activity: Activity; onChange: (a: Activity) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<string>(
    (location.state as { notice?: string } | null)?.notice ?? '',
  );
  const [dialog, setDialog] = useState<'assign' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);

  async function duplicate() {
    setBusy(true);
    const result = await activitiesApi.duplicate(activity.id);
    setBusy(false);
    if (!result.ok) return setNotice(COPY.actionFailed);
    void navigate(teacherActivityPath(result.body.id), {
      state: { notice: COPY.duplicated(result.body.title) },
    });
  }

  async function remove() {
    setBusy(true);
    const result = await activitiesApi.remove(activity.id);
    setBusy(false);
    if (!result.ok) return setNotice(COPY.actionFailed);
    void navigate(PATHS.teacherActivities, { replace: true });
  }

  return (
    <TeacherShell
      title={activity.title}
      back={BACK}
      intro={activity.passageReference}
      actions={
        <>
          <Button onClick={() => setDialog('assign')}>{COPY.assign}</Button>
          <Button variant="secondary" disabled={busy} onClick={() => void duplicate()}>
            {COPY.duplicate}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setDialog('delete')}>
            {COPY.delete}
          </Button>
        </>
      }
    >
      <p className={pageStyles.notice} role="status" data-testid="notice">
        {notice}
      </p>
      <AssignedClasses activityId={activity.id} assignments={activity.assignments} showDueDates />
      <ActivityForm activity={activity} onSaved={onChange} />
      <AssignDialog
        activity={activity}
        open={dialog === 'assign'}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setDialog(null);
          setNotice(COPY.assignmentsSaved);
          onChange(saved);
        }}
      />
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        title={activity.title}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() => void remove()}
      />
    </TeacherShell>
  );
}
