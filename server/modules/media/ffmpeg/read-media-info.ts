import { runFfmpeg } from './run-ffmpeg';

/** What the conversion needs to know of a file, read from FFmpeg's own description. */
export interface MediaInfo {
  /** Null when the container does not say (then a decoding pass measures it). */
  durationMs: number | null;
  video: { width: number; height: number } | null;
  hasAudio: boolean;
}

/**
 * Reads duration and streams from `ffmpeg -i <file>` without an output: FFmpeg describes the
 * input on stderr and stops (ffprobe is often not installed beside it, and the npm package
 * ships ffmpeg alone). Dimensions are as displayed: a phone video recorded upright says
 * "rotate: 90", and FFmpeg turns the picture when converting.
 */
export async function readMediaInfo(
  ffmpegPath: string,
  file: string,
  options: { signal?: AbortSignal } = {},
): Promise<MediaInfo> {
  const { log } = await runFfmpeg(ffmpegPath, ['-i', file], options);
  return parseMediaInfo(log);
}

/**
 * Measures the duration by decoding the whole file to nothing (`-f null`) and reading the last
 * progress time; for containers that do not record it (e.g. some WebM files from browsers).
 */
export async function measureDurationMs(
  ffmpegPath: string,
  file: string,
  options: { signal?: AbortSignal } = {},
): Promise<number | null> {
  const { log } = await runFfmpeg(
    ffmpegPath,
    ['-i', file, '-map', '0:v:0?', '-f', 'null', '-'],
    options,
  );
  const times = [...log.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  return last ? toMs(last[1]!, last[2]!, last[3]!) : null;
}

export function parseMediaInfo(log: string): MediaInfo {
  const input = log.slice(log.indexOf('Input #0'));
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(input);
  const videoLine = /Stream #0:\d+[^:]*: Video: (.*)/.exec(input)?.[1];
  const size = videoLine ? /(?:^|[ ,])(\d{2,5})x(\d{2,5})(?=[ ,\]]|$)/.exec(videoLine) : null;
  let video = size ? { width: Number(size[1]), height: Number(size[2]) } : null;
  const rotation = /rotate\s*:\s*(-?\d+)/.exec(input) ?? /rotation of (-?\d+)/.exec(input);
  if (video && rotation && Math.abs(Number(rotation[1])) % 180 === 90) {
    video = { width: video.height, height: video.width };
  }
  return {
    durationMs: duration ? toMs(duration[1]!, duration[2]!, duration[3]!) : null,
    video,
    hasAudio: /Stream #0:\d+[^:]*: Audio: /.test(input),
  };
}

function toMs(hours: string, minutes: string, seconds: string): number {
  return Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000);
}
