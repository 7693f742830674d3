import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../tests/support/test-app';
import { tempDir } from '../../../tests/support/temp-dir';
import { loadConfig } from '../../config';

describe('the media plugin', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('converts with the FFmpeg npm install brings when FFMPEG_PATH is unset', async () => {
    app = await buildTestApp('sqlite::memory:');
    expect(app.ffmpegPath).toMatch(/@ffmpeg-installer\/[a-z0-9-]+\/ffmpeg(\.exe)?$/);
  });

  it('has no FFmpeg when FFMPEG_PATH names nothing runnable, rather than another binary', async () => {
    app = await buildTestApp('sqlite::memory:', {
      FFMPEG_PATH: `${tempDir('no-ffmpeg')}/ffmpeg`,
    });
    expect(app.ffmpegPath).toBeNull();
  });
});

describe('VIDEO_JOB_INTERVAL_MS', () => {
  it('is unset by default (the job runs every 15 s) and takes a number of milliseconds', () => {
    expect(loadConfig({}).VIDEO_JOB_INTERVAL_MS).toBeUndefined();
    expect(loadConfig({ VIDEO_JOB_INTERVAL_MS: '' }).VIDEO_JOB_INTERVAL_MS).toBeUndefined();
    expect(loadConfig({ VIDEO_JOB_INTERVAL_MS: '1000' }).VIDEO_JOB_INTERVAL_MS).toBe(1000);
  });

  it.each(['soon', '1.5', '0', '50'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ VIDEO_JOB_INTERVAL_MS: value })).toThrow(/VIDEO_JOB_INTERVAL_MS/);
  });
});
