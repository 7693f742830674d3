import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '../../adapters/storage/storage';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import { convertVideo, VideoRejectedError, type ConvertedVideo } from './convert-video';
import { FfmpegStoppedError } from './ffmpeg/run-ffmpeg';
import { contentTypeOfHlsFile, PLAYABLE_AS_UPLOADED, videoFolder } from './video-keys';
import {
  claimVideo,
  dueVideos,
  giveUpVideo,
  markVideoFailed,
  markVideoReady,
  releaseVideo,
  type ClaimedVideo,
  type ProcessedVideo,
} from './video-queue';

const MINUTE_MS = 60_000;

/**
 * How the video job runs: every 15 s on every instance, one video at a time per instance (a
 * conversion uses every core it gets). FFmpeg gets 20 minutes per video, after which it is
 * killed and the video fails; the lease outlasts that and the upload of the results, so a live
 * run never loses its video, while a run whose instance died is picked up once its lease ends.
 * The third run that ends without an outcome is the last.
 */
export const VIDEO_JOB = {
  intervalMs: 15_000,
  leaseMs: 30 * MINUTE_MS,
  timeLimitMs: 20 * MINUTE_MS,
  maxAttempts: 3,
  /** After a passing failure (storage unreachable, disk full) the video waits this long. */
  retryDelayMs: 5 * MINUTE_MS,
} as const;

export type StartTimer = (ms: number, onExpire: () => void) => () => void;

export interface VideoJobOptions {
  /** FFmpeg's binary, or null without it (MP4 and WebM are then served as uploaded). */
  ffmpegPath: string | null;
  /** The clock; tests pass their own. */
  now?: () => Date;
  /** Starts the per-video time limit; tests fire it themselves. */
  startTimer?: StartTimer;
  timeLimitMs?: number;
  /** Make the HLS rendition too (on by default). */
  hls?: boolean;
  /** Where work folders are made (the system's temp folder by default). */
  workRoot?: string;
  /** Aborted when the server closes: FFmpeg is stopped and the video waits for the next run. */
  signal?: AbortSignal;
}

export interface VideoJobResult {
  ready: number;
  failed: number;
  retrying: number;
}

