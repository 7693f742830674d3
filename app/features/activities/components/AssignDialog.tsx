import { useState } from 'react';
import type { Activity } from '@common/schemas/activities';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { activitiesApi } from '../api/activities-api';
import { useLoad } from '../hooks/use-load';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { Loading } from './TeacherShell';
import cardStyles from './Cards.module.css';
import styles from './Form.module.css';

interface AssignDialogProps {
  activity: Activity;
  open: boolean;
  onClose: () => void;
  onSaved: (activity: Activity) => void;
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
  const classes = useLoad(activitiesApi.classes, true);
  const assigned = activity.assignments.map((assignment) => assignment.classId);
  const [chosen, setChosen] = useState<string[]>(assigned);
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (classId: string) =>
    setChosen((current) =>
      current.includes(classId) ? current.filter((id) => id !== classId) : [...current, classId],
    );

  async function save() {
    setBusy(true);
    setError(null);
    let latest = activity;
    const removed = assigned.filter((id) => !chosen.includes(id));
    if (removed.length > 0) {
      const result = await activitiesApi.unassign(activity.id, removed);
      if (!result.ok) return fail(result.body.errors);
      latest = result.body;
    }
    if (chosen.length > 0) {
      const result = await activitiesApi.assign(activity.id, chosen, dueDate || null);
      if (!result.ok) return fail(result.body.errors);
      latest = result.body;
    }
    setBusy(false);
    onSaved(latest);
  }

  function fail(errors?: Record<string, string>) {
    setBusy(false);
    setError(errors ? (Object.values(errors)[0] ?? COPY.actionFailed) : COPY.actionFailed);
  }

  return (
    <>
      {classes.state.status === 'loading' && <Loading />}
      {classes.state.status === 'failed' && (
        <LoadFailed message={COPY.loadFailed} onRetry={classes.reload} />
      )}
      {classes.state.status === 'ready' &&
        (classes.state.data.length === 0 ? (
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
              {classes.state.data.map((entry) => (
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
