import { useId, useState } from 'react';
import { Button } from '~/components/ui/Button';
import { LoadFailed } from '~/components/ui/LoadFailed';
import { useActivityVideo } from '../api/get-activity-video';
import { useRemoveActivityVideo } from '../api/remove-activity-video';
import { MEDIA_COPY } from '../utils/copy';
import { AttachVideo } from './AttachVideo';
import { UploadVideo } from './UploadVideo';
import { VideoPlayer } from './VideoPlayer';
import { VideoState } from './VideoState';
import styles from './Media.module.css';

/**
 * The activity editor's video section: the attached video's state (Uploading, Processing,
 * Ready, Failed with the reason), polled while it is on its way, a preview once ready, and
 * uploading a video (shown at once), choosing an earlier one, or removing it.
 */
export function ActivityVideoEditor({ activityId }: { activityId: string }) {
  const id = useId();
  const { data, error, refetch } = useActivityVideo(activityId);
  const remove = useRemoveActivityVideo(activityId);
  // A fresh uploader once the video is removed (the old upload's panel goes with it).
  const [round, setRound] = useState(0);
  const video = data?.video ?? null;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="video-editor">
      <h2 id={`${id}-title`} className={styles.title}>
        {MEDIA_COPY.section}
      </h2>
      <p className={styles.hint}>{MEDIA_COPY.intro}</p>
      {!data && error ? (
        <LoadFailed message={MEDIA_COPY.loadFailed} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          {video && (
            <>
              <VideoState video={video} />
              <VideoPlayer video={video} />
              <div className={styles.row}>
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(undefined, { onSuccess: () => setRound((value) => value + 1) })
                  }
                >
                  {MEDIA_COPY.remove}
                </Button>
                <span className={styles.hint}>{MEDIA_COPY.removeHint}</span>
              </div>
              {remove.isError && (
                <p className={styles.error} role="alert">
                  {MEDIA_COPY.actionFailed}
                </p>
              )}
            </>
          )}
          <UploadVideo key={round} activityId={activityId} replacing={video !== null} />
          {!video && <AttachVideo activityId={activityId} />}
        </>
      ) : null}
    </section>
  );
}
