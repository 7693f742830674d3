import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityImagePath, type Activity } from '../../../common/schemas/activities';
import { testDatabases } from '../../../tests/support/databases';
import {
  type Caller,
  insertClass,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { SIGNATURES, tusUpload } from '../uploads/test-support';
import { IMAGES, attachImage, buildActivitiesTestApp, activityInput } from './test-support';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';

for (const database of testDatabases()) {
  describe(`activity images on ${database.name}`, () => {
    let app: FastifyInstance;
    let teacher: Caller;
    let activity: Activity;

    beforeAll(async () => {
      app = await buildActivitiesTestApp(await database.create());
      teacher = await signedInUser(app);
      activity = (
        await send(app, 'POST', '/api/activities', teacher, activityInput())
      ).json<Activity>();
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const attach = (uploadId: string, alt = 'A shepherd with a lamb', caller = teacher) =>
      send(app, 'POST', activityImagePath(activity.id), caller, { uploadId, alt });

    it('attaches finished PNG, JPEG, WebP and GIF uploads and serves them with their type', async () => {
      for (const [kind, type] of [
        ['png', 'image/png'],
        ['jpeg', 'image/jpeg'],
        ['webp', 'image/webp'],
        ['gif', 'image/gif'],
      ] as const) {
        const response = await attachImage(app, teacher, activity.id, IMAGES[kind]);
        expect(response.statusCode, kind).toBe(200);
        const saved = response.json<Activity>();
        expect(saved.imageAlt).toBe('A shepherd with a lamb');
        expect(saved.imageUrl).toMatch(new RegExp(`^/api/activities/${activity.id}/image\\?v=`));
        const image = await send(app, 'GET', saved.imageUrl ?? '', teacher);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe(type);
        expect(image.headers['cache-control']).toBe('private, max-age=3600');
        expect((await sharp(image.rawPayload).metadata()).width).toBe(6);
      }
    });

    it('takes an upload once, and only a finished image upload of the teacher', async () => {
      const { id } = await tusUpload(app, teacher, 'image', 'lamb.png', IMAGES.png);
      expect((await attach(id)).statusCode).toBe(200);
      // The upload became the activity's image: it cannot be attached again, nor read as one.
      const again = await attach(id);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ errors: { uploadId: ACTIVITY_MESSAGES.imageNotReady } });
      expect((await send(app, 'GET', `/api/uploads/${id}/status`, teacher)).statusCode).toBe(404);

      const refused = await tusUpload(app, teacher, 'image', 'fake.png', SIGNATURES.pdf);
      const attachment = await tusUpload(app, teacher, 'attachment', 'a.png', IMAGES.png);
      const someoneElse = await signedInUser(app);
      const theirs = await tusUpload(app, someoneElse, 'image', 'b.png', IMAGES.png);
      for (const uploadId of [refused.id, attachment.id, theirs.id, crypto.randomUUID()]) {
        const response = await attach(uploadId);
        expect(response.statusCode, uploadId).toBe(400);
        expect(response.json()).toEqual({ errors: { uploadId: ACTIVITY_MESSAGES.imageNotReady } });
      }
      // Their upload is still theirs to use.
      expect(
        (await send(app, 'GET', `/api/uploads/${theirs.id}/status`, someoneElse)).json(),
      ).toMatchObject({ status: 'ready' });

      const noAlt = await attach(crypto.randomUUID(), ' ');
      expect(noAlt.json()).toEqual({ errors: { alt: ACTIVITY_MESSAGES.imageAltRequired } });
      const noUpload = await send(app, 'POST', activityImagePath(activity.id), teacher, {
        alt: 'x',
      });
      expect(noUpload.json()).toEqual({ errors: { uploadId: ACTIVITY_MESSAGES.imageMissing } });
      // The old way (base64 in JSON) is gone.
      const base64 = await send(app, 'POST', activityImagePath(activity.id), teacher, {
        data: IMAGES.png.toString('base64'),
        alt: 'x',
      });
      expect(base64.statusCode).toBe(400);
    });

    it('a duplicate gets its own copy of the image; removing the image clears it', async () => {
      await attachImage(app, teacher, activity.id, IMAGES.jpeg);
      const original = await send(app, 'GET', activityImagePath(activity.id), teacher);
      const copy = (
        await send(app, 'POST', `/api/activities/${activity.id}/duplicate`, teacher)
      ).json<Activity>();
      expect(copy.imageUrl).toContain(`/api/activities/${copy.id}/image`);
      expect(copy.imageAlt).toBe('A shepherd with a lamb');
      const removed = await send(
        app,
        'POST',
        `/api/activities/${activity.id}/image/delete`,
        teacher,
      );
      expect(removed.json<Activity>()).toMatchObject({ imageUrl: null, imageAlt: '' });
      expect(
        (await send(app, 'GET', `/api/activities/${activity.id}/image`, teacher)).statusCode,
      ).toBe(404);
      const copied = await send(app, 'GET', copy.imageUrl ?? '', teacher);
      expect(copied.statusCode).toBe(200);
      expect(copied.rawPayload.equals(original.rawPayload)).toBe(true);
    });

    it('students see the image only once the activity is assigned to their class', async () => {
      await attachImage(app, teacher, activity.id, IMAGES.png);
      const classId = await insertClass(app, teacher.id, 'Theology 7A');
      const inClass = await signedInStudent(app, teacher.id, [classId]);
      const elsewhere = await signedInStudent(app, teacher.id, []);
      const url = `/api/activities/${activity.id}/image`;
      expect((await send(app, 'GET', url, inClass)).statusCode).toBe(404);
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [classId],
      });
      const seen = await send(app, 'GET', url, inClass);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/png');
      expect((await send(app, 'GET', url, elsewhere)).statusCode).toBe(404);
      // Nobody signed in: the same 404 as a missing image (a private file reveals nothing).
      expect((await send(app, 'GET', url)).statusCode).toBe(404);
    });
  });
}
