import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '../../../common/media/messages';
import type { Activity } from '../../../common/schemas/activities';
import {
  MEDIA_API,
  type ActivityVideoAnswer,
  type VideoAnswer,
} from '../../../common/schemas/media';
import { testDatabases } from '../../../tests/support/databases';
import {
  auditOf,
  insertClass,
  send,
  signedInCoTeacher,
  signedInStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { activityInput } from '../activities/test-support';
import { processDueVideos } from './process-videos';
import { insertVideoUpload, makeSampleVideo, testFfmpeg } from './test-support';

/**
 * Issue 10, point 10: a video's states for its uploader, its files for those allowed to watch
 * it (seekable: Range answered with 206), and an activity's video under the image's rules.
 */
for (const database of testDatabases()) {
  describe(`videos over the API on ${database.name}`, () => {
    let app: FastifyInstance;
    let teacher: Caller;
    let otherTeacher: Caller;
    let classId: string;
    let student: Caller;
    let studentElsewhere: Caller;
    let coTeacher: Caller;
    let activity: Activity;
    /** A converted video of the teacher's, with its MP4, poster and HLS. */
    let ready: string;
    let mp4: Buffer;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      teacher = await signedInUser(app);
      otherTeacher = await signedInUser(app);
      classId = await insertClass(app, teacher.id, 'Grade 5');
      const otherClass = await insertClass(app, otherTeacher.id, 'Grade 6');
      student = await signedInStudent(app, teacher.id, [classId]);
      studentElsewhere = await signedInStudent(app, otherTeacher.id, [otherClass]);
      coTeacher = await signedInCoTeacher(app, classId, teacher.id);
      activity = (
        await send(app, 'POST', '/api/activities', teacher, activityInput())
      ).json<Activity>();
      const assigned = await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [classId],
        dueDate: null,
      });
      expect(assigned.statusCode).toBe(200);
      mp4 = await makeSampleVideo('mp4');
      ready = await insertVideoUpload(app, {
        owner_id: teacher.id,
        bytes: await makeSampleVideo('avi'),
      });
      await processDueVideos(app, { ffmpegPath: testFfmpeg() });
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const get = (url: string, caller?: Caller, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers, ...(caller ? { cookies: caller.cookies } : {}) });
    const status = async (uploadId: string) =>
      (await get(MEDIA_API.status(uploadId), teacher)).json<VideoAnswer>();
    const attach = (uploadId: string, caller = teacher, activityId = activity.id) =>
      send(app, 'POST', MEDIA_API.activityVideo(activityId), caller, { uploadId });
    const activityVideo = async (caller: Caller) => {
      const response = await get(MEDIA_API.activityVideo(activity.id), caller);
      expect(response.statusCode).toBe(200);
      return response.json<ActivityVideoAnswer>().video;
    };

    it('shows the uploader each state: processing, then ready with its files, or failed with the reason', async () => {
      const waiting = await insertVideoUpload(app, { owner_id: teacher.id, bytes: mp4 });
      expect(await status(waiting)).toMatchObject({
        status: 'processing',
        failureReason: null,
        videoUrl: null,
        posterUrl: null,
      });
      const done = await status(ready);
      expect(done).toMatchObject({ status: 'ready', videoType: 'video/mp4' });
      expect(done.videoUrl).toMatch(new RegExp(`^/api/media/${ready}/video\\?v=`));
      expect(done.posterUrl).toMatch(new RegExp(`^/api/media/${ready}/poster\\?v=`));
      expect(done.hlsUrl).toBe(`/api/media/${ready}/hls/master.m3u8`);
      expect(Math.abs(done.durationMs! - 2000)).toBeLessThan(150);

      const failed = await insertVideoUpload(app, {
        owner_id: teacher.id,
        status: 'failed',
        failure_reason: MEDIA_MESSAGES.unreadable,
      });
      expect(await status(failed)).toMatchObject({
        status: 'failed',
        failureReason: MEDIA_MESSAGES.unreadable,
      });

      const ids = async (caller: Caller) =>
        (await get(MEDIA_API.list, caller)).json<VideoAnswer[]>().map((video) => video.uploadId);
      expect(await ids(teacher)).toEqual(expect.arrayContaining([waiting, ready, failed]));
      expect(await ids(otherTeacher)).not.toContain(waiting);
      expect(await ids(otherTeacher)).not.toContain(ready);
    });

    it("answers someone else's or a missing video like a missing one, and audits the attempt", async () => {
      const notFound = { errors: { video: MEDIA_MESSAGES.notFound } };
      const mine = await get(MEDIA_API.status(ready), otherTeacher);
      expect(mine.statusCode).toBe(404);
      expect(mine.json()).toEqual(notFound);
      expect((await get(MEDIA_API.status(crypto.randomUUID()), teacher)).json()).toEqual(notFound);
      expect((await get(MEDIA_API.status('../../etc'), teacher)).statusCode).toBe(404);
      expect((await get(MEDIA_API.status(ready))).statusCode).toBe(401);
      expect((await auditOf(app, otherTeacher.id)).map((row) => row.action)).toContain(
        'video_access_denied',
      );
    });

    it('serves the MP4 seekably: Range gives 206 with the bytes asked for, the tag gives 304, a range outside gives 416', async () => {
      const { videoUrl } = await status(ready);
      const whole = await get(videoUrl!, teacher);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['cache-control']).toBe('private, max-age=86400');
      const size = whole.rawPayload.length;
      expect(Number(whole.headers['content-length'])).toBe(size);

      const part = await get(videoUrl!, teacher, { range: 'bytes=100-1099' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${size}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 1100))).toBe(true);

      const tail = await get(videoUrl!, teacher, { range: 'bytes=-10' });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

      const outside = await get(videoUrl!, teacher, { range: `bytes=${size}-` });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe(`bytes */${size}`);

      const again = await get(videoUrl!, teacher, {
        'if-none-match': String(whole.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('serves the poster and the HLS files, and nothing else from the folder', async () => {
      const { posterUrl, hlsUrl } = await status(ready);
      const poster = await get(posterUrl!, teacher);
      expect(poster.headers['content-type']).toBe('image/jpeg');
      expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      const master = await get(hlsUrl!, teacher);
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      // Names in playlists are relative: they resolve to the same route.
      const quality = /^(\w+)\.m3u8$/m.exec(master.body)![0];
      const playlist = await get(`/api/media/${ready}/hls/${quality}`, teacher);
      const segment = /^[\w-]+\.ts$/m.exec(playlist.body)![0];
      const bytes = await get(`/api/media/${ready}/hls/${segment}`, teacher);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers['content-type']).toBe('video/mp2t');
      expect(bytes.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte

      for (const name of ['poster.jpg', '..%2Fvideo.mp4', 'master.m3u8.bak', 'nothing-1.ts']) {
        const response = await get(`/api/media/${ready}/hls/${name}`, teacher);
        expect(response.statusCode, name).toBe(404);
        expect(response.json()).toEqual({ errors: { file: MEDIA_MESSAGES.fileMissing } });
      }
    });

    it("lets the activity's readers watch once the video is attached and ready, and nobody else", async () => {
      const { videoUrl } = await status(ready);
      for (const caller of [student, coTeacher, otherTeacher, studentElsewhere]) {
        expect((await get(videoUrl!, caller)).statusCode).toBe(404);
      }
      expect((await get(videoUrl!)).statusCode).toBe(404);

      expect((await attach(ready)).statusCode).toBe(200);
      for (const caller of [student, coTeacher]) {
        expect((await get(videoUrl!, caller)).statusCode).toBe(200);
        expect(await activityVideo(caller)).toMatchObject({ uploadId: ready, status: 'ready' });
      }
      for (const caller of [otherTeacher, studentElsewhere]) {
        expect((await get(videoUrl!, caller)).statusCode).toBe(404);
        expect((await get(MEDIA_API.activityVideo(activity.id), caller)).statusCode).toBe(404);
      }
      // The student reads the video's files, never its uploader's list or states.
      expect((await get(MEDIA_API.status(ready), student)).statusCode).toBe(401);
    });

    it('shows a processing video to its uploader only; readers see it once ready', async () => {
      const waiting = await insertVideoUpload(app, { owner_id: teacher.id, bytes: mp4 });
      const attached = await attach(waiting);
      expect(attached.statusCode).toBe(200);
      expect(attached.json<ActivityVideoAnswer>().video).toMatchObject({
        uploadId: waiting,
        status: 'processing',
      });
      expect(await activityVideo(teacher)).toMatchObject({ status: 'processing' });
      expect(await activityVideo(student)).toBeNull();
      expect((await get(MEDIA_API.video(waiting), student)).statusCode).toBe(404);

      await processDueVideos(app, { ffmpegPath: null });
      const seen = await activityVideo(student);
      expect(seen).toMatchObject({ uploadId: waiting, status: 'ready', videoType: 'video/mp4' });
      expect((await get(seen!.videoUrl!, student)).rawPayload.equals(mp4)).toBe(true);
    });

    it('attaches only the teacher’s own video, processing or ready, to the teacher’s own activity', async () => {
      const refused = async (uploadId: string, code: number, message: string, caller = teacher) => {
        const response = await attach(uploadId, caller);
        expect(response.statusCode, message).toBe(code);
        expect(response.json()).toEqual({ errors: { uploadId: message } });
      };
      const uploading = await insertVideoUpload(app, {
        owner_id: teacher.id,
        status: 'uploading',
      });
      await refused(uploading, 400, MEDIA_MESSAGES.stillUploading);
      const failed = await insertVideoUpload(app, { owner_id: teacher.id, status: 'failed' });
      await refused(failed, 400, MEDIA_MESSAGES.failedCannotAttach);
      const image = await insertVideoUpload(app, { owner_id: teacher.id, kind: 'image' });
      await refused(image, 400, MEDIA_MESSAGES.notAVideo);
      const theirs = await insertVideoUpload(app, { owner_id: otherTeacher.id, bytes: mp4 });
      await refused(theirs, 404, MEDIA_MESSAGES.notFound);
      await refused(crypto.randomUUID(), 404, MEDIA_MESSAGES.notFound);

      const blank = await send(app, 'POST', MEDIA_API.activityVideo(activity.id), teacher, {});
      expect(blank.json()).toEqual({ errors: { uploadId: MEDIA_MESSAGES.uploadIdRequired } });

      // Another teacher's own video still cannot go into this teacher's activity.
      const intoTheirs = await attach(theirs, otherTeacher);
      expect(intoTheirs.statusCode).toBe(404);
      expect((await attach(ready, student)).statusCode).toBe(403);
    });

    it('removes the video from the activity and keeps it for the teacher', async () => {
      expect((await attach(ready)).statusCode).toBe(200);
      const removed = await send(
        app,
        'POST',
        MEDIA_API.removeActivityVideo(activity.id),
        teacher,
        {},
      );
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ video: null });
      expect(await activityVideo(teacher)).toBeNull();
      expect(await activityVideo(student)).toBeNull();
      expect((await get(MEDIA_API.video(ready), student)).statusCode).toBe(404);
      expect((await status(ready)).status).toBe('ready');
    });
  });
}
