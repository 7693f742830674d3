import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { CLASSROOM_SCREENS } from '@common/copy/classroom-screens';
import { classPatchSchema, GRADE_LEVELS, type ClassSummary } from '@common/schemas/classroom';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { InputField, SelectField } from '~/components/ui/FormField';
import { Skeleton } from '~/components/ui/Skeleton';
import { useClass } from '../api/get-class';
import { useRegenerateAccessCode } from '../api/regenerate-access-code';
import { useUpdateClass } from '../api/update-class';
import { useOfferPlanChoice } from '~/lib/plan-choice';
import { answerErrors, fieldErrors, firstAnswerError } from '../utils/form-errors';
import { CoTeachersSection } from './CoTeachersSection';
import layout from './ClassLayout.module.css';
import styles from './Classroom.module.css';

const COPY = CLASSROOM_SCREENS.settings;

/**
 * The class page's Settings tab (issue 11, point 5): rename the class, change its grade or
 * subject, make a new Access Code (asked first), archive and restore it, and the co-teachers.
 * `studentEmail` is the class's student email setting, composed in by the route (it belongs to
 * the notifications feature).
 */
export function SettingsTab({ studentEmail }: { studentEmail?: ReactNode }) {
  const { classId = '' } = useParams();
  const { data: klass } = useClass(classId);
  if (!klass) return <Skeleton label={CLASSROOM_SCREENS.classPage.loading} />;
  return (
    <div className={layout.page}>
      <ClassDetailsForm klass={klass} />
      <AccessCodeSection klass={klass} />
      <div className={styles.panel}>
        <CoTeachersSection classId={classId} />
      </div>
      {studentEmail && <div className={styles.panel}>{studentEmail}</div>}
      <ArchiveSection klass={klass} />
    </div>
  );
}

function ClassDetailsForm({ klass }: { klass: ClassSummary }) {
  const id = useId();
  const create = CLASSROOM_SCREENS.createClass;
  const [values, setValues] = useState({
    title: klass.title,
    gradeLevel: klass.gradeLevel ?? '',
    subject: klass.subject ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const update = useUpdateClass(klass.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    const found = fieldErrors(classPatchSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(values, {
      onSuccess: () => setSaved(COPY.saved),
      onError: (error) => setErrors(answerErrors(error, COPY.failed)),
    });
  }

  return (
    <form
      className={`${styles.panel} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.detailsTitle}
      </h2>
      <div className={styles.grid}>
        <InputField
          id={`${id}-name`}
          label={create.classTitle}
          value={values.title}
          error={errors.title}
          onChange={(title) => setValues({ ...values, title })}
        />
        <SelectField
          id={`${id}-grade`}
          label={create.gradeLevel}
          value={values.gradeLevel}
          options={GRADE_LEVELS}
          placeholder={create.chooseGrade}
          error={errors.gradeLevel}
          onChange={(gradeLevel) => setValues({ ...values, gradeLevel })}
        />
        <InputField
          id={`${id}-subject`}
          label={create.subject}
          value={values.subject}
          error={errors.subject}
          onChange={(subject) => setValues({ ...values, subject })}
        />
      </div>
      {errors.root && (
        <p className={styles.error} role="alert">
          {errors.root}
        </p>
      )}
      <p className={styles.success} role="status">
        {saved}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {COPY.save}
        </Button>
      </div>
    </form>
  );
}

function AccessCodeSection({ klass }: { klass: ClassSummary }) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const regenerate = useRegenerateAccessCode(klass.id);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.accessCodeTitle}
      </h2>
      <p>
        <span className={styles.code} data-testid="settings-access-code">
          {klass.accessCode}
        </span>
      </p>
      <p className={styles.muted}>{COPY.accessCodeNote}</p>
      <p className={styles.success} role="status">
        {message}
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {COPY.regenerate}
      </Button>
      <ConfirmDialog
        open={asking}
        title={COPY.regenerateTitle}
        description={COPY.regenerateBody}
        confirmLabel={COPY.regenerateConfirm}
        cancelLabel={COPY.cancel}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          try {
            const summary = await regenerate.mutateAsync();
            setAsking(false);
            setMessage(COPY.regenerated(summary.accessCode));
            return null;
          } catch (error) {
            return firstAnswerError(error, COPY.failed);
          }
        }}
      />
    </section>
  );
}

function ArchiveSection({ klass }: { klass: ClassSummary }) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateClass(klass.id);
  // Restoring counts the class's students again: the plan may ask for its choice first.
  const offerPlanChoice = useOfferPlanChoice();

  function restore() {
    update.mutate(
      { archived: false },
      {
        onSuccess: () => {
          setMessage(COPY.restored);
          setError(null);
        },
        onError: (failure) => {
          if (offerPlanChoice(failure, restore)) return setError(null);
          setError(firstAnswerError(failure, COPY.failed));
        },
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {COPY.archiveTitle}
      </h2>
      <p className={styles.muted}>{klass.archivedAt ? COPY.archived : COPY.archiveNote}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.success} role="status">
        {message}
      </p>
      {klass.archivedAt ? (
        <Button onClick={restore} disabled={update.isPending}>
          {COPY.restore}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {COPY.archive}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={COPY.archiveAsk(klass.title)}
        description={COPY.archiveBody}
        confirmLabel={COPY.archive}
        cancelLabel={COPY.cancel}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          try {
            await update.mutateAsync({ archived: true });
            setAsking(false);
            setMessage(null);
            return null;
          } catch (failure) {
            return firstAnswerError(failure, COPY.failed);
          }
        }}
      />
    </section>
  );
}
