import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideUrl } from '../../../common/guides';
import { testDatabases } from '../../../tests/support/databases';
import { type Caller, insertUser, send, signedInUser } from '../../../tests/support/factories';
import { startTestS3, type TestS3 } from '../../../tests/support/s3-server';
import { buildTestApp } from '../../../tests/support/test-app';
import { IMAGES, activityInput, attachImage } from '../../modules/activities/test-support';
import { handleOrderPaid } from '../../modules/fulfilment/handle-order-paid';
import { seedBook, seedOrder } from '../../modules/fulfilment/testing/fixtures';
import type { S3FileStorage } from './s3';
import { privateKey } from './storage';

type Mode = 'local folder' | 'S3 proxy' | 'S3 redirect';
const MODES: Mode[] = ['local folder', 'S3 proxy', 'S3 redirect'];
const PRESIGN_SECONDS = 120;
/** A "video" bigger than two multipart parts, to seek in. */
const VIDEO = randomBytes(11 * 1024 * 1024 + 17);

/**
 * Private files through their permission-checked route (the activity image, an order's PDF)
 * and public ones through /files, on the local folder and on an S3 bucket, the bucket either
 * streamed by the server (proxy) or handed out as presigned addresses (redirect).
 */
for (const database of testDatabases()) {
  describe.each(MODES)(`stored files on ${database.name}, %s`, (mode) => {
    let app: FastifyInstance;
    let s3: TestS3 | null = null;
    let owner: Caller;
    let otherTeacher: Caller;
    let activityId: string;
    let imageUrl: string;
    let imageKey: string;
    let image: Buffer;

    beforeAll(async () => {
      s3 = mode === 'local folder' ? null : await startTestS3();
      app = await buildTestApp(await database.create(), {
        ...s3?.env,
        ...(mode === 'S3 redirect'
          ? { S3_DOWNLOADS: 'redirect', S3_PRESIGN_SECONDS: String(PRESIGN_SECONDS) }
          : {}),
      });
      owner = await signedInUser(app);
      otherTeacher = await signedInUser(app);
      activityId = (await send(app, 'POST', '/api/activities', owner, activityInput())).json<{
        id: string;
      }>().id;
      await attachImage(app, owner, activityId, IMAGES.png, 'A lamb');
      imageUrl = `/api/activities/${activityId}/image`;
      imageKey = (await imageKeyOf(app, activityId))!;
      // The stored image, as the upload's check re-encoded it without metadata.
      image = (await app.storage.get(imageKey))!;
    });
    afterAll(async () => {
      await app.close();
      await s3?.stop();
      await database.dropAll();
    });

    const get = (url: string, headers: Record<string, string> = {}, caller = owner) =>
      app.inject({ method: 'GET', url, headers, cookies: caller.cookies });

    it('uses the storage the settings choose', () => {
      expect(app.storage.kind).toBe(mode === 'local folder' ? 'local' : 's3');
    });

    it('refuses a signed-out visitor and another teacher with 404, whatever they ask for', async () => {
      const asked: Record<string, string>[] = [
        {},
        { range: 'bytes=0-9' },
        { 'if-none-match': '*' },
      ];
      for (const headers of asked) {
        const anonymous = await app.inject({ method: 'GET', url: imageUrl, headers });
        const other = await get(imageUrl, headers, otherTeacher);
        for (const response of [anonymous, other]) {
          expect(response.statusCode).toBe(404);
          expect(response.headers.location).toBeUndefined();
          expect(response.headers['content-range']).toBeUndefined();
          expect(response.rawPayload.includes(image.subarray(1, 4))).toBe(false);
        }
      }
      const head = await app.inject({ method: 'HEAD', url: imageUrl });
      expect(head.statusCode).toBe(404);
    });

    if (mode !== 'S3 redirect') {
      it('serves the whole file with its length, tag, date and a private cache policy', async () => {
        const response = await get(imageUrl);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(image)).toBe(true);
        expect(response.headers).toMatchObject({
          'content-type': 'image/png',
          'content-length': String(image.length),
          'accept-ranges': 'bytes',
          'cache-control': 'private, max-age=3600',
        });
        expect(response.headers.etag).toMatch(/^"[^"]+"$/);
        expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
        expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
      });

      it('answers single ranges with 206 and out-of-file ranges with 416', async () => {
        const size = image.length;
        for (const [range, start, end] of [
          ['bytes=0-9', 0, 9],
          ['bytes=0-0', 0, 0],
          [`bytes=${size - 5}-`, size - 5, size - 1],
          ['bytes=-4', size - 4, size - 1],
          [`bytes=10-${size + 100}`, 10, size - 1],
        ] as const) {
          const response = await get(imageUrl, { range });
          expect(response.statusCode, range).toBe(206);
          expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
          expect(response.headers['content-length'], range).toBe(String(end - start + 1));
          expect(response.rawPayload.equals(image.subarray(start, end + 1)), range).toBe(true);
        }
        for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
          const response = await get(imageUrl, { range });
          expect(response.statusCode, range).toBe(416);
          expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
          expect(response.json(), range).toEqual({
            errors: { range: 'The requested byte range is outside the file' },
          });
        }
        // Several ranges, another unit or a malformed range: the whole file.
        for (const range of ['bytes=0-1,4-5', 'items=0-1', 'bytes=5-2', 'bytes=abc']) {
          const response = await get(imageUrl, { range });
          expect(response.statusCode, range).toBe(200);
          expect(response.rawPayload.equals(image), range).toBe(true);
        }
      });

      it('sends the range only while If-Range still names the current file', async () => {
        const { etag, 'last-modified': lastModified } = (await get(imageUrl)).headers;
        const current = await get(imageUrl, { range: 'bytes=0-3', 'if-range': String(etag) });
        expect(current.statusCode).toBe(206);
        const byDate = await get(imageUrl, {
          range: 'bytes=0-3',
          'if-range': String(lastModified),
        });
        expect(byDate.statusCode).toBe(206);
        const stale = await get(imageUrl, { range: 'bytes=0-3', 'if-range': '"older"' });
        expect(stale.statusCode).toBe(200);
        expect(stale.rawPayload.equals(image)).toBe(true);
      });

      it('answers conditional requests with 304 or 412, and HEAD without a body', async () => {
        const first = await get(imageUrl);
        const { etag, 'last-modified': lastModified } = first.headers;
        for (const headers of [
          { 'if-none-match': String(etag) } as Record<string, string>,
          { 'if-none-match': `"x", W/${String(etag)}` },
          { 'if-modified-since': String(lastModified) },
          { 'if-none-match': String(etag), range: 'bytes=0-3' },
        ]) {
          const response = await get(imageUrl, headers);
          expect(response.statusCode, JSON.stringify(headers)).toBe(304);
          expect(response.body).toBe('');
          expect(response.headers.etag).toBe(etag);
        }
        expect((await get(imageUrl, { 'if-none-match': '"older"' })).statusCode).toBe(200);
        expect((await get(imageUrl, { 'if-match': '"older"' })).statusCode).toBe(412);
        expect((await get(imageUrl, { 'if-match': String(etag) })).statusCode).toBe(200);
        expect(
          (await get(imageUrl, { 'if-unmodified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' }))
            .statusCode,
        ).toBe(412);

        const head = await app.inject({ method: 'HEAD', url: imageUrl, cookies: owner.cookies });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-length']).toBe(String(image.length));
        expect(head.headers.etag).toBe(etag);
        expect(head.body).toBe('');
      });

      it('lets a video player seek anywhere in a large private file', async () => {
        const key = privateKey('activities', 'mp4');
        await app.storage.putStream(key, Readable.from([VIDEO]), { contentType: 'video/mp4' });
        await setImageKey(app, activityId, key);
        try {
          const opening = await get(imageUrl, { range: 'bytes=0-' });
          expect(opening.statusCode).toBe(206);
          expect(opening.headers['content-range']).toBe(
            `bytes 0-${VIDEO.length - 1}/${VIDEO.length}`,
          );
          expect(opening.rawPayload.equals(VIDEO)).toBe(true);
          const start = 8_000_000;
          const seek = await get(imageUrl, { range: `bytes=${start}-` });
          expect(seek.statusCode).toBe(206);
          expect(seek.headers['content-type']).toBe('video/mp4');
          expect(seek.rawPayload.equals(VIDEO.subarray(start))).toBe(true);
        } finally {
          await setImageKey(app, activityId, imageKey);
          await app.storage.delete(key);
        }
      });

      it('serves the public guides through /files with ranges and a public cache policy', async () => {
        const url = guideUrl('/files', 'teacher', 'desktop');
        const whole = await app.inject({ method: 'GET', url });
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
        const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-4' } });
        expect(part.statusCode).toBe(206);
        expect(part.body).toBe('%PDF-');
        expect(part.headers['content-range']).toBe(`bytes 0-4/${whole.rawPayload.length}`);
      });
    }

    if (mode === 'S3 redirect') {
      it('redirects an allowed reader to a presigned address the bucket answers', async () => {
        const response = await get(imageUrl);
        expect(response.statusCode).toBe(302);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const location = new URL(String(response.headers.location));
        expect(location.origin).toBe(s3!.endpoint);
        expect(location.pathname).toBe(`/${s3!.bucket}/${imageKey}`);
        expect(location.searchParams.get('X-Amz-Expires')).toBe(String(PRESIGN_SECONDS));

        const fromBucket = await fetch(location);
        expect(fromBucket.status).toBe(200);
        expect(Buffer.from(await fromBucket.arrayBuffer()).equals(image)).toBe(true);
        expect(fromBucket.headers.get('content-type')).toBe('image/png');
        expect(fromBucket.headers.get('cache-control')).toBe('private, max-age=3600');
        const ranged = await fetch(location, { headers: { range: 'bytes=1-3' } });
        expect(ranged.status).toBe(206);
        expect(Buffer.from(await ranged.arrayBuffer()).equals(image.subarray(1, 4))).toBe(true);
      });

      it('hands out addresses that the bucket refuses once they expire', async () => {
        const storage = app.storage as S3FileStorage;
        const expired = await storage.presignedGetUrl(imageKey, {
          expiresInSeconds: 60,
          now: new Date(Date.now() - 10 * 60_000),
        });
        const refused = await fetch(expired);
        expect(refused.status).toBe(403);
        expect(await refused.text()).toContain('Request has expired');
        const fresh = await storage.presignedGetUrl(imageKey, { expiresInSeconds: 60 });
        expect((await fetch(fresh)).status).toBe(200);
      });

      it('answers 404, not a redirect, when the file is gone', async () => {
        const key = privateKey('activities', 'png');
        await setImageKey(app, activityId, key);
        try {
          const response = await get(imageUrl);
          expect(response.statusCode).toBe(404);
          expect(response.headers.location).toBeUndefined();
        } finally {
          await setImageKey(app, activityId, imageKey);
        }
      });

      it("names an order's PDF for download in the bucket's answer", async () => {
        const adminId = await insertUser(app, { email: 'staff@example.org', admin: true });
        const { token } = await app.sessions.create({
          kind: 'user',
          subjectType: 'user',
          subjectId: adminId,
        });
        const book = await seedBook(app, {
          children: [
            { firstName: 'Anna', lastName: 'Brooks', pieces: [{ title: 'Sheep', body: 'Baa.' }] },
          ],
        });
        const order = await seedOrder(app, {
          bookId: book.id,
          type: 'standard',
          copies: 1,
          items: [{ studentId: null, studentName: null, quantity: 1 }],
        });
        await handleOrderPaid(app, order.id);
        const response = await app.inject({
          method: 'GET',
          url: `/api/orders/staff/${order.id}/pdf`,
          cookies: { t: token },
        });
        expect(response.statusCode).toBe(302);
        const fromBucket = await fetch(String(response.headers.location));
        expect(fromBucket.status).toBe(200);
        expect(fromBucket.headers.get('content-type')).toBe('application/pdf');
        expect(fromBucket.headers.get('content-disposition')).toMatch(
          /^attachment; filename="LB-[^"]+\.pdf"$/,
        );
        expect(
          Buffer.from(await fromBucket.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      });
    }
  });
}

async function imageKeyOf(app: FastifyInstance, activityId: string): Promise<string | null> {
  const row = await app.db
    .selectFrom('activities')
    .select('image_key')
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  return row.image_key;
}

async function setImageKey(app: FastifyInstance, activityId: string, key: string): Promise<void> {
  await app.db
    .updateTable('activities')
    .set({ image_key: key })
    .where('id', '=', activityId)
    .execute();
}
