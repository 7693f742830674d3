import { useId, useState, type FormEvent } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { classInputSchema, GRADE_LEVELS } from '@common/schemas/classroom';
import { COUNTRIES, UNITED_STATES, US_STATES } from '@common/store/countries';
import { Button } from '~/components/ui/Button';
import { classroomApi } from '../api/classroom-api';
import { answerErrors, fieldErrors } from '../utils/form-errors';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.createClass;
const EMPTY = {
  title: '',
  gradeLevel: '',
  subject: '',
  school: {
    name: '',
    address_1: '',
    address_2: '',
    city: '',
    zip: '',
    country_code: UNITED_STATES,
    state_code: '',
  },
};

/** Create a class: title, grade level, subject and the school with its address. */
export function CreateClassForm({ onCreated }: { onCreated: () => void }) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: 'title' | 'gradeLevel' | 'subject', value: string) =>
    setValues({ ...values, [field]: value });
  const setSchool = (field: keyof typeof EMPTY.school, value: string) =>
    setValues({ ...values, school: { ...values.school, [field]: value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(classInputSchema, values);
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await classroomApi.createClass(values);
    setBusy(false);
    if (!result.ok) {
      setErrors(answerErrors(result.body, COPY.submit));
      return;
    }
    setDone(COPY.created(result.body.title, result.body.accessCode));
    setValues(EMPTY);
    onCreated();
  }

  const field = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    autoComplete = 'off',
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className={styles.error}>
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className={styles.sectionTitle}>
        {COPY.title}
      </h3>
      <div className={styles.grid}>
        {field('title', COPY.classTitle, values.title, (value) => set('title', value))}
        <div className={styles.field}>
          <label htmlFor={`${id}-gradeLevel`} className={styles.label}>
            {COPY.gradeLevel}
          </label>
          <select
            id={`${id}-gradeLevel`}
            className={styles.input}
            value={values.gradeLevel}
            aria-invalid={errors.gradeLevel ? true : undefined}
            onChange={(event) => set('gradeLevel', event.target.value)}
          >
            <option value="">{COPY.chooseGrade}</option>
            {GRADE_LEVELS.map((grade) => (
              <option key={grade.value} value={grade.value}>
                {grade.label}
              </option>
            ))}
          </select>
          {errors.gradeLevel && <p className={styles.error}>{errors.gradeLevel}</p>}
        </div>
        {field('subject', COPY.subject, values.subject, (value) => set('subject', value))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{COPY.school}</legend>
        <div className={styles.grid}>
          {field(
            'school.name',
            COPY.schoolName,
            values.school.name,
            (value) => setSchool('name', value),
            'organization',
          )}
          {field(
            'school.address_1',
            COPY.street1,
            values.school.address_1,
            (value) => setSchool('address_1', value),
            'address-line1',
          )}
          {field(
            'school.address_2',
            COPY.street2,
            values.school.address_2,
            (value) => setSchool('address_2', value),
            'address-line2',
          )}
          {field(
            'school.city',
            COPY.city,
            values.school.city,
            (value) => setSchool('city', value),
            'address-level2',
          )}
          {field(
            'school.zip',
            COPY.zip,
            values.school.zip,
            (value) => setSchool('zip', value),
            'postal-code',
          )}
          <div className={styles.field}>
            <label htmlFor={`${id}-country`} className={styles.label}>
              {COPY.country}
            </label>
            <select
              id={`${id}-country`}
              className={styles.input}
              value={values.school.country_code}
              onChange={(event) => setSchool('country_code', event.target.value)}
            >
              {COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          {values.school.country_code === UNITED_STATES && (
            <div className={styles.field}>
              <label htmlFor={`${id}-state`} className={styles.label}>
                {COPY.state}
              </label>
              <select
                id={`${id}-state`}
                className={styles.input}
                value={values.school.state_code}
                aria-invalid={errors['school.state_code'] ? true : undefined}
                onChange={(event) => setSchool('state_code', event.target.value)}
              >
                <option value="">{COPY.chooseState}</option>
                {US_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              {errors['school.state_code'] && (
                <p className={styles.error}>{errors['school.state_code']}</p>
              )}
            </div>
          )}
        </div>
      </fieldset>
      {errors.root && (
        <p className={styles.error} role="alert">
          {errors.root}
        </p>
      )}
      <p className={styles.success} role="status">
        {done}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {COPY.submit}
        </Button>
      </div>
    </form>
  );
}
