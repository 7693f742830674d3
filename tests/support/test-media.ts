import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** The FFmpeg the product itself converts with: the browser tests make their media with it. */
const ffmpeg = () =>
  (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Quiet, and reading FFmpeg's generated test pattern rather than a file. */
const FROM_TEST_PATTERN = ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i'];

/**
 * Writes an H.264 MP4 of the test pattern, `seconds` long at 320×240, that browsers play
 * while it downloads (faststart), and answers its path.
 */
export function makeTestVideo(file: string, seconds: number): string {
  execFileSync(ffmpeg(), [
    ...FROM_TEST_PATTERN,
    `testsrc=duration=${seconds}:size=320x240:rate=25`,
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', '-y', file],
  ]);
  return file;
}

/** Writes one frame of the test pattern as an image (PNG by the file's name), wide by default. */
export function makeTestImage(file: string, size = '960x480'): string {
  execFileSync(ffmpeg(), [
    ...FROM_TEST_PATTERN,
    `testsrc=size=${size}`,
    '-frames:v',
    '1',
    '-y',
    file,
  ]);
  return file;
}
