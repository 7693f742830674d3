/**
 * Where a processed video's files live: one private folder per run, named by a random UUID
 * (like storage's `privateKey`), so the MP4, the poster and the HLS files can be removed
 * together with `deletePrefix`, and nothing about them can be guessed.
 */
export function videoFolder(): string {
  return `private/videos/${crypto.randomUUID()}`;
}

/** The HLS files are served by name from the folder of the master playlist. */
export function hlsFolderOf(hlsKey: string): string {
  return hlsKey.slice(0, hlsKey.lastIndexOf('/'));
}

/** A name of an HLS file as the conversion writes them (master.m3u8, 360p.m3u8, 360p-000.ts). */
export const HLS_FILE_NAME = /^[a-z0-9]{1,16}(-\d{1,6})?\.(m3u8|ts)$/;

export function contentTypeOfHlsFile(name: string): string {
  return name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
}

/** Videos browsers play as they are, so they are served as uploaded when FFmpeg is missing. */
export const PLAYABLE_AS_UPLOADED = new Set(['video/mp4', 'video/webm']);
