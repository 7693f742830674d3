import { useCallback, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAttachVideo } from '../api/attach-video';
import { mediaKeys } from '../api/keys';
import { MEDIA_COPY } from '../utils/copy';
import { firstError } from '../utils/first-error';
import { useVideoUploader } from './video-uploader';
import styles from './Media.module.css';

/**
 * "Upload a video": the route's resumable uploader (progress, pause, resume, cancel). Once the
 * file is in, it is shown in the activity at once; the section then follows its processing.
 */
export function UploadVideo({ activityId, replacing }: { activityId: string; replacing: boolean }) {
  const id = useId();
  const renderUploader = useVideoUploader();
  const queryClient = useQueryClient();
  const { mutate: attach, error } = useAttachVideo(activityId);
  // The uploader reports a finished upload again whenever it re-renders: attach it once.
  const [attached, setAttached] = useState<string | null>(null);

  const uploaded = useCallback(
    ({ id: uploadId }: { id: string }) => {
      if (attached === uploadId) return;
      setAttached(uploadId);
      attach(uploadId);
      void queryClient.invalidateQueries({ queryKey: mediaKeys.list });
    },
    [attach, attached, queryClient],
  );
  const message = error ? firstError(error, MEDIA_COPY.actionFailed) : null;

  return (
    <div className={styles.upload}>
      {renderUploader({
        id: `${id}-file`,
        label: replacing ? MEDIA_COPY.uploadReplacement : MEDIA_COPY.upload,
        describedBy: message ? `${id}-hint ${id}-error` : `${id}-hint`,
        onUploaded: uploaded,
      })}
      <p id={`${id}-hint`} className={styles.hint}>
        {MEDIA_COPY.uploadHint}
      </p>
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
