import { Fragment, useCallback, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '~/components/ui/Button';
import { ACTIVITIES_COPY as COPY } from '../utils/copy';
import type { ActivityFormValues } from '../utils/form-values';
import { Field, FieldError } from './Field';
import { useImageUploader } from './image-uploader';
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
  const renderUploader = useImageUploader();
  const hasImage = useWatch({ control, name: 'hasImage' });
  const alt = useWatch({ control, name: 'imageAlt' });
  // A new uploader (a fresh field) after the image is removed.
  const [round, setRound] = useState(0);
  const previewUrl = uploaded?.previewUrl ?? (hasImage ? savedUrl : null);

  const uploadedImage = useCallback(
    ({ id, fileUrl }: { id: string; fileUrl: string | null }) => {
      if (!fileUrl) return;
      onUploaded({ uploadId: id, previewUrl: fileUrl });
      setValue('hasImage', true, { shouldDirty: true });
    },
    [onUploaded, setValue],
  );

  function clear() {
    onUploaded(null);
    setRound((value) => value + 1);
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
        <Fragment key={round}>
          {renderUploader({
            id: 'image-file',
            label: COPY.fields.image,
            describedBy: uploadError ? 'image-file-error' : undefined,
            onUploaded: uploadedImage,
            onBusyChange,
          })}
        </Fragment>
        {uploadError && <FieldError id="image-file-error" message={uploadError} />}
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