const realTimer: StartTimer = (ms, onExpire) => {
  const timer = setTimeout(onExpire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Processes the videos waiting at this moment, one after another, each claimed first so
 * instances running at once never take the same one. Tests call it with their own clock.
 */
export async function processDueVideos(
  app: FastifyInstance,
  options: VideoJobOptions,
): Promise<VideoJobResult> {
  const now = options.now ?? (() => new Date());
  const result: VideoJobResult = { ready: 0, failed: 0, retrying: 0 };
  const seen = new Set<string>();
  for (;;) {
    if (options.signal?.aborted) return result;
    const [candidate] = (await dueVideos(app.db, now(), 1 + seen.size)).filter(
      (row) => !seen.has(row.id),
    );
    if (!candidate) return result;
    // A video released for a retry is due again only later; one seen is left to the next run.
    seen.add(candidate.id);
    if (candidate.processing_attempts >= VIDEO_JOB.maxAttempts) {
      if (await giveUpVideo(app.db, candidate, MEDIA_MESSAGES.gaveUp, now())) {
        app.log.warn({ uploadId: candidate.id }, 'Video: given up after the last attempt');
        result.failed += 1;
      }
      continue;
    }
    const claim = await claimVideo(app.db, candidate, now(), VIDEO_JOB.leaseMs);
    if (claim) result[await processVideo(app, claim, options, now)] += 1;
  }
}

async function processVideo(
  app: FastifyInstance,
  claim: ClaimedVideo,
  options: VideoJobOptions,
  now: () => Date,
): Promise<keyof VideoJobResult> {
  const fail = async (reason: string) => {
    await markVideoFailed(app.db, claim, reason, now());
    app.log.info({ uploadId: claim.id, reason }, 'Video: processing failed');
    return 'failed' as const;
  };
  if (!claim.storage_key) return fail(MEDIA_MESSAGES.originalMissing);
  let folder: string | null = null;
  try {
    if (!options.ffmpegPath) {
      const type = claim.content_type ?? (await sniffContentType(app.storage, claim.storage_key));
      if (type === null) return await fail(MEDIA_MESSAGES.originalMissing);
      if (!PLAYABLE_AS_UPLOADED.has(type)) return await fail(MEDIA_MESSAGES.needsConversion);
      const served: ProcessedVideo = {
        storageKey: claim.storage_key,
        contentType: type,
        posterKey: null,
        durationMs: null,
        hlsKey: null,
      };
      if (await markVideoReady(app.db, claim, served, now())) return 'ready';
      return 'retrying';
    }
    const converted = await convertInWorkFolder(app, claim, claim.storage_key, options);
    if (!converted) return await fail(MEDIA_MESSAGES.originalMissing);
    folder = videoFolder();
    const processed = await storeConverted(app.storage, converted, folder);
    if (!(await markVideoReady(app.db, claim, processed, now()))) {
      // Another run took the video over (this one outlived its lease): its files win.
      await app.storage.deletePrefix(folder);
      return 'retrying';
    }
    folder = null;
    // The original is no longer served; its bytes (up to 2 GB) go.
    await app.storage.delete(claim.storage_key).catch((error: unknown) => {
      app.log.warn({ err: error, uploadId: claim.id }, 'Video: the original was not removed');
    });
    return 'ready';
  } catch (error) {
    if (folder) await app.storage.deletePrefix(folder).catch(() => undefined);
    if (error instanceof VideoRejectedError) return fail(error.reason);
    if (error instanceof FfmpegStoppedError && !options.signal?.aborted) {
      return fail(MEDIA_MESSAGES.tooSlow);
    }
    // The server is closing, or something outside the file failed: the video waits again.
    const retryAt = options.signal?.aborted
      ? now()
      : new Date(now().getTime() + VIDEO_JOB.retryDelayMs);
    await releaseVideo(app.db, claim, retryAt);
    app.log.error(
      { err: error, uploadId: claim.id, attempt: claim.processing_attempts, retryAt },
      'Video: processing stopped; it will be tried again',
    );
    return 'retrying';
  }
}

/**
 * Copies the original into a temporary folder, converts it there under the time limit, and
 * returns the converted files read back into a form to store; the folder is removed after.
 */
async function convertInWorkFolder(
  app: FastifyInstance,
  claim: ClaimedVideo,
  key: string,
  options: VideoJobOptions,
): Promise<(ConvertedVideo & { cleanup: () => Promise<void> }) | null> {
  const workDir = await mkdtemp(join(options.workRoot ?? tmpdir(), 'lectio-video-'));
  const cleanup = () => rm(workDir, { recursive: true, force: true });
  const limit = new AbortController();
  const stopOnClose = () => limit.abort();
  options.signal?.addEventListener('abort', stopOnClose, { once: true });
  const cancelTimer = (options.startTimer ?? realTimer)(
    options.timeLimitMs ?? VIDEO_JOB.timeLimitMs,
    () => limit.abort(),
  );
  try {
    const original = await app.storage.stream(key);
    if (!original) {
      await cleanup();
      return null;
    }
    const input = join(workDir, 'original');
    await pipeline(original.body, createWriteStream(input));
    const converted = await convertVideo(input, workDir, {
      ffmpegPath: options.ffmpegPath!,
      signal: limit.signal,
      hls: options.hls,
      onHlsFailed: (error) =>
        app.log.warn({ err: error, uploadId: claim.id }, 'Video: no HLS rendition'),
    });
    return { ...converted, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  } finally {
    cancelTimer();
    options.signal?.removeEventListener('abort', stopOnClose);
  }
}

/** Stores the MP4, the poster and the HLS files under the run's private folder. */
async function storeConverted(
  storage: FileStorage,
  converted: ConvertedVideo & { cleanup: () => Promise<void> },
  folder: string,
): Promise<ProcessedVideo> {
  try {
    const put = (key: string, file: string, contentType: string) =>
      storage.putStream(key, createReadStream(file), { contentType });
    await put(`${folder}/video.mp4`, converted.mp4, 'video/mp4');
    await put(`${folder}/poster.jpg`, converted.poster, 'image/jpeg');
    let hlsKey: string | null = null;
    if (converted.hls) {
      // The playlists last, so a player never finds a playlist naming a missing segment.
      const files = converted.hls.files.toSorted(
        (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
      );
      for (const name of files) {
        await put(
          `${folder}/hls/${name}`,
          join(converted.hls.dir, name),
          contentTypeOfHlsFile(name),
        );
      }
      hlsKey = `${folder}/hls/master.m3u8`;
    }
    return {
      storageKey: `${folder}/video.mp4`,
      contentType: 'video/mp4',
      posterKey: `${folder}/poster.jpg`,
      durationMs: converted.durationMs,
      hlsKey,
    };
  } finally {
    await converted.cleanup();
  }
}

/** The type read from the file's first bytes, for rows stored without one; null when missing. */
async function sniffContentType(storage: FileStorage, key: string): Promise<string | null> {
  const info = await storage.head(key);
  if (!info) return null;
  if (info.size === 0) return 'application/octet-stream';
  const file = await storage.stream(key, {
    range: { start: 0, end: Math.min(info.size, 4100) - 1 },
  });
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return (await fileTypeFromBuffer(Buffer.concat(chunks)))?.mime ?? 'application/octet-stream';
}
