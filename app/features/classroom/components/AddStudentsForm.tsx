import { useId, useState, type FormEvent } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { addStudentsSchema, STUDENT_GRADES, type CreatedStudent } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import { useAddStudents } from '../api/add-students';
import { answerErrors, fieldErrors } from '../utils/form-errors';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.students;
const emptyRow = () => ({ firstName: '', lastName: '', grade: '' });

/** Add one or many students; each gets a login code, shown once as sign-in cards. */
export function AddStudentsForm({
  classId,
  onAdded,
}: {
  classId: string;
  onAdded: (students: CreatedStudent[]) => void;
}) {
  const id = useId();
  const [rows, setRows] = useState([emptyRow()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const addStudents = useAddStudents(classId);

  const setRow = (index: number, field: 'firstName' | 'lastName' | 'grade', value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { students: rows };
    const found = fieldErrors(addStudentsSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    addStudents.mutate(body, {
      onSuccess: (answer) => {
        setRows([emptyRow()]);
        onAdded(answer.students);
      },
      onError: (error) => setErrors(answerErrors(error, COPY.submit)),
    });
  }

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.add}
      </h3>
      {rows.map((row, index) => {
        const number = index + 1;
        const error = (field: string) => errors[`students.${index}.${field}`];
        return (
          <div key={index} className={styles.grid}>
            {(['firstName', 'lastName'] as const).map((field) => (
              <div key={field} className={styles.field}>
                <label htmlFor={`${id}-${index}-${field}`} className={styles.label}>
                  {field === 'firstName' ? COPY.firstName(number) : COPY.lastName(number)}
                </label>
                <input
                  id={`${id}-${index}-${field}`}
                  className={styles.input}
                  value={row[field]}
                  autoComplete="off"
                  aria-invalid={error(field) ? true : undefined}
                  onChange={(event) => setRow(index, field, event.target.value)}
                />
                {error(field) && <p className={styles.error}>{error(field)}</p>}
              </div>
            ))}
            <div className={styles.field}>
              <label htmlFor={`${id}-${index}-grade`} className={styles.label}>
                {COPY.grade(number)}
              </label>
              <select
                id={`${id}-${index}-grade`}
                className={styles.input}
                value={row.grade}
                onChange={(event) => setRow(index, 'grade', event.target.value)}
              >
                <option value="">{COPY.classGrade}</option>
                {STUDENT_GRADES.map((grade) => (
                  <option key={grade.value} value={grade.value}>
                    {grade.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        );
      })}
      {(errors.root ?? errors.students) && (
        <p className={styles.error} role="alert">
          {errors.root ?? errors.students}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setRows([...rows, emptyRow()])}>
          {COPY.addRow}
        </Button>
        <Button type="submit" disabled={addStudents.isPending}>
          {COPY.submit}
        </Button>
      </div>
    </form>
  );
}
