import { useCallback, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import type { Activity, ActivityValues } from '@common/schemas/activities';
import { Button } from '~/components/ui/Button';
import { useCreateActivity } from '../api/create-activity';
import { useRemoveActivityImage } from '../api/remove-activity-image';
import { useUpdateActivity } from '../api/update-activity';
import { useAttachActivityImage } from '../api/attach-activity-image';
import { serverErrors } from '../utils/server-errors';
import { nestedZodResolver } from '../utils/nested-resolver';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import {
  EMPTY_ACTIVITY,
  activityFormSchema,
  formValuesOf,
  toActivityValues,
  type ActivityFormValues,
} from '../utils/form-values';
import { Field } from './Field';
import { ImageField, type UploadedImage } from './ImageField';
import { QuestionsField } from './QuestionsField';
import { RubricField } from './RubricField';
import { VocabularyField } from './VocabularyField';
import styles from './Form.module.css';

interface ActivityFormProps {
  /** The saved activity, or null for a new one. */
  activity: Activity | null;
  /** After a save (the saved activity is in the query cache by then). */
  onSaved?: (activity: Activity) => void;
}

type Parsed = Parameters<typeof toActivityValues>[0];

/**
 * The activity editor: passage, image, instructions and questions, vocabulary, rubric and due
 * date, validated with the same schema the server uses. Saving writes the activity, then
 * sends or removes the image.
 */
export function ActivityForm({ activity, onSaved }: ActivityFormProps) {
  const form = useForm<ActivityFormValues>({
    resolver: nestedZodResolver(activityFormSchema),
    defaultValues: activity ? formValuesOf(activity) : EMPTY_ACTIVITY,
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const [uploading, setUploading] = useState(false);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const [uploadError, setUploadError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const attachImage = useAttachActivityImage();
  const removeImage = useRemoveActivityImage();

  /** The activity as saved, or null when the server refused it (its messages are shown). */
  async function write(body: ActivityValues): Promise<Activity | null> {
    try {
      return activity
        ? await update.mutateAsync({ id: activity.id, values: body })
        : await create.mutateAsync(body);
    } catch (error) {
      const errors = serverErrors(error);
      for (const [field, message] of Object.entries(errors ?? {})) {
        setError(field as Path<ActivityFormValues>, { message });
      }
      setFailure(errors ? COPY.fixErrors : COPY.actionFailed);
      return null;
    }
  }

  /** Attaches the uploaded image, or removes the stored one the teacher took away. */
  async function saveImage(saved: Activity, hasImage: boolean, alt: string): Promise<Activity> {
    if (uploaded) {
      try {
        const withImage = await attachImage.mutateAsync({
          activityId: saved.id,
          uploadId: uploaded.uploadId,
          alt,
        });
        setUploaded(null);
        return withImage;
      } catch (error) {
        const errors = serverErrors(error);
        setUploadError(errors?.uploadId ?? errors?.alt ?? COPY.actionFailed);
        return saved;
      }
    }
    if (!hasImage && saved.imageUrl) {
      return removeImage.mutateAsync(saved.id).catch(() => saved);
    }
    return saved;
  }

  async function save(values: ActivityFormValues) {
    setFailure(null);
    setSaved(false);
    setUploadError(undefined);
    const parsed = values as unknown as Parsed;
    const body = toActivityValues(parsed);
    const written = await write(body);
    if (!written) return;
    const activityNow = await saveImage(written, parsed.hasImage, body.imageAlt);
    reset(formValuesOf(activityNow));
    setSaved(true);
    onSaved?.(activityNow);
  }

  const submit = handleSubmit(save, () => {
    setSaved(false);
    setFailure(COPY.fixErrors);
  });
  const showSaved = saved && !failure && !uploadError;

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <section className={styles.section} aria-labelledby="passage-heading">
          <h2 id="passage-heading" className={styles.sectionTitle}>
            {COPY.sections.passage}
          </h2>
          <Field
            id="title"
            label={COPY.fields.title}
            registration={register('title')}
            error={errors.title?.message}
          />
          <div className={styles.row}>
            <Field
              id="passage-reference"
              label={COPY.fields.reference}
              hint={COPY.fields.referenceHint}
              registration={register('passageReference')}
              error={errors.passageReference?.message}
            />
            <Field
              id="passage-source"
              label={COPY.fields.source}
              hint={COPY.fields.sourceHint}
              registration={register('passageSource')}
              error={errors.passageSource?.message}
            />
          </div>
          <Field
            id="passage-text"
            label={COPY.fields.passage}
            rows={10}
            registration={register('passageText')}
            error={errors.passageText?.message}
          />
        </section>

        <section className={styles.section} aria-labelledby="image-heading">
          <h2 id="image-heading" className={styles.sectionTitle}>
            {COPY.sections.image}
          </h2>
          <ImageField
            savedUrl={activity?.imageUrl ?? null}
            uploaded={uploaded}
            onUploaded={setUploaded}
            onBusyChange={onBusyChange}
            uploadError={uploadError}
          />
        </section>

        <section className={styles.section} aria-labelledby="reflection-heading">
          <h2 id="reflection-heading" className={styles.sectionTitle}>
            {COPY.sections.reflection}
          </h2>
          <Field
            id="instructions"
            label={COPY.fields.instructions}
            rows={4}
            registration={register('instructions')}
            error={errors.instructions?.message}
          />
          <QuestionsField />
        </section>

        <section className={styles.section} aria-labelledby="vocabulary-heading">
          <h2 id="vocabulary-heading" className={styles.sectionTitle}>
            {COPY.sections.vocabulary}
          </h2>
          <VocabularyField />
        </section>

        <section className={styles.section} aria-labelledby="rubric-heading">
          <h2 id="rubric-heading" className={styles.sectionTitle}>
            {COPY.sections.rubric}
          </h2>
          <RubricField />
        </section>

        <section className={styles.section} aria-labelledby="schedule-heading">
          <h2 id="schedule-heading" className={styles.sectionTitle}>
            {COPY.sections.schedule}
          </h2>
          <Field
            id="due-date"
            label={COPY.fields.dueDate}
            type="date"
            registration={register('dueDate')}
            error={errors.dueDate?.message}
          />
        </section>

        <div className={styles.actions}>
          <Button type="submit" disabled={isSubmitting || uploading}>
            {isSubmitting ? COPY.saving : COPY.save}
          </Button>
          {uploading && <p className={styles.hint}>{COPY.waitForUpload}</p>}
          <div aria-live="polite">
            {failure && <p className={styles.alert}>{failure}</p>}
            {showSaved && (
              <p className={styles.status} data-testid="saved">
                {COPY.saved}
              </p>
            )}
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
