import type { VideoAnswer } from '@common/schemas/media';
import { MEDIA_COPY } from '../utils/copy';
import styles from './Media.module.css';

/** Uploading, Processing, Ready or Failed (with the reason), announced as it changes. */
export function VideoState({ video }: { video: VideoAnswer }) {
  const tone =
    video.status === 'ready' ? styles.ready : video.status === 'failed' ? styles.failed : '';
  return (
    <div role="status" data-testid="video-state">
      <p className={styles.row}>
        <span className={`${styles.state} ${tone}`}>{MEDIA_COPY.states[video.status]}</span>
        <span>{video.fileName}</span>
        {video.durationMs !== null && <span>{MEDIA_COPY.duration(video.durationMs)}</span>}
      </p>
      {video.status === 'processing' && <p className={styles.hint}>{MEDIA_COPY.processingHint}</p>}
      {video.status === 'uploading' && <p className={styles.hint}>{MEDIA_COPY.uploadingHint}</p>}
      {video.status === 'failed' && video.failureReason && (
        <p className={styles.error}>{video.failureReason}</p>
      )}
    </div>
  );
}
