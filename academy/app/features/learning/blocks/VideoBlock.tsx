import { useCallback, useEffect, useRef } from 'react';
import { VIDEO_REPORT_INTERVAL_MS, VIDEO_WATCHED_MAX } from '@common/academy/progress';
import { youTubeIdOf } from '@common/academy/video-links';
import { LESSON_PAGE } from '@common/copy/academy-learning';
import type { LessonBlockOf } from '@common/schemas/academy-blocks';
import { ACADEMY_LEARNING_API, type ProgressAnswer } from '@common/schemas/academy-learning';
import { VideoFacade } from '~/features/home/components/VideoFacade';
import { courseFileUrl } from '@academy/lib/course-files';
import { reportVideoProgress } from '../api';
import styles from './Blocks.module.css';

export interface TrackedVideoProps {
  courseId: string;
  lessonId: string;
  /** Where the participant stopped last time (seconds). */
  startAt: number;
  /** Whether to report: not for staff previewing. */
  track: boolean;
  /** Each report's answer: how much is watched now, and whether the lesson completed. */
  onReported: (answer: ProgressAnswer) => void;
}

export function VideoBlock({
  block,
  ...tracked
}: { block: LessonBlockOf<'video'> } & TrackedVideoProps) {
  if (block.source.kind === 'file') {
    return (
      <figure className={styles.video}>
        <TrackedVideo
          src={courseFileUrl(tracked.courseId, block.source.fileKey)}
          title={block.title}
          {...tracked}
        />
        <figcaption className={styles.caption}>{block.title}</figcaption>
      </figure>
    );
  }
  const videoId = youTubeIdOf(block.source.url);
  return (
    <figure className={styles.video}>
      {videoId ? (
        <VideoFacade
          videoId={videoId}
          title={block.title}
          playLabel={LESSON_PAGE.videoPlay(block.title)}
          poster={ACADEMY_LEARNING_API.art('chapter-listening')}
        />
      ) : (
        <a
          className={styles.externalVideo}
          href={block.source.url}
          target="_blank"
          rel="noreferrer noopener"
        >
          {LESSON_PAGE.videoPlay(block.title)}
        </a>
      )}
      <figcaption className={styles.caption}>
        {block.title} · {LESSON_PAGE.videoLinkNote}
      </figcaption>
    </figure>
  );
}

/**
 * An uploaded video that resumes where the participant stopped and reports how far they
 * watched: about every 10 s while playing, and on pause, end and leaving the page (keepalive,
 * so the last report survives the tab closing). The server keeps the furthest part watched.
 */
function TrackedVideo({
  src,
  title,
  courseId,
  lessonId,
  startAt,
  track,
  onReported,
}: TrackedVideoProps & { src: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const watched = useRef(0);
  const lastSent = useRef(0);
  // Nothing is reported until the participant plays: opening the page changes no progress.
  const played = useRef(false);
  // The latest callback, so `send` (and the listeners holding it) stay the same across renders.
  const whenReported = useRef(onReported);
  useEffect(() => {
    whenReported.current = onReported;
  }, [onReported]);

  const send = useCallback(
    (keepalive = false) => {
      const element = video.current;
      if (!track || !played.current || !element || !(element.duration > 0)) return;
      lastSent.current = Date.now();
      const body = {
        videoPosition: Math.floor(element.currentTime),
        videoWatched: Math.min(VIDEO_WATCHED_MAX, watched.current),
      };
      void reportVideoProgress(courseId, lessonId, body, { keepalive }).then((answer) => {
        if (answer) whenReported.current(answer);
      });
    },
    [courseId, lessonId, track],
  );

  useEffect(() => {
    const leave = () => send(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      send(true);
    };
  }, [send]);

  return (
    <video
      ref={video}
      className={styles.player}
      src={src}
      controls
      preload="metadata"
      aria-label={title}
      onLoadedMetadata={(event) => {
        const element = event.currentTarget;
        if (startAt > 0 && startAt < element.duration - 1) element.currentTime = startAt;
      }}
      onTimeUpdate={(event) => {
        const element = event.currentTarget;
        if (!element.duration) return;
        const fraction = Math.floor((element.currentTime / element.duration) * VIDEO_WATCHED_MAX);
        watched.current = Math.max(watched.current, fraction);
        if (Date.now() - lastSent.current >= VIDEO_REPORT_INTERVAL_MS) send();
      }}
      onPlay={() => {
        played.current = true;
      }}
      onPause={() => send()}
      onEnded={() => send()}
    />
  );
}
