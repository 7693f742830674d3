import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import { measureDurationMs, readMediaInfo } from './ffmpeg/read-media-info';
import { FfmpegFailedError, runFfmpeg, runFfmpegOk } from './ffmpeg/run-ffmpeg';

/** The file is at fault (unreadable, no picture): trying again cannot help. */
export class VideoRejectedError extends Error {
  override name = 'VideoRejectedError';
  constructor(
    /** The sentence the uploader reads (MEDIA_MESSAGES). */
    readonly reason: string,
    readonly log = '',
  ) {
    super(reason);
  }
}

/** What a conversion leaves in its work folder. */
export interface ConvertedVideo {
  /** H.264/AAC, yuv420p, moov before mdat (plays while it downloads). */
  mp4: string;
  poster: string;
  durationMs: number;
  width: number;
  height: number;
  /** The HLS folder (master.m3u8 and each quality's playlist and segments), or null. */
  hls: { dir: string; master: string; files: string[] } | null;
}

export interface ConvertOptions {
  ffmpegPath: string;
  /** Aborted when the job's time limit passes: FFmpeg is killed. */
  signal?: AbortSignal;
  /** Make the HLS rendition as well (on by default). */
  hls?: boolean;
  /** Where HLS problems are reported; the MP4 is served without HLS then. */
  onHlsFailed?: (error: unknown) => void;
}

/** The largest picture served: 1080p, either way round. */
const LONG_SIDE = 1920;
const SHORT_SIDE = 1080;
/** HLS qualities by their short side, with the bit rate a player may plan for. */
const HLS_QUALITIES = [
  { name: '360p', shortSide: 360, maxrate: 800_000 },
  { name: '720p', shortSide: 720, maxrate: 2_800_000 },
] as const;
const HLS_AUDIO_RATE = 96_000;

/**
 * Turns the uploaded file into what browsers play everywhere: an MP4 (H.264 High, yuv420p,
 * even dimensions within 1080p, AAC stereo, `+faststart`), a JPEG poster about a second in (or
 * a tenth of a short video), its duration, and, unless turned off, an HLS rendition in 360p and
 * 720p (never larger than the video). Everything is written into `workDir`.
 */
export async function convertVideo(
  input: string,
  workDir: string,
  { ffmpegPath, signal, hls = true, onHlsFailed }: ConvertOptions,
): Promise<ConvertedVideo> {
  const info = await readMediaInfo(ffmpegPath, input, { signal });
  if (!info.video) {
    // Sound alone is a file read correctly but of the wrong kind; anything else is unreadable.
    throw new VideoRejectedError(
      info.hasAudio ? MEDIA_MESSAGES.noPicture : MEDIA_MESSAGES.unreadable,
    );
  }
  const { width, height } = fitWithin(info.video, LONG_SIDE, SHORT_SIDE);
  const mp4 = join(workDir, 'video.mp4');
  try {
    await runFfmpegOk(
      ffmpegPath,
      [
        '-i',
        input,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-vf',
        `scale=${width}:${height},setsar=1,format=yuv420p`,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-profile:v',
        'high',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-ac',
        '2',
        '-map_metadata',
        '-1',
        '-sn',
        '-dn',
        '-movflags',
        '+faststart',
        '-max_muxing_queue_size',
        '1024',
        '-y',
        mp4,
      ],
      { signal },
    );
  } catch (error) {
    if (error instanceof FfmpegFailedError) {
      throw new VideoRejectedError(MEDIA_MESSAGES.unreadable, error.log);
    }
    throw error;
  }
  const durationMs =
    (await readMediaInfo(ffmpegPath, mp4, { signal })).durationMs ??
    (await measureDurationMs(ffmpegPath, mp4, { signal }));
  if (!durationMs) throw new VideoRejectedError(MEDIA_MESSAGES.unreadable);
  const poster = await makePoster(ffmpegPath, mp4, workDir, durationMs, signal);
  let rendition: ConvertedVideo['hls'] = null;
  if (hls) {
    try {
      rendition = await makeHls(ffmpegPath, mp4, join(workDir, 'hls'), { width, height }, signal);
    } catch (error) {
      // HLS is a convenience for slow connections; the MP4 alone plays everywhere.
      if (signal?.aborted) throw error;
      onHlsFailed?.(error);
    }
  }
  return { mp4, poster, durationMs, width, height, hls: rendition };
}

/** Scales down (never up) to fit the box either way round; both sides even, as H.264 needs. */
export function fitWithin(
  size: { width: number; height: number },
  longSide: number,
  shortSide: number,
): { width: number; height: number } {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  const factor = Math.min(1, longSide / long, shortSide / short);
  const even = (value: number) => Math.max(2, 2 * Math.round((value * factor) / 2));
  return { width: even(size.width), height: even(size.height) };
}

/** A frame ~1 s in (a tenth of a video shorter than 10 s), or the first frame if that fails. */
async function makePoster(
  ffmpegPath: string,
  mp4: string,
  workDir: string,
  durationMs: number,
  signal?: AbortSignal,
): Promise<string> {
  const poster = join(workDir, 'poster.jpg');
  const at = Math.min(1000, durationMs / 10) / 1000;
  for (const seconds of [at, 0]) {
    const args = [
      '-ss',
      seconds.toFixed(3),
      '-i',
      mp4,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-y',
      poster,
    ];
    const run = await runFfmpeg(ffmpegPath, args, { signal });
    if (run.exitCode === 0 && existsSync(poster) && statSync(poster).size > 0) return poster;
  }
  throw new VideoRejectedError(MEDIA_MESSAGES.unreadable);
}

async function makeHls(
  ffmpegPath: string,
  mp4: string,
  dir: string,
  size: { width: number; height: number },
  signal?: AbortSignal,
): Promise<NonNullable<ConvertedVideo['hls']>> {
  mkdirSync(dir, { recursive: true });
  const short = Math.min(size.width, size.height);
  // 720p only for videos at least that large; the smallest quality always.
  const qualities = HLS_QUALITIES.filter(
    (quality, index) => index === 0 || quality.shortSide <= short,
  );
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const quality of qualities) {
    const scaled = fitWithin(size, Infinity, quality.shortSide);
    await runFfmpegOk(
      ffmpegPath,
      [
        '-i',
        mp4,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-vf',
        `scale=${scaled.width}:${scaled.height},setsar=1`,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-maxrate',
        String(quality.maxrate),
        '-bufsize',
        String(quality.maxrate * 2),
        // A key frame every 2 s, so each 4 s segment starts with one.
        '-force_key_frames',
        'expr:gte(t,n_forced*2)',
        '-c:a',
        'aac',
        '-b:a',
        String(HLS_AUDIO_RATE),
        '-ac',
        '2',
        '-f',
        'hls',
        '-hls_time',
        '4',
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        join(dir, `${quality.name}-%03d.ts`),
        '-y',
        join(dir, `${quality.name}.m3u8`),
      ],
      { signal },
    );
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${quality.maxrate + HLS_AUDIO_RATE},RESOLUTION=${scaled.width}x${scaled.height}`,
      `${quality.name}.m3u8`,
    );
  }
  const master = join(dir, 'master.m3u8');
  writeFileSync(master, `${lines.join('\n')}\n`);
  return { dir, master, files: readdirSync(dir).sort() };
}
