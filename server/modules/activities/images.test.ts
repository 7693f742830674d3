import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Activity } from '../../../common/schemas/activities';
import { testDatabases } from '../../../tests/support/databases';
import { sniffImageType } from './sniff-image';
import {
  type Caller,
  insertClass,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { IMAGES, buildActivitiesTestApp, activityInput } from './test-support';
import { ACTIVITY_MESSAGES } from '../../../common/activities/messages';
import { ACTIVITY_LIMITS } from '../../../common/activities/limits';

describe('sniffImageType', () => {
  it('reads the type from the bytes', () => {
    expect(sniffImageType(IMAGES.png)).toBe('image/png');
    expect(sniffImageType(IMAGES.jpeg)).toBe('image/jpeg');
    expect(sniffImageType(IMAGES.webp)).toBe('image/webp');
    expect(sniffImageType(IMAGES.gif)).toBeNull();
    expect(sniffImageType(IMAGES.text)).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF1234WAVE'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

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

    const upload = (bytes: Buffer, alt = 'A shepherd with a lamb', id = activity.id) =>
      send(app, 'POST', `/api/activities/${id}/image`, teacher, {
        data: bytes.toString('base64'),
        alt,
      });

    it('stores PNG, JPEG and WebP and serves them back with the sniffed type', async () => {
      for (const [kind, type] of [
        ['png', 'image/png'],
        ['jpeg', 'image/jpeg'],
        ['webp', 'image/webp'],
      ] as const) {
        const response = await upload(IMAGES[kind]);
        expect(response.statusCode, kind).toBe(200);
        const saved = response.json<Activity>();
        expect(saved.imageAlt).toBe('A shepherd with a lamb');
        expect(saved.imageUrl).toMatch(new RegExp(`^/api/activities/${activity.id}/image\\?v=`));
        const image = await send(app, 'GET', saved.imageUrl ?? '', teacher);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe(type);
        expect(image.headers['cache-control']).toBe('private, max-age=3600');
        expect(image.rawPayload.equals(IMAGES[kind])).toBe(true);
      }
    });

    it('refuses other types whatever they claim to be, and images over the limit', async () => {
      for (const bytes of [IMAGES.gif, IMAGES.text]) {
        const response = await upload(bytes);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: { data: ACTIVITY_MESSAGES.imageType } });
      }
      const notBase64 = await send(app, 'POST', `/api/activities/${activity.id}/image`, teacher, {
        data: 'not base64!',
        alt: 'x',
      });
      expect(notBase64.statusCode).toBe(400);
      const noAlt = await upload(IMAGES.png, ' ');
      expect(noAlt.json()).toEqual({ errors: { alt: ACTIVITY_MESSAGES.imageAltRequired } });

      // Just over 5 MB: decoded and measured.
      const big = Buffer.concat([IMAGES.png, Buffer.alloc(ACTIVITY_LIMITS.imageBytes)]);
      const tooBig = await upload(big);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json()).toEqual({ errors: { data: ACTIVITY_MESSAGES.imageTooLarge } });
      // Far over: the body itself is refused before it is read.
      const huge = await upload(Buffer.alloc(ACTIVITY_LIMITS.imageBytes * 2));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ errors: { data: ACTIVITY_MESSAGES.imageTooLarge } });
      // Ordinary JSON calls keep the small body limit.
      const bigEdit = await send(app, 'POST', `/api/activities/${activity.id}`, teacher, {
        ...activityInput(),
        padding: 'x'.repeat(2_000_000),
      });
      expect(bigEdit.statusCode).toBe(413);
    });

    it('a duplicate gets its own copy of the image; removing the image clears it', async () => {
      await upload(IMAGES.jpeg);
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
      expect(copied.rawPayload.equals(IMAGES.jpeg)).toBe(true);
    });

    it('students see the image only once the activity is assigned to their class', async () => {
      await upload(IMAGES.png);
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
