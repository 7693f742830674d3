import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../tests/support/test-app';
import { tempDir } from '../../../tests/support/temp-dir';

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
