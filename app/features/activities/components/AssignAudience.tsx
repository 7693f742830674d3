import { useId } from 'react';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { useClassStudents } from '../api/get-class-students';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import styles from './AssignDialog.module.css';

/** Who in a ticked class gets the activity: everyone, or the students ticked. */
export interface Audience {
  mode: 'whole' | 'chosen';
  studentIds: string[];
}

/**
 * The choice under a ticked class in the assign dialog: "Whole class" or "Chosen students",
 * and for the latter the class's students as checkboxes.
 */
export function AssignAudience({
  classId,
  classTitle,
  value,
  onChange,
}: {
  classId: string;
  classTitle: string;
  value: Audience;
  onChange: (value: Audience) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.audience}>
      <legend className={styles.audienceLegend}>{COPY.audienceLegend(classTitle)}</legend>
      <div className={styles.modes}>
        <label className={styles.radio}>
          <input
            type="radio"
            name={name}
            checked={value.mode === 'whole'}
            onChange={() => onChange({ ...value, mode: 'whole' })}
          />
          {COPY.wholeClass}
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            name={name}
            checked={value.mode === 'chosen'}
            onChange={() => onChange({ ...value, mode: 'chosen' })}
          />
          {COPY.chosenStudents}
        </label>
      </div>
      {value.mode === 'chosen' && (
        <StudentPicker classId={classId} value={value} onChange={onChange} />
      )}
    </fieldset>
  );
}

function StudentPicker({
  classId,
  value,
  onChange,
}: {
  classId: string;
  value: Audience;
  onChange: (value: Audience) => void;
}) {
  const students = useClassStudents(classId);
  const toggle = (studentId: string) =>
    onChange({
      ...value,
      studentIds: value.studentIds.includes(studentId)
        ? value.studentIds.filter((id) => id !== studentId)
        : [...value.studentIds, studentId],
    });
  if (students.isPending) return <p className={styles.note}>{COPY.studentsLoading}</p>;
  if (students.isError) {
    return <LoadFailed message={COPY.studentsFailed} onRetry={() => void students.refetch()} />;
  }
  if (students.data.length === 0) return <p className={styles.note}>{COPY.noStudents}</p>;
  return (
    <ul className={styles.students}>
      {students.data.map((student) => (
        <li key={student.id}>
          <label className={styles.student}>
            <input
              type="checkbox"
              checked={value.studentIds.includes(student.id)}
              onChange={() => toggle(student.id)}
            />
            {student.firstName} {student.lastName}
          </label>
        </li>
      ))}
    </ul>
  );
}
