import { useState } from 'react';
import type { Activity } from '@common/schemas/activities';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { useAssignActivity } from '../api/assign-activity';
import { useTeacherClasses } from '../api/get-teacher-classes';
import { useUnassignActivity } from '../api/unassign-activity';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { firstServerError } from '../utils/server-errors';
import { Loading } from './TeacherShell';
import cardStyles from './Cards.module.css';
import styles from './Form.module.css';

interface AssignDialogProps {
  activity: Activity;
  open: boolean;
  onClose: () => void;
  /** After the assignments are saved (the activity in the query cache shows them). */
  onSaved: () => void;
}

/**
 * The teacher's classes as checkboxes: ticked ones get the activity (with an optional due
 * date for them), unticked ones that had it lose it.
 */
export function AssignDialog({ activity, open, onClose, onSaved }: AssignDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={COPY.assignTitle} description={COPY.assignIntro}>
      {/* The modal mounts its content only while open, so each opening starts afresh. */}
      <AssignForm activity={activity} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function AssignForm({ activity, onClose, onSaved }: Omit<AssignDialogProps, 'open'>) {
  const classes = useTeacherClasses();
  const assigned = activity.assignments.map((assignment) => assignment.classId);
  const [chosen, setChosen] = useState<string[]>(assigned);
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignActivity(activity.id);
  const unassign = useUnassignActivity(activity.id);
  const busy = assign.isPending || unassign.isPending;

  const toggle = (classId: string) =>
    setChosen((current) =>
      current.includes(classId) ? current.filter((id) => id !== classId) : [...current, classId],
    );

  async function save() {
    setError(null);
    const removed = assigned.filter((id) => !chosen.includes(id));
    try {
      if (removed.length > 0) await unassign.mutateAsync(removed);
      if (chosen.length > 0)
        await assign.mutateAsync({ classIds: chosen, dueDate: dueDate || null });
    } catch (failure) {
      setError(firstServerError(failure, COPY.actionFailed));
      return;
    }
    onSaved();
  }

  return (
    <>
      {classes.isPending && <Loading />}
      {classes.isError && (
        <LoadFailed message={COPY.loadFailed} onRetry={() => void classes.refetch()} />
      )}
      {classes.isSuccess &&
        (classes.data.length === 0 ? (
          <p>{COPY.noClasses}</p>
        ) : (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <fieldset className={styles.list}>
              <legend className="visually-hidden">{COPY.assignTitle}</legend>
              {classes.data.map((entry) => (
                <label key={entry.id} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(entry.id)}
                    onChange={() => toggle(entry.id)}
                  />
                  {entry.title}
                </label>
              ))}
            </fieldset>
            <div className={styles.field}>
              <label htmlFor="assign-due-date" className={styles.label}>
                {COPY.assignDueDate}
              </label>
              <input
                id="assign-due-date"
                type="date"
                className={styles.input}
                value={dueDate}
                onChange={(event) => setDueDate(event.target.value)}
              />
            </div>
            {error && (
              <p className={styles.alert} role="alert">
                {error}
              </p>
            )}
            <div className={cardStyles.dialogActions}>
              <Button variant="secondary" onClick={onClose}>
                {COPY.cancel}
              </Button>
              <Button type="submit" disabled={busy}>
                {COPY.assignSave}
              </Button>
            </div>
          </form>
        ))}
    </>
  );
}
