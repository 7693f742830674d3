import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { VIDEO_PLAYER } from '@common/constants';
import styles from './VideoFacade.module.css';

interface VideoFacadeProps {
  videoId: string;
  /** The player's title (for the frame) and the play button's accessible name. */
  title: string;
  playLabel: string;
  poster: string;
}

export function videoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * SPEC §2.3 hero video, 358 × 204: our own poster and a play button until the visitor asks
 * for the video; only then is the provider's player (and anything it loads) put on the page.
 */
export function VideoFacade({ videoId, title, playLabel, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // Keyboard users land in the player they just started.
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const size = {
    '--video-width': `${VIDEO_PLAYER.width}px`,
    '--video-height': `${VIDEO_PLAYER.height}px`,
  } as CSSProperties;

  return (
    <div className={styles.player} style={size} data-testid="hero-video">
      {playing ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={videoEmbedUrl(videoId)}
          title={title}
          width={VIDEO_PLAYER.width}
          height={VIDEO_PLAYER.height}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={styles.facade}
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
        >
          <img
            src={poster}
            alt=""
            width={VIDEO_PLAYER.width}
            height={VIDEO_PLAYER.height}
            className={styles.poster}
          />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
