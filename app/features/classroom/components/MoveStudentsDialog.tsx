import { useId, useState, type FormEvent } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/Modal';
import { useClasses } from '../api/get-classes';
import { useMoveStudents } from '../api/move-students';
import { firstAnswerError } from '../utils/form-errors';
import { useOfferPlanChoice } from '~/lib/plan-choice';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.roster;

/** Moves the chosen students to another class the teacher teaches (the server checks both). */
export function MoveStudentsDialog({
  classId,
  studentIds,
  onClose,
  onMoved,
}: {
  classId: string;
  studentIds: string[];
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const id = useId();
  const { data: classes } = useClasses();
  const targets = (classes ?? []).filter((klass) => klass.id !== classId && !klass.archivedAt);
  const [toClassId, setToClassId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveStudents(classId);
  // A class of another account (one the teacher co-teaches) may need a plan first.
  const offerPlanChoice = useOfferPlanChoice();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!toClassId) return setError(CLASSROOM_SCREENS.roster.chooseClass);
    setError(null);
    move.mutate(
      { studentIds, toClassId },
      {
        onSuccess: (answer) => onMoved(COPY.moved(answer.moved, answer.toClassTitle)),
        onError: (failure) => {
          if (!offerPlanChoice(failure, () => submit())) {
            setError(firstAnswerError(failure, COPY.codesFailed));
          }
        },
      },
    );
  }

  return (
    <Modal open onClose={onClose} title={COPY.moveTitle(studentIds.length)} size="sm">
      {classes && targets.length === 0 ? (
        <p>{COPY.noOtherClass}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`} className={styles.label}>
              {COPY.moveTo}
            </label>
            <select
              id={`${id}-to`}
              className={styles.input}
              value={toClassId}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setToClassId(event.target.value)}
            >
              <option value="">{COPY.chooseClass}</option>
              {targets.map((klass) => (
                <option key={klass.id} value={klass.id}>
                  {klass.title}
                </option>
              ))}
            </select>
          </div>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" disabled={move.isPending}>
              {COPY.moveConfirm}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {COPY.cancel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
