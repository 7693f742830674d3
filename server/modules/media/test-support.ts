import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { tempDir } from '../../../tests/support/temp-dir';
import type { Selectable } from 'kysely';
import type { UploadsTable } from '../../db/schema';
import { findFfmpeg } from './ffmpeg/find-ffmpeg';
import { runFfmpeg, runFfmpegOk } from './ffmpeg/run-ffmpeg';

/** The FFmpeg the tests convert with (the npm package's build, as on a fresh machine). */
export function testFfmpeg(): string {
  const found = findFfmpeg();
  if (!found) throw new Error('FFmpeg is missing: npm install brings @ffmpeg-installer/ffmpeg');
  return found.path;
}

export type SampleFormat = 'avi' | 'mp4' | 'mkv';

/**
 * A tiny video made by FFmpeg itself (no video files from elsewhere): a 2 s test pattern with
 * a 440 Hz tone. The AVI and MKV hold MPEG-4 part 2 and MP3, so converting them is real work;
 * the MP4 is H.264/AAC, playable as it is.
 */
export async function makeSampleVideo(
  format: SampleFormat,
  { seconds = 2, size = '320x240' }: { seconds?: number; size?: string } = {},
): Promise<Buffer> {
  const file = join(tempDir('sample-video'), `sample.${format}`);
  const codecs =
    format === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
      : ['-c:v', 'mpeg4', '-c:a', 'libmp3lame'];
  await runFfmpegOk(testFfmpeg(), [
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${size}:rate=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    ...codecs,
    '-shortest',
    '-y',
    file,
  ]);
  return readFileSync(file);
}

/** FFmpeg's description of a stored file (streams, duration), written to a temp file first. */
export async function describeStored(app: FastifyInstance, key: string): Promise<string> {
  const bytes = await app.storage.get(key);
  if (!bytes) throw new Error(`Nothing stored at ${key}`);
  const file = join(tempDir('stored-video'), key.split('/').at(-1)!);
  writeFileSync(file, bytes);
  return (await runFfmpeg(testFfmpeg(), ['-i', file])).log;
}

/** An uploads row as the uploads code leaves a complete video: stored, waiting to be processed. */
export async function insertVideoUpload(
  app: FastifyInstance,
  fields: Partial<Selectable<UploadsTable>> & { owner_id: string; bytes?: Buffer },
): Promise<string> {
  const id = crypto.randomUUID();
  const { bytes, ...columns } = fields;
  const storageKey = columns.storage_key ?? `private/uploads-test/${id}`;
  if (bytes) await app.storage.put(storageKey, bytes, { contentType: 'application/octet-stream' });
  const at = columns.created_at ?? new Date().toISOString();
  await app.db
    .insertInto('uploads')
    .values({
      id,
      tus_id: `tus-${id}`,
      kind: 'video',
      status: 'processing',
      failure_reason: null,
      file_name: 'lesson.avi',
      size_bytes: bytes?.length ?? 0,
      content_type: null,
      poster_key: null,
      duration_ms: null,
      hls_key: null,
      processing_attempts: 0,
      processing_lease_until: null,
      created_at: at,
      updated_at: at,
      ...columns,
      storage_key: storageKey,
    })
    .execute();
  return id;
}
