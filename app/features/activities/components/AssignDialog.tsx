import { useState } from 'react';
import type { Activity } from '@common/schemas/activities';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { ACTIVITY_MESSAGES } from '@common/activities/messages';
import { useAssignActivity } from '../api/assign-activity';
import { useTeacherClasses } from '../api/get-teacher-classes';
import { useUnassignActivity } from '../api/unassign-activity';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import { firstServerError } from '../utils/server-errors';
import { Loading } from './TeacherShell';
import { AssignAudience, type Audience } from './AssignAudience';
import cardStyles from './Cards.module.css';
import dialogStyles from './AssignDialog.module.css';
import styles from './Form.module.css';

interface AssignDialogProps {
  activity: Activity;
  open: boolean;
  onClose: () => void;
  /** After the assignments are saved (the activity in the query cache shows them). */
  onSaved: () => void;
}

/**
 * The teacher's classes as checkboxes: ticked ones get the activity, each the whole class or
 * chosen students, with an optional open date and due date for them; unticked ones that had
 * it lose it.
 */
export function AssignDialog({ activity, open, onClose, onSaved }: AssignDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={COPY.assignTitle} description={COPY.assignIntro}>
      {/* The modal mounts its content only while open, so each opening starts afresh. */}
      <AssignForm activity={activity} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

/** The audience each class starts with: as assigned, else the whole class. */
function initialAudiences(activity: Activity): Record<string, Audience> {
  return Object.fromEntries(
    activity.assignments.map((assignment) => [
      assignment.classId,
      assignment.studentIds
        ? { mode: 'chosen' as const, studentIds: assignment.studentIds }
        : { mode: 'whole' as const, studentIds: [] },
    ]),
  );
}

function AssignForm({ activity, onClose, onSaved }: Omit<AssignDialogProps, 'open'>) {
  const classes = useTeacherClasses();
  const assigned = activity.assignments.map((assignment) => assignment.classId);
  const [chosen, setChosen] = useState<string[]>(assigned);
  const [audiences, setAudiences] = useState(() => initialAudiences(activity));
  // Dates start from the first assignment's, so saving again keeps them.
  const [dueDate, setDueDate] = useState(activity.assignments[0]?.dueDate ?? '');
  const [opensOn, setOpensOn] = useState(activity.assignments[0]?.opensOn ?? '');
  const [error, setError] = useState<string | null>(null);
  const assign = useAssignActivity(activity.id);
  const unassign = useUnassignActivity(activity.id);
  const busy = assign.isPending || unassign.isPending;

  const toggle = (classId: string) =>
    setChosen((current) =>
      current.includes(classId) ? current.filter((id) => id !== classId) : [...current, classId],
    );
  const audienceOf = (classId: string): Audience =>
    audiences[classId] ?? { mode: 'whole', studentIds: [] };

  async function save() {
    setError(null);
    const students = chosen
      .filter((classId) => audienceOf(classId).mode === 'chosen')
      .map((classId) => ({ classId, studentIds: audienceOf(classId).studentIds }));
    if (students.some((entry) => entry.studentIds.length === 0)) {
      setError(ACTIVITY_MESSAGES.studentsRequired);
      return;
    }
    const removed = assigned.filter((id) => !chosen.includes(id));
    try {
      if (removed.length > 0) await unassign.mutateAsync(removed);
      if (chosen.length > 0)
        await assign.mutateAsync({
          classIds: chosen,
          dueDate: dueDate || null,
          opensOn: opensOn || null,
          students,
        });
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
            <fieldset className={dialogStyles.classes}>
              <legend className="visually-hidden">{COPY.assignTitle}</legend>
              {classes.data.map((entry) => (
                <div key={entry.id} className={dialogStyles.classItem}>
                  <label className={styles.checkbox}>
                    <input
                      type="checkbox"
                      checked={chosen.includes(entry.id)}
                      onChange={() => toggle(entry.id)}
                    />
                    {entry.title}
                  </label>
                  {chosen.includes(entry.id) && (
                    <AssignAudience
                      classId={entry.id}
                      classTitle={entry.title}
                      value={audienceOf(entry.id)}
                      onChange={(value) =>
                        setAudiences((current) => ({ ...current, [entry.id]: value }))
                      }
                    />
                  )}
                </div>
              ))}
            </fieldset>
            <div className={dialogStyles.dates}>
              <div className={styles.field}>
                <label htmlFor="assign-opens-on" className={styles.label}>
                  {COPY.assignOpensOn}
                </label>
                <input
                  id="assign-opens-on"
                  type="date"
                  className={styles.input}
                  value={opensOn}
                  aria-describedby="assign-opens-on-hint"
                  onChange={(event) => setOpensOn(event.target.value)}
                />
                <p id="assign-opens-on-hint" className={styles.hint}>
                  {COPY.assignOpensOnHint}
                </p>
              </div>
              <div className={styles.field}>
                <label htmlFor="assign-due-date" className={styles.label}>
                  {COPY.assignDueDate}
                </label>
                <input
                  id="assign-due-date"
                  type="date"
                  className={styles.input}
                  value={dueDate}
                  aria-describedby="assign-due-date-hint"
                  onChange={(event) => setDueDate(event.target.value)}
                />
                <p id="assign-due-date-hint" className={styles.hint}>
                  {COPY.assignDueDateHint}
                </p>
              </div>
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
