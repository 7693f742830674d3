import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACADEMY_PATHS } from '@common/academy/routes';
import type { CourseCategory } from '@common/academy/courses';
import { COURSE_LIST_COPY as COPY } from '@common/copy/academy-builder';
import { ACADEMY_BUILDER_API as API, type BuilderCourse } from '@common/schemas/academy-builder';
import { Button } from '~/components/ui/Button';
import { InputField, SelectField } from '~/components/ui/FormField';
import { Modal } from '~/components/ui/Modal';
import { useBuilderSend } from './api';
import { CATEGORY_OPTIONS } from './categories';
import styles from './builder.module.css';

/**
 * "New course": a title and a category, then the builder. The id is chosen here, once per
 * opening, so a double click or a retry makes one course.
 */
export function NewCourseModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useBuilderSend();
  const navigate = useNavigate();
  const formId = useId();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<CourseCategory>('scripture');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const courseId = useRef(crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await send<BuilderCourse>('POST', API.courses, {
      id: courseId.current,
      title,
      category,
    });
    setBusy(false);
    if (answer.ok) {
      void navigate(ACADEMY_PATHS.instructorCourse(answer.body.id));
      return;
    }
    setErrors(answer.body.errors ?? { form: COPY.createFailed });
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={COPY.newCourseTitle}
      description={COPY.newCourseDescription}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <InputField
          id={`${formId}-title`}
          label={COPY.titleLabel}
          hint={COPY.titleHint}
          value={title}
          onChange={setTitle}
          error={errors.title}
        />
        <SelectField
          id={`${formId}-category`}
          label={COPY.categoryLabel}
          value={category}
          onChange={(value) => setCategory(value as CourseCategory)}
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
        {(errors.form ?? errors.id) && (
          <p className={styles.error} role="alert">
            {errors.form ?? errors.id}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? COPY.creating : COPY.create}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
