import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Activity } from '@common/schemas/activities';
import { PATHS, teacherActivityPath } from '@common/routes';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { statusOf } from '~/lib/api';
import { useDeleteActivity } from '../api/delete-activity';
import { useDuplicateActivity } from '../api/duplicate-activity';
import { useActivity } from '../api/get-activity';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { ActivityForm } from './ActivityForm';
import { AssignDialog } from './AssignDialog';
import { AssignedClasses } from './AssignedClasses';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { Loading, TeacherShell } from './TeacherShell';
import pageStyles from './Page.module.css';

/** The editor sits under the Activities list. */
const TRAIL = [{ to: PATHS.teacherActivities, label: COPY.allActivities }];

/** /teacher/activities/new: an empty editor; saving creates the activity and opens it. */
export function NewActivityPage() {
  const navigate = useNavigate();
  return (
    <TeacherShell title={COPY.newTitle} breadcrumbs={TRAIL}>
      <ActivityForm
        activity={null}
        onSaved={(activity) =>
          void navigate(teacherActivityPath(activity.id), {
            replace: true,
            state: { notice: COPY.saved },
          })
        }
      />
    </TeacherShell>
  );
}

/**
 * /teacher/activities/:id: the editor, with assigning, duplicating and deleting. `extra` is what
 * the route composes in below the form (the video section, from the media feature).
 */
export function EditActivityPage({ id, extra }: { id: string; extra?: ReactNode }) {
  const { data, error, refetch } = useActivity(id);
  if (!data) {
    const notFound = error !== null && statusOf(error) === 404;
    return (
      <TeacherShell title={COPY.editTitle} breadcrumbs={TRAIL}>
        {error === null ? (
          <Loading />
        ) : (
          <LoadFailed
            message={notFound ? COPY.notFound : COPY.loadFailed}
            onRetry={notFound ? undefined : () => void refetch()}
          />
        )}
      </TeacherShell>
    );
  }
  // Keyed by id so that a duplicate opened from here starts a fresh form.
  return <Editor key={data.id} activity={data} extra={extra} />;
}

/** The saved activity's editor; every change the server confirms lands in the query cache. */
function Editor({ activity, extra }: { activity: Activity; extra?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<string>(
    (location.state as { notice?: string } | null)?.notice ?? '',
  );
  const [dialog, setDialog] = useState<'assign' | 'delete' | null>(null);
  const duplicate = useDuplicateActivity();
  const remove = useDeleteActivity();
  const busy = duplicate.isPending || remove.isPending;
  const failed = () => setNotice(COPY.actionFailed);

  return (
    <TeacherShell
      title={activity.title}
      breadcrumbs={TRAIL}
      intro={activity.passageReference}
      actions={
        <>
          <Button onClick={() => setDialog('assign')}>{COPY.assign}</Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              duplicate.mutate(activity.id, {
                onSuccess: (copy) =>
                  void navigate(teacherActivityPath(copy.id), {
                    state: { notice: COPY.duplicated(copy.title) },
                  }),
                onError: failed,
              })
            }
          >
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
      <ActivityForm activity={activity} />
      {extra}
      <AssignDialog
        activity={activity}
        open={dialog === 'assign'}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          setNotice(COPY.assignmentsSaved);
        }}
      />
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        title={activity.title}
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(activity.id, {
            onSuccess: () => void navigate(PATHS.teacherActivities, { replace: true }),
            onError: failed,
          })
        }
      />
    </TeacherShell>
  );
}
