import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../tests/support/temp-dir';
import { findFfmpeg } from '../../media/ffmpeg/find-ffmpeg';
import { readMediaInfo } from '../../media/ffmpeg/read-media-info';
import { runFfmpeg } from '../../media/ffmpeg/run-ffmpeg';
import { renderTitleVideo, TitleVideoError } from './render-title-video';
import { wrapTitle } from './title-card-art';

const ffmpegPath = findFfmpeg()?.path ?? null;
/** Set TITLE_VIDEO_PREVIEW_DIR to keep the video and a few frames and look at them. */
const previewDir = process.env.TITLE_VIDEO_PREVIEW_DIR;

const card = {
  eyebrow: 'Lectio Academy',
  title: 'Praying with Scripture',
  subtitle: 'An introduction to Lectio Divina',
};

describe('the demo course’s title video', () => {
  it.skipIf(!ffmpegPath)(
    'is an 8-second H.264 MP4 in yuv420p, 1280 × 720, that starts playing while it downloads',
    async () => {
      const started = performance.now();
      const bytes = await renderTitleVideo(card, { ffmpegPath });
      const elapsedMs = Math.round(performance.now() - started);
      process.stdout.write(`Title video: ${bytes.length} bytes rendered in ${elapsedMs} ms\n`);

      const dir = previewDir ?? tempDir('title-video');
      const file = join(dir, 'title.mp4');
      writeFileSync(file, bytes);
      const info = await readMediaInfo(ffmpegPath!, file);
      expect(info.video).toEqual({ width: 1280, height: 720 });
      expect(info.hasAudio).toBe(false);
      expect(info.durationMs).toBeGreaterThanOrEqual(7_900);
      expect(info.durationMs).toBeLessThanOrEqual(8_100);
      const { log } = await runFfmpeg(ffmpegPath!, ['-i', file]);
      expect(log).toMatch(/Video: h264 \(High\)[^\n]*yuv420p/);
      // +faststart: the index (moov) comes before the media data (mdat).
      expect(bytes.indexOf('moov')).toBeGreaterThan(0);
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      if (previewDir) {
        for (const second of [0.5, 2, 5]) {
          await runFfmpeg(ffmpegPath!, [
            '-ss',
            String(second),
            '-i',
            file,
            '-frames:v',
            '1',
            '-y',
            join(previewDir, `frame-${second}s.png`),
          ]);
        }
      }
    },
  );

  it.skipIf(!ffmpegPath)(
    'lasts as long as asked within 6 to 10 seconds, and no longer',
    async () => {
      const bytes = await renderTitleVideo(
        { title: 'Parish OCIA 2026–27' },
        { ffmpegPath, durationSeconds: 6 },
      );
      const file = join(tempDir('title-video'), 'short.mp4');
      writeFileSync(file, bytes);
      const { durationMs } = await readMediaInfo(ffmpegPath!, file);
      expect(durationMs).toBeGreaterThanOrEqual(5_900);
      expect(durationMs).toBeLessThanOrEqual(6_100);
      await expect(renderTitleVideo(card, { ffmpegPath, durationSeconds: 60 })).rejects.toThrow(
        'A title video lasts 6 to 10 seconds',
      );
    },
  );

  it('says clearly when FFmpeg is missing or fails, with the end of its log', async () => {
    await expect(renderTitleVideo(card, { ffmpegPath: null })).rejects.toThrow(
      new TitleVideoError('No FFmpeg on this machine: the title video cannot be rendered'),
    );
    const dir = tempDir('failing-ffmpeg');
    const failing = join(dir, 'ffmpeg');
    writeFileSync(failing, '#!/bin/sh\necho "Unknown encoder libx264" >&2\nexit 1\n');
    chmodSync(failing, 0o755);
    const failure = renderTitleVideo(card, { ffmpegPath: failing });
    await expect(failure).rejects.toBeInstanceOf(TitleVideoError);
    await expect(failure).rejects.toThrow(
      'FFmpeg could not render the title video: FFmpeg exited with 1: Unknown encoder libx264',
    );
    await expect(renderTitleVideo(card, { ffmpegPath: join(dir, 'missing') })).rejects.toThrow(
      `FFmpeg was not found at ${join(dir, 'missing')}`,
    );
    await expect(renderTitleVideo({ title: '  ' }, { ffmpegPath: failing })).rejects.toThrow(
      'The title video needs a title',
    );
  });
});

describe('wrapping a title for the card', () => {
  it('breaks at spaces within the width and cuts what does not fit with an ellipsis', () => {
    expect(wrapTitle('Praying with Scripture: an introduction to Lectio Divina', 28, 3)).toEqual([
      'Praying with Scripture: an',
      'introduction to Lectio',
      'Divina',
    ]);
    expect(wrapTitle('one two three four', 9, 1)).toEqual(['one two…']);
    expect(wrapTitle('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  });
});
