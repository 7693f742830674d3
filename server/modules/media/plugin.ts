import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
import { findFfmpeg } from './ffmpeg/find-ffmpeg';
import { processDueVideos, VIDEO_JOB } from './process-videos';

declare module 'fastify' {
  interface FastifyInstance {
    /** FFmpeg's binary for video processing, or null without it. */
    ffmpegPath: string | null;
  }
}

export interface MediaPluginOptions {
  /** FFMPEG_PATH: this binary and no other. */
  ffmpegPath?: string;
  /** Runs the video job on a timer (off in tests, which call processDueVideos themselves). */
  schedule: boolean;
  /** VIDEO_JOB_INTERVAL_MS: how often the job looks for videos (VIDEO_JOB.intervalMs unset). */
  intervalMs?: number;
}

/**
 * Finds FFmpeg once at start-up and runs the video job on every instance: each waiting video
 * is claimed by a conditional update on its uploads row (video-queue.ts), so instances share
 * the work and one that dies mid-video leaves it to the others once its lease ends. Closing the
 * server stops FFmpeg and lets the video wait for the next run.
 */
export default fp<MediaPluginOptions>(
  async (app, { ffmpegPath, schedule, intervalMs = VIDEO_JOB.intervalMs }) => {
    const found = findFfmpeg({ configuredPath: ffmpegPath });
    app.decorate('ffmpegPath', found?.path ?? null);
    if (found) {
      app.log.info(`Video: converting with FFmpeg from ${found.source} (${found.path})`);
    } else if (ffmpegPath) {
      app.log.warn(`Video: FFMPEG_PATH (${ffmpegPath}) is not an executable file`);
    } else {
      app.log.warn(
        'Video: no FFmpeg, so MP4 and WebM videos are served as uploaded and other formats are refused',
      );
    }
    if (!schedule) return;
    const closing = new AbortController();
    app.addHook('onClose', async () => closing.abort());
    scheduleJob(app, {
      name: 'Video: processing',
      intervalMs,
      run: () => processDueVideos(app, { ffmpegPath: app.ffmpegPath, signal: closing.signal }),
    });
  },
  { name: 'media', dependencies: ['database'] },
);
