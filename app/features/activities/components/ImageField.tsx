import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { IMAGE_TYPES } from '@common/schemas/activities';
import { Button } from '~/components/ui/Button';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import type { ActivityFormValues } from '../utils/form-values';
import { readImageFile, type PickedImage } from '../utils/read-image-file';
import { Field, FieldError } from './Field';
import styles from './Form.module.css';

interface ImageFieldProps {
  /** The stored image's address, when the activity has one. */
  savedUrl: string | null;
  picked: PickedImage | null;
  onPick: (image: PickedImage | null) => void;
  /** A server answer about the upload (type or size). */
  uploadError?: string;
}

/**
 * An optional image with a preview and its description. The file is sent when the activity
 * is saved; until then the preview shows what was picked.
 */
export function ImageField({ savedUrl, picked, onPick, uploadError }: ImageFieldProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ActivityFormValues>();
  const hasImage = useWatch({ control, name: 'hasImage' });
  const alt = useWatch({ control, name: 'imageAlt' });
  const [pickError, setPickError] = useState<string | null>(null);
  const previewUrl = picked?.dataUrl ?? (hasImage ? savedUrl : null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await readImageFile(file);
    if ('error' in result) {
      setPickError(result.error);
      return;
    }
    setPickError(null);
    onPick(result);
    setValue('hasImage', true, { shouldDirty: true });
  }

  function clear() {
    onPick(null);
    setPickError(null);
    setValue('hasImage', false, { shouldDirty: true });
    setValue('imageAlt', '', { shouldDirty: true });
  }

  const error = pickError ?? uploadError;
  return (
    <div className={styles.imageArea}>
      {previewUrl ? (
        <img className={styles.preview} src={previewUrl} alt={alt || COPY.imagePreview} />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          No image
        </div>
      )}
      <div className={styles.itemFields}>
        <div className={styles.field}>
          <label htmlFor="image-file" className={styles.label}>
            {COPY.fields.image}
          </label>
          <input
            id="image-file"
            type="file"
            className={styles.fileInput}
            accept={IMAGE_TYPES.join(',')}
            aria-describedby={error ? 'image-file-error' : undefined}
            onChange={(event) => void choose(event)}
          />
          {error && <FieldError id="image-file-error" message={error} />}
        </div>
        {previewUrl && (
          <>
            <Field
              id="image-alt"
              label={COPY.fields.imageAlt}
              hint={COPY.fields.imageAltHint}
              registration={register('imageAlt')}
              error={errors.imageAlt?.message}
            />
            <Button variant="ghost" size="sm" className={styles.add} onClick={clear}>
              {COPY.removeImage}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
