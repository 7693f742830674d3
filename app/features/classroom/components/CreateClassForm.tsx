import { useId, useState, type FormEvent } from 'react';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { classInputSchema, GRADE_LEVELS } from '@common/schemas/classroom';
import { COUNTRY_OPTIONS, UNITED_STATES, US_STATE_OPTIONS } from '@common/store/countries';
import { Button } from '~/components/ui/Button';
import { InputField, SelectField } from '~/components/ui/FormField';
import { useCreateClass } from '../api/create-class';
import { useMySchool } from '../api/get-my-school';
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

/**
 * Create a class: title, grade level, subject and the school. A teacher who already made a
 * class has their school remembered: the form names it and asks for no address, unless they
 * choose "A different school".
 */
export function CreateClassForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const { data: mine } = useMySchool();
  const [otherSchool, setOtherSchool] = useState(false);
  const remembered = otherSchool ? null : (mine?.school ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const createClass = useCreateClass();

  const set = (field: 'title' | 'gradeLevel' | 'subject', value: string) =>
    setValues({ ...values, [field]: value });
  const setSchool = (field: keyof typeof EMPTY.school, value: string) =>
    setValues({ ...values, school: { ...values.school, [field]: value } });

  function submit(event: FormEvent) {
    event.preventDefault();
    // At the remembered school, no address is sent: the server uses the one it keeps.
    const input = remembered ? { ...values, school: undefined } : values;
    const found = fieldErrors(classInputSchema, input);
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length > 0) return;
    createClass.mutate(input, {
      onSuccess: (created) => {
        setDone(COPY.created(created.title, created.accessCode));
        setValues(EMPTY);
        setOtherSchool(false);
      },
      onError: (error) => setErrors(answerErrors(error, COPY.submit)),
    });
  }

  const field = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    autoComplete = 'off',
  ) => (
    <InputField
      id={`${id}-${key}`}
      label={label}
      value={value}
      autoComplete={autoComplete}
      error={errors[key]}
      onChange={onChange}
    />
  );

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {COPY.title}
      </h2>
      <div className={styles.grid}>
        {field('title', COPY.classTitle, values.title, (value) => set('title', value))}
        <SelectField
          id={`${id}-gradeLevel`}
          label={COPY.gradeLevel}
          value={values.gradeLevel}
          options={GRADE_LEVELS}
          placeholder={COPY.chooseGrade}
          error={errors.gradeLevel}
          onChange={(value) => set('gradeLevel', value)}
        />
        {field('subject', COPY.subject, values.subject, (value) => set('subject', value))}
      </div>
      {remembered ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.school}</legend>
          <p className={styles.schoolLine}>
            <span data-testid="remembered-school">
              {COPY.atSchool(remembered.name, remembered.city)}
            </span>
            <Button size="sm" variant="ghost" onClick={() => setOtherSchool(true)}>
              {COPY.otherSchool}
            </Button>
          </p>
        </fieldset>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{COPY.school}</legend>
          {otherSchool && mine?.school && (
            <Button size="sm" variant="ghost" onClick={() => setOtherSchool(false)}>
              {COPY.sameSchool(mine.school.name)}
            </Button>
          )}
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
            <SelectField
              id={`${id}-country`}
              label={COPY.country}
              value={values.school.country_code}
              options={COUNTRY_OPTIONS}
              autoComplete="country"
              onChange={(value) => setSchool('country_code', value)}
            />
            {values.school.country_code === UNITED_STATES && (
              <SelectField
                id={`${id}-state`}
                label={COPY.state}
                value={values.school.state_code}
                options={US_STATE_OPTIONS}
                placeholder={COPY.chooseState}
                autoComplete="address-level1"
                error={errors['school.state_code']}
                onChange={(value) => setSchool('state_code', value)}
              />
            )}
          </div>
        </fieldset>
      )}
      {(errors.root ?? errors.school) && (
        <p className={styles.error} role="alert">
          {errors.root ?? errors.school}
        </p>
      )}
      <p className={styles.success} role="status">
        {done}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={createClass.isPending}>
          {COPY.submit}
        </Button>
      </div>
    </form>
  );
}
