import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import { processDueVideos, VIDEO_JOB, type StartTimer } from './process-videos';
import { describeStored, insertVideoUpload, makeSampleVideo, testFfmpeg } from './test-support';
import { claimVideo, dueVideos } from './video-queue';

/**
 * Issue 10, point 10: an uploaded video becomes a web-playable MP4 with a poster, its duration
 * and HLS, in a job that survives restarts. Time is the test's own clock: leases and attempts
 * are checked by moving it, never by waiting.
 */
const START = new Date('2030-03-01T09:00:00Z');
const at = (ms: number) => () => new Date(START.getTime() + ms);
const MINUTE = 60_000;

for (const database of testDatabases()) {
  describe(`video processing on ${database.name}`, () => {
    let app: FastifyInstance;
    let avi: Buffer;
    let mp4: Buffer;
    const ffmpegPath = testFfmpeg();
    const owner = crypto.randomUUID();

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      [avi, mp4] = await Promise.all([makeSampleVideo('avi'), makeSampleVideo('mp4')]);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    beforeEach(async () => {
      await app.db.deleteFrom('uploads').execute();
    });

    const row = (id: string) =>
      app.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('converts an AVI into a faststart H.264/AAC MP4 with a JPEG poster, its duration and HLS, and removes the original', async () => {
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: avi });
      const original = (await row(id)).storage_key!;

      expect(await processDueVideos(app, { ffmpegPath, now: at(0) })).toEqual({
        ready: 1,
        failed: 0,
        retrying: 0,
      });

      const done = await row(id);
      expect(done).toMatchObject({
        status: 'ready',
        failure_reason: null,
        content_type: 'video/mp4',
        processing_attempts: 1,
        processing_lease_until: null,
      });
      expect(Math.abs(done.duration_ms! - 2000)).toBeLessThan(150);
      expect(done.storage_key).toMatch(/^private\/videos\/[0-9a-f-]{36}\/video\.mp4$/);
      expect(await app.storage.exists(original)).toBe(false);

      const description = await describeStored(app, done.storage_key!);
      expect(description).toMatch(/Video: h264/);
      expect(description).toMatch(/Audio: aac/);
      const stored = (await app.storage.get(done.storage_key!))!;
      expect(stored.indexOf('moov')).toBeLessThan(stored.indexOf('mdat'));
      expect((await app.storage.head(done.storage_key!))?.contentType).toBe('video/mp4');

      const poster = (await app.storage.get(done.poster_key!))!;
      expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      expect(done.hls_key).toMatch(/\/hls\/master\.m3u8$/);
      const master = (await app.storage.get(done.hls_key!))!.toString();
      expect(master).toContain('360p.m3u8');
      const folder = done.hls_key!.replace(/master\.m3u8$/, '');
      const playlist = (await app.storage.get(`${folder}360p.m3u8`))!.toString();
      const segment = /^360p-\d{3}\.ts$/m.exec(playlist)?.[0];
      expect(segment).toBeDefined();
      expect(await app.storage.exists(`${folder}${segment}`)).toBe(true);
    }, 60_000);

    it('fails a corrupt file with a reason its uploader can act on, at the first attempt', async () => {
      const corrupt = Buffer.concat([avi.subarray(0, 12), Buffer.alloc(20_000, 0x5a)]);
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: corrupt });
      expect(await processDueVideos(app, { ffmpegPath, now: at(0) })).toMatchObject({ failed: 1 });
      expect(await row(id)).toMatchObject({
        status: 'failed',
        failure_reason: MEDIA_MESSAGES.unreadable,
        processing_attempts: 1,
        poster_key: null,
      });
    });

    it('kills FFmpeg when the time limit passes and fails the video as too slow', async () => {
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: avi });
      const limits: number[] = [];
      // The limit passes as soon as the conversion has started.
      const startTimer: StartTimer = (ms, onExpire) => {
        limits.push(ms);
        setImmediate(onExpire);
        return () => undefined;
      };
      expect(await processDueVideos(app, { ffmpegPath, now: at(0), startTimer })).toMatchObject({
        failed: 1,
      });
      expect(limits).toEqual([VIDEO_JOB.timeLimitMs]);
      expect(await row(id)).toMatchObject({
        status: 'failed',
        failure_reason: MEDIA_MESSAGES.tooSlow,
        processing_lease_until: null,
      });
    });

    it('lets exactly one of two workers claim a video', async () => {
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: mp4 });
      const [candidate] = await dueVideos(app.db, START, 5);
      const claims = await Promise.all([
        claimVideo(app.db, candidate!, START, VIDEO_JOB.leaseMs),
        claimVideo(app.db, candidate!, START, VIDEO_JOB.leaseMs),
      ]);
      expect(claims.filter((claim) => claim !== null)).toEqual([
        expect.objectContaining({ id, processing_attempts: 1 }),
      ]);
      // Two whole runs at once (as on two instances): one serves it, the other finds nothing.
      await app.db.updateTable('uploads').set({ processing_lease_until: null }).execute();
      const runs = await Promise.all([
        processDueVideos(app, { ffmpegPath: null, now: at(0) }),
        processDueVideos(app, { ffmpegPath: null, now: at(0) }),
      ]);
      expect(runs.map((run) => run.ready).sort()).toEqual([0, 1]);
      expect(await row(id)).toMatchObject({ status: 'ready', processing_attempts: 2 });
    });

    it('picks up a video whose worker died once its lease ends, and gives up after the third attempt', async () => {
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: mp4 });
      // Three runs each claim the video and die with their instance (nothing more happens).
      for (let attempt = 1; attempt <= VIDEO_JOB.maxAttempts; attempt += 1) {
        const now = new Date(START.getTime() + (attempt - 1) * (VIDEO_JOB.leaseMs + MINUTE));
        const [candidate] = await dueVideos(app.db, now, 5);
        expect(candidate?.id).toBe(id);
        expect(await claimVideo(app.db, candidate!, now, VIDEO_JOB.leaseMs)).not.toBeNull();
        // While the lease lasts, no other worker touches it.
        const during = new Date(now.getTime() + VIDEO_JOB.leaseMs - MINUTE);
        expect(await processDueVideos(app, { ffmpegPath: null, now: () => during })).toEqual({
          ready: 0,
          failed: 0,
          retrying: 0,
        });
      }
      expect(await row(id)).toMatchObject({ status: 'processing', processing_attempts: 3 });

      const afterLastLease = at(3 * (VIDEO_JOB.leaseMs + MINUTE));
      expect(await processDueVideos(app, { ffmpegPath, now: afterLastLease })).toMatchObject({
        failed: 1,
      });
      expect(await row(id)).toMatchObject({
        status: 'failed',
        failure_reason: MEDIA_MESSAGES.gaveUp,
        processing_attempts: 3,
      });
    });

    it('finishes a video on the next worker after one died mid-run', async () => {
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: avi });
      const [candidate] = await dueVideos(app.db, START, 5);
      await claimVideo(app.db, candidate!, START, VIDEO_JOB.leaseMs);
      const afterLease = at(VIDEO_JOB.leaseMs + MINUTE);
      expect(await processDueVideos(app, { ffmpegPath, now: afterLease, hls: false })).toEqual({
        ready: 1,
        failed: 0,
        retrying: 0,
      });
      expect(await row(id)).toMatchObject({
        status: 'ready',
        processing_attempts: 2,
        hls_key: null,
      });
    }, 30_000);

    it('lets a video wait again when storage fails, and keeps its attempts counted', async () => {
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: avi });
      const failing = vi
        .spyOn(app.storage, 'stream')
        .mockRejectedValueOnce(new Error('storage unreachable'));
      expect(await processDueVideos(app, { ffmpegPath, now: at(0) })).toEqual({
        ready: 0,
        failed: 0,
        retrying: 1,
      });
      failing.mockRestore();
      expect(await row(id)).toMatchObject({
        status: 'processing',
        processing_attempts: 1,
        processing_lease_until: new Date(START.getTime() + VIDEO_JOB.retryDelayMs).toISOString(),
      });
      expect(await processDueVideos(app, { ffmpegPath, now: at(MINUTE) })).toMatchObject({
        ready: 0,
      });
    });

    it('stops FFmpeg when the server closes and lets the video wait for the next run at once', async () => {
      const id = await insertVideoUpload(app, { owner_id: owner, bytes: avi });
      const closing = new AbortController();
      // The server closes while the original is being fetched, before FFmpeg has finished.
      const stream = app.storage.stream.bind(app.storage);
      const fetching = vi.spyOn(app.storage, 'stream').mockImplementationOnce(async (key) => {
        closing.abort();
        return stream(key);
      });
      expect(
        await processDueVideos(app, { ffmpegPath, now: at(0), signal: closing.signal }),
      ).toEqual({ ready: 0, failed: 0, retrying: 1 });
      fetching.mockRestore();
      expect(await row(id)).toMatchObject({
        status: 'processing',
        processing_attempts: 1,
        processing_lease_until: START.toISOString(),
      });
      // Another instance takes it straight away.
      expect(await processDueVideos(app, { ffmpegPath, now: at(1), hls: false })).toMatchObject({
        ready: 1,
      });
    }, 30_000);

    it('leaves videos of other kinds and states alone', async () => {
      const image = await insertVideoUpload(app, { owner_id: owner, bytes: mp4, kind: 'image' });
      const uploading = await insertVideoUpload(app, { owner_id: owner, status: 'uploading' });
      expect(await processDueVideos(app, { ffmpegPath: null, now: at(0) })).toEqual({
        ready: 0,
        failed: 0,
        retrying: 0,
      });
      expect((await row(image)).status).toBe('processing');
      expect((await row(uploading)).status).toBe('uploading');
    });

    describe('without FFmpeg', () => {
      it('serves an MP4 as it was uploaded, without poster or duration', async () => {
        const id = await insertVideoUpload(app, { owner_id: owner, bytes: mp4 });
        const key = (await row(id)).storage_key;
        expect(await processDueVideos(app, { ffmpegPath: null, now: at(0) })).toMatchObject({
          ready: 1,
        });
        expect(await row(id)).toMatchObject({
          status: 'ready',
          storage_key: key,
          content_type: 'video/mp4',
          poster_key: null,
          duration_ms: null,
          hls_key: null,
        });
        expect(await app.storage.exists(key!)).toBe(true);
      });

      it('refuses an AVI with a message saying what to upload instead', async () => {
        const id = await insertVideoUpload(app, { owner_id: owner, bytes: avi });
        expect(await processDueVideos(app, { ffmpegPath: null, now: at(0) })).toMatchObject({
          failed: 1,
        });
        expect(await row(id)).toMatchObject({
          status: 'failed',
          failure_reason: MEDIA_MESSAGES.needsConversion,
        });
      });

      it('trusts the type the uploads code read from the bytes', async () => {
        const id = await insertVideoUpload(app, {
          owner_id: owner,
          bytes: mp4,
          content_type: 'video/webm',
        });
        await processDueVideos(app, { ffmpegPath: null, now: at(0) });
        expect(await row(id)).toMatchObject({ status: 'ready', content_type: 'video/webm' });
      });
    });
  });
}
