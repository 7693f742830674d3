import { useId, useState, type FormEvent } from 'react';
import type { CourseCategory } from '@common/academy/courses';
import { DETAILS_COPY as COPY } from '@common/copy/academy-builder';
import {
  ACADEMY_BUILDER_API as API,
  courseFileUrl,
  uploadFileKey,
  type BuilderCourse,
} from '@common/schemas/academy-builder';
import { UPLOADS_API } from '@common/schemas/uploads';
import { Button } from '~/components/ui/Button';
import { InputField, SelectField } from '~/components/ui/FormField';
import { useCourseWrite } from './api';
import { FileField, useBuilderKit } from './builder-kit';
import { CATEGORY_OPTIONS } from './categories';
import styles from './builder.module.css';

/** The Details tab: title, subtitle, description, category and cover image. */
export function CourseDetailsForm({ course }: { course: BuilderCourse }) {
  const id = useId();
  const write = useCourseWrite(course.id);
  const { RichText } = useBuilderKit();
  const [title, setTitle] = useState(course.title);
  const [subtitle, setSubtitle] = useState(course.subtitle);
  const [description, setDescription] = useState(course.description);
  const [category, setCategory] = useState<CourseCategory>(course.category);
  const [cover, setCover] = useState<{ key: string | null; preview: string | null }>({
    key: course.coverFileKey,
    preview: course.coverFileKey ? courseFileUrl(course.id, course.coverFileKey) : null,
  });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  // What the server holds, to tell the instructor when the form differs from it (a cover
  // uploaded is not the course's until the details are saved).
  const current = { title, subtitle, description, category, coverFileKey: cover.key };
  const [stored, setStored] = useState(() => ({
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    category: course.category,
    coverFileKey: course.coverFileKey,
  }));
  const dirty = (Object.keys(current) as (keyof typeof current)[]).some(
    (key) => current[key] !== stored[key],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus('saving');
    const sent = current;
    const answer = await write('PATCH', API.course(course.id), sent);
    if (answer.ok) setStored(sent);
    setErrors(answer.ok ? {} : (answer.body.errors ?? {}));
    setStatus(answer.ok ? 'saved' : 'failed');
  }

  const firstError = Object.values(errors)[0];
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`}>{COPY.heading}</h2>
        <p className={styles.intro}>{COPY.intro}</p>
      </div>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <InputField
          id={`${id}-title`}
          label={COPY.title}
          value={title}
          onChange={setTitle}
          error={errors.title}
        />
        <InputField
          id={`${id}-subtitle`}
          label={COPY.subtitle}
          hint={COPY.subtitleHint}
          value={subtitle}
          onChange={setSubtitle}
          error={errors.subtitle}
        />
        <div className={styles.richField}>
          <p id={`${id}-description-label`} className={styles.label}>
            {COPY.description}
          </p>
          <p className={styles.note}>{COPY.descriptionHint}</p>
          <RichText
            id={`${id}-description`}
            labelId={`${id}-description-label`}
            prompt={COPY.description}
            value={description}
            readOnly={false}
            onChange={setDescription}
          />
        </div>
        <SelectField
          id={`${id}-category`}
          label={COPY.category}
          value={category}
          onChange={(value) => setCategory(value as CourseCategory)}
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
        <div className={styles.coverField}>
          {cover.preview ? (
            <img src={cover.preview} alt={COPY.coverAlt} className={styles.cover} />
          ) : (
            <p className={styles.note}>{COPY.coverNone}</p>
          )}
          <FileField
            id={`${id}-cover`}
            label={COPY.cover}
            kind="image"
            onBusyChange={setUploading}
            onUploaded={(upload) =>
              setCover({ key: uploadFileKey(upload.id), preview: UPLOADS_API.file(upload.id) })
            }
          />
          <p className={styles.note}>{COPY.coverHint}</p>
          {cover.key && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setCover({ key: null, preview: null })}
            >
              {COPY.removeCover}
            </Button>
          )}
        </div>
        {firstError && (
          <p className={styles.error} role="alert">
            {firstError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={status === 'saving' || uploading}>
            {status === 'saving' ? COPY.saving : COPY.save}
          </Button>
          <p className={styles.note} role="status">
            {status === 'saving' ? '' : dirty ? COPY.unsaved : status === 'saved' ? COPY.saved : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
