import { useEffect, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { acceptFor } from '@common/uploads/kinds';
import { Button } from '~/components/ui/Button';
import { UploadProgress } from '~/features/uploads/UploadProgress';
import { useResumableUpload } from '~/features/uploads/use-resumable-upload';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import type { ActivityFormValues } from '../utils/form-values';
import { Field, FieldError } from './Field';
import styles from './Form.module.css';

/** A finished image upload, waiting to be attached when the activity is saved. */
export interface UploadedImage {
  uploadId: string;
  /** Where its owner sees it (the checked, metadata-free file). */
  previewUrl: string;
}

interface ImageFieldProps {
  /** The stored image's address, when the activity has one. */
  savedUrl: string | null;
  uploaded: UploadedImage | null;
  onUploaded: (image: UploadedImage | null) => void;
  /** True while a file is on its way (saving waits for it). */
  onBusyChange: (busy: boolean) => void;
  /** A server answer about attaching the image. */
  uploadError?: string;
}

/**
 * An optional image with a preview and its description. The chosen file goes up at once as a
 * resumable upload, with its progress on screen; the finished upload is attached when the
 * activity is saved.
 */
export function ImageField({
  savedUrl,
  uploaded,
  onUploaded,
  onBusyChange,
  uploadError,
}: ImageFieldProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ActivityFormValues>();
  const hasImage = useWatch({ control, name: 'hasImage' });
  const alt = useWatch({ control, name: 'imageAlt' });
  const upload = useResumableUpload('image');
  const { phase, result } = upload.state;
  const previewUrl = uploaded?.previewUrl ?? (hasImage ? savedUrl : null);

  useEffect(() => {
    onBusyChange(['uploading', 'paused', 'offline', 'checking'].includes(phase));
  }, [onBusyChange, phase]);

  useEffect(() => {
    if (phase !== 'done' || !result?.fileUrl) return;
    onUploaded({ uploadId: result.id, previewUrl: result.fileUrl });
    setValue('hasImage', true, { shouldDirty: true });
  }, [onUploaded, phase, result, setValue]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload.start(file);
  }

  function clear() {
    onUploaded(null);
    upload.reset();
    setValue('hasImage', false, { shouldDirty: true });
    setValue('imageAlt', '', { shouldDirty: true });
  }

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
            accept={acceptFor('image')}
            aria-describedby={uploadError ? 'image-file-error' : undefined}
            onChange={choose}
          />
          {uploadError && <FieldError id="image-file-error" message={uploadError} />}
        </div>
        <UploadProgress upload={upload} />
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
