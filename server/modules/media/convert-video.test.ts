import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../tests/support/temp-dir';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import { convertVideo, fitWithin, VideoRejectedError } from './convert-video';
import { parseMediaInfo } from './ffmpeg/read-media-info';
import { FfmpegStoppedError, runFfmpeg } from './ffmpeg/run-ffmpeg';
import { makeSampleVideo, testFfmpeg } from './test-support';

/** Where the top-level MP4 boxes start, in order (ftyp, moov, mdat…). */
function topLevelBoxes(mp4: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= mp4.length;) {
    const size = mp4.readUInt32BE(at);
    boxes.push(mp4.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

async function sampleFile(format: 'avi' | 'mkv', options?: { size?: string }) {
  const dir = tempDir('convert');
  const input = join(dir, `input.${format}`);
  writeFileSync(input, await makeSampleVideo(format, options));
  return { dir, input };
}

describe('converting a video', () => {
  const ffmpegPath = testFfmpeg();

  it('turns an MPEG-4 part 2 AVI into an H.264/AAC MP4 with moov first, a JPEG poster, its duration and HLS in one quality for a small video', async () => {
    const { dir, input } = await sampleFile('avi');
    const result = await convertVideo(input, dir, { ffmpegPath });

    const description = (await runFfmpeg(ffmpegPath, ['-i', result.mp4])).log;
    expect(description).toMatch(/Video: h264 \(High\)/);
    expect(description).toMatch(/yuv420p/);
    expect(description).toMatch(/Audio: aac/);
    expect(description).toMatch(/320x240/);
    const boxes = topLevelBoxes(readFileSync(result.mp4));
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

    expect(readFileSync(result.poster).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(Math.abs(result.durationMs - 2000)).toBeLessThan(150);

    // 240 lines is below 360p: one quality, at the video's own size.
    expect(result.hls?.files).toContain('master.m3u8');
    expect(result.hls?.files).toContain('360p.m3u8');
    expect(result.hls?.files.some((name) => /^360p-\d{3}\.ts$/.test(name))).toBe(true);
    expect(result.hls?.files).not.toContain('720p.m3u8');
    const master = readFileSync(join(result.hls!.dir, 'master.m3u8'), 'utf8');
    expect(master).toContain('RESOLUTION=320x240');
    expect(master).toContain('360p.m3u8');
    const playlist = readFileSync(join(result.hls!.dir, '360p.m3u8'), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
  }, 60_000);

  it('makes 360p and 720p renditions and scales a larger-than-1080p video down to even dimensions', async () => {
    const { dir, input } = await sampleFile('mkv', { size: '2000x1126' });
    const result = await convertVideo(input, dir, { ffmpegPath });
    expect({ width: result.width, height: result.height }).toEqual({ width: 1918, height: 1080 });
    expect((await runFfmpeg(ffmpegPath, ['-i', result.mp4])).log).toMatch(/1918x1080/);
    const master = readFileSync(join(result.hls!.dir, 'master.m3u8'), 'utf8');
    expect(master).toMatch(/RESOLUTION=640x360\n360p\.m3u8/);
    expect(master).toMatch(/RESOLUTION=1278x720\n720p\.m3u8/);
  }, 120_000);

  it('refuses a file that is not a video, with the reason the uploader reads', async () => {
    const dir = tempDir('convert');
    const input = join(dir, 'input.avi');
    writeFileSync(
      input,
      Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST'), Buffer.alloc(4000, 7)]),
    );
    await expect(convertVideo(input, dir, { ffmpegPath })).rejects.toEqual(
      new VideoRejectedError(MEDIA_MESSAGES.unreadable),
    );
  });

  it('refuses a sound file: it has no picture', async () => {
    const dir = tempDir('convert');
    const input = join(dir, 'tone.wav');
    await runFfmpeg(ffmpegPath, ['-f', 'lavfi', '-i', 'sine=duration=1', '-y', input]);
    await expect(convertVideo(input, dir, { ffmpegPath })).rejects.toEqual(
      new VideoRejectedError(MEDIA_MESSAGES.noPicture),
    );
  });

  it('kills FFmpeg when the time limit passes', async () => {
    const { dir, input } = await sampleFile('avi');
    const limit = new AbortController();
    const conversion = convertVideo(input, dir, { ffmpegPath, signal: limit.signal });
    limit.abort();
    await expect(conversion).rejects.toBeInstanceOf(FfmpegStoppedError);
  });

  it('kills a running FFmpeg at once, even one reading an endless input', async () => {
    const limit = new AbortController();
    // A real-time source with no end: without the kill it would run for an hour.
    const run = runFfmpeg(
      testFfmpeg(),
      ['-re', '-f', 'lavfi', '-i', 'testsrc=duration=3600', '-f', 'null', '-'],
      { signal: limit.signal },
    );
    setImmediate(() => limit.abort());
    await expect(run).rejects.toBeInstanceOf(FfmpegStoppedError);
  });
});

describe('reading FFmpeg’s description of a file', () => {
  it('reads duration, size and streams, turning the size of an upright phone video', () => {
    const log = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'phone.mov':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 9000 kb/s',
      '    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709), 1920x1080, 8000 kb/s, 30 fps (default)',
      '    Metadata:',
      '      rotate          : 90',
      '    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)',
    ].join('\n');
    expect(parseMediaInfo(log)).toEqual({
      durationMs: 62_500,
      video: { width: 1080, height: 1920 },
      hasAudio: true,
    });
  });

  it('has no duration or picture when FFmpeg could not read the file', () => {
    expect(parseMediaInfo('input.avi: Invalid data found when processing input')).toEqual({
      durationMs: null,
      video: null,
      hasAudio: false,
    });
  });

  it('fits sizes within 1080p either way round, never upscaling, always even', () => {
    expect(fitWithin({ width: 3840, height: 2160 }, 1920, 1080)).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(fitWithin({ width: 1080, height: 1920 }, 1920, 1080)).toEqual({
      width: 1080,
      height: 1920,
    });
    expect(fitWithin({ width: 2160, height: 3840 }, 1920, 1080)).toEqual({
      width: 1080,
      height: 1920,
    });
    expect(fitWithin({ width: 321, height: 241 }, 1920, 1080)).toEqual({ width: 322, height: 242 });
  });
});
