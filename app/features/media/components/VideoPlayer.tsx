import type { VideoAnswer } from '@common/schemas/media';
import { MEDIA_COPY } from '../utils/copy';
import styles from './Media.module.css';

/**
 * A ready video: the browser's own controls, only the first bytes fetched until played
 * (`preload="metadata"`), the poster meanwhile. The MP4 plays everywhere and seeks through
 * Range requests; the HLS rendition is served for players that ask for it.
 */
export function VideoPlayer({ video }: { video: VideoAnswer }) {
  if (!video.videoUrl) return null;
  return (
    <video
      className={styles.player}
      controls
      preload="metadata"
      poster={video.posterUrl ?? undefined}
      aria-label={MEDIA_COPY.playerLabel(video.fileName)}
      data-testid="activity-video"
    >
      <source src={video.videoUrl} type={video.videoType ?? undefined} />
    </video>
  );
}
