import type { VideoAnswer } from '@common/schemas/media';
import { MEDIA_COPY } from '../utils/copy';
import styles from './Media.module.css';

/**
 * A ready video: the browser's own controls, only the first bytes fetched until played
 * (`preload="metadata"`), the poster meanwhile. Browsers that play HLS themselves (Safari on
 * iPhones, iPads and Macs) take the adaptive rendition, which steps down to 360p on a weak
 * connection; every other browser skips that source and plays the MP4, seeking through Range
 * requests.
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
      {video.hlsUrl && <source src={video.hlsUrl} type="application/vnd.apple.mpegurl" />}
      <source src={video.videoUrl} type={video.videoType ?? undefined} />
    </video>
  );
}
