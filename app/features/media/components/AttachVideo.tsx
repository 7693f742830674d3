import { useId, useState } from 'react';
import { Button } from '~/components/ui/Button';
import { useAttachVideo } from '../api/attach-video';
import { useMyVideos } from '../api/get-my-videos';
import { MEDIA_COPY } from '../utils/copy';
import { firstError } from '../utils/first-error';
import styles from './Media.module.css';

/**
 * Picks one of the teacher's videos (processing or ready) to show in the activity; a new one is
 * uploaded beside it (UploadVideo).
 */
export function AttachVideo({ activityId }: { activityId: string }) {
  const id = useId();
  const { data: videos } = useMyVideos();
  const attach = useAttachVideo(activityId);
  const [chosen, setChosen] = useState('');
  const usable = (videos ?? []).filter(
    (video) => video.status === 'processing' || video.status === 'ready',
  );
  if (videos && usable.length === 0) return <p className={styles.hint}>{MEDIA_COPY.noVideos}</p>;
  const error = attach.error ? firstError(attach.error, MEDIA_COPY.actionFailed) : null;

  return (
    <div className={styles.row}>
      <div className={styles.field}>
        <label htmlFor={`${id}-video`} className={styles.label}>
          {MEDIA_COPY.choose}
        </label>
        <select
          id={`${id}-video`}
          className={styles.select}
          value={chosen}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{MEDIA_COPY.chooseNone}</option>
          {usable.map((video) => (
            <option key={video.uploadId} value={video.uploadId}>
              {video.fileName} ({MEDIA_COPY.states[video.status]})
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        disabled={chosen === '' || attach.isPending}
        onClick={() => attach.mutate(chosen)}
      >
        {MEDIA_COPY.attach}
      </Button>
    </div>
  );
}
