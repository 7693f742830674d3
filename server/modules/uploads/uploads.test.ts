import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_API, type UploadStatusAnswer } from '../../../common/schemas/uploads';
import { UPLOAD_MESSAGES } from '../../../common/uploads/messages';
import { testDatabases } from '../../../tests/support/databases';
import { send, signedInStudent, signedInUser, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { cleanUpUploads } from './clean-up-uploads';
import {
  SIGNATURES,
  TUS_HEADERS,
  sampleImage,
  tusCreate,
  tusMetadata,
  tusPatch,
  tusUpload,
} from './test-support';

const LIMITS = { image: 64 * 1024, attachment: 128 * 1024, video: 256 * 1024 };
const HOUR = 60 * 60 * 1000;

for (const database of testDatabases()) {
  describe(`resumable uploads on ${database.name}`, () => {
    let app: FastifyInstance;
    let teacher: Caller;
    let otherTeacher: Caller;
    let tusDir: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {
        UPLOAD_MAX_IMAGE_BYTES: String(LIMITS.image),
        UPLOAD_MAX_ATTACHMENT_BYTES: String(LIMITS.attachment),
        UPLOAD_MAX_VIDEO_BYTES: String(LIMITS.video),
      });
      teacher = await signedInUser(app);
      otherTeacher = await signedInUser(app);
      tusDir = (app.uploads.services.store as unknown as { directory: string }).directory;
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const rowOf = (id: string) =>
      app.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    /** Which of these uploads tus still holds bytes for. */
    const tusHolds = async (...ids: string[]) => {
      const names = new Set(await readdir(tusDir));
      return ids.filter((id) => names.has(id) || names.has(`${id}.json`));
    };
    const cancel = (location: string) =>
      app.inject({
        method: 'DELETE',
        url: location,
        headers: TUS_HEADERS,
        cookies: teacher.cookies,
      });
    const statusOf = async (id: string, caller = teacher) =>
      (await send(app, 'GET', UPLOADS_API.status(id), caller)).json<UploadStatusAnswer>();

    it('creates an upload, takes its bytes, checks them and serves the file to its owner', async () => {
      const png = await sampleImage('png');
      const created = await tusCreate(app, teacher, {
        kind: 'image',
        name: 'meadow.png',
        size: png.length,
      });
      expect(created.statusCode).toBe(201);
      expect(created.headers['tus-resumable']).toBe('1.0.0');
      expect(created.headers['upload-expires']).toBeTruthy();
      const location = created.headers.location as string;
      expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
      const id = location.split('/').pop() ?? '';
      expect(await statusOf(id)).toMatchObject({ status: 'uploading', fileUrl: null });

      const patched = await tusPatch(app, teacher, location, 0, png);
      expect(patched.statusCode).toBe(204);
      expect(patched.headers['upload-offset']).toBe(String(png.length));

      const status = await statusOf(id);
      expect(status).toMatchObject({
        id,
        kind: 'image',
        status: 'ready',
        failureReason: null,
        fileName: 'meadow.png',
        sizeBytes: png.length,
        contentType: 'image/png',
        fileUrl: UPLOADS_API.file(id),
      });
      const file = await send(app, 'GET', status.fileUrl ?? '', teacher);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(6);
      // The tus bytes are gone once the file is stored.
      expect(await tusHolds(id)).toEqual([]);
      expect((await rowOf(id))?.storage_key).toMatch(/^private\/uploads\/[0-9a-f-]{36}\.png$/);
    });

    it('resumes from the offset HEAD reports after a PATCH is cut off', async () => {
      const bytes = Buffer.concat([SIGNATURES.pdf, Buffer.alloc(96 * 1024, 0x20)]);
      const created = await tusCreate(app, teacher, {
        kind: 'attachment',
        name: 'Psalms.pdf',
        size: bytes.length,
      });
      const location = created.headers.location as string;
      const id = location.split('/').pop() ?? '';

      // A real socket, cut after half the bytes, as a dropped connection would.
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const half = Math.floor(bytes.length / 2);
      await new Promise<void>((resolve) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'PATCH',
          path: location,
          headers: {
            ...TUS_HEADERS,
            cookie: `t=${teacher.cookies.t}`,
            'content-type': 'application/offset+octet-stream',
            'upload-offset': '0',
            'content-length': String(bytes.length),
          },
        });
        request.on('error', () => resolve());
        request.write(bytes.subarray(0, half), () => {
          // Cut once the server holds what was sent.
          void until(async () => (await stat(`${tusDir}/${id}`)).size >= half).then(() => {
            request.destroy();
            resolve();
          });
        });
      });

      const head = await until(async () => {
        const answer = await app.inject({
          method: 'HEAD',
          url: location,
          headers: TUS_HEADERS,
          cookies: teacher.cookies,
        });
        return answer.statusCode === 200 ? answer : null;
      });
      expect(head.headers['cache-control']).toBe('no-store');
      expect(head.headers['upload-length']).toBe(String(bytes.length));
      const offset = Number(head.headers['upload-offset']);
      expect(offset).toBe(half);
      // A PATCH from the wrong offset is refused; from the right one it finishes the file.
      expect((await tusPatch(app, teacher, location, 0, bytes)).statusCode).toBe(409);
      const rest = await tusPatch(app, teacher, location, offset, bytes.subarray(offset));
      expect(rest.statusCode).toBe(204);
      expect(await statusOf(id)).toMatchObject({
        status: 'ready',
        contentType: 'application/pdf',
      });
      const file = await send(app, 'GET', UPLOADS_API.file(id), teacher);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-disposition']).toBe('attachment; filename="Psalms.pdf"');
      // Served in ranges too, as every stored file is (videos seek this way).
      const start = await app.inject({
        method: 'GET',
        url: UPLOADS_API.file(id),
        headers: { range: 'bytes=0-3' },
        cookies: teacher.cookies,
      });
      expect(start.statusCode).toBe(206);
      expect(start.headers['content-range']).toBe(`bytes 0-3/${bytes.length}`);
      expect(start.body).toBe('%PDF');
    });

    it("refuses a size over the kind's limit on creation, before any byte, and a missing size", async () => {
      const countRows = async () =>
        (
          await app.db
            .selectFrom('uploads')
            .select('id')
            .where('owner_id', '=', teacher.id)
            .execute()
        ).length;
      const before = await countRows();
      const tooBig = await tusCreate(app, teacher, {
        kind: 'image',
        name: 'huge.png',
        size: LIMITS.image + 1,
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({
        errors: { file: UPLOAD_MESSAGES.tooLarge('image', LIMITS.image) },
      });
      expect(UPLOAD_MESSAGES.tooLarge('image', LIMITS.image)).toBe('Images must be at most 64 KB');
      // The same size is fine as an attachment, whose limit is larger.
      const attachment = await tusCreate(app, teacher, {
        kind: 'attachment',
        name: 'notes.pdf',
        size: LIMITS.image + 1,
      });
      expect(attachment.statusCode).toBe(201);
      expect((await cancel(attachment.headers.location as string)).statusCode).toBe(204);

      const deferred = await app.inject({
        method: 'POST',
        url: UPLOADS_API.tus,
        headers: {
          ...TUS_HEADERS,
          'upload-defer-length': '1',
          'upload-metadata': tusMetadata({ kind: 'image', filename: 'a.png' }),
        },
        cookies: teacher.cookies,
      });
      expect(deferred.statusCode).toBe(400);
      expect(deferred.json()).toEqual({ errors: { file: UPLOAD_MESSAGES.lengthRequired } });

      const badKind = await tusCreate(app, teacher, { kind: 'song', name: 'a.mp3', size: 10 });
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json()).toEqual({ errors: { kind: UPLOAD_MESSAGES.kindInvalid } });
      const noName = await tusCreate(app, teacher, { kind: 'image', name: ' ', size: 10 });
      expect(noName.json()).toEqual({ errors: { file: UPLOAD_MESSAGES.fileNameInvalid } });
      const badMetadata = await tusCreate(
        app,
        teacher,
        { kind: 'image', name: 'a', size: 1 },
        {
          'upload-metadata': 'kind not-base64!',
        },
      );
      expect(badMetadata.statusCode).toBe(400);
      expect(await countRows()).toBe(before);
    });

    it('never takes more bytes than the upload declared', async () => {
      const png = await sampleImage('png');
      const created = await tusCreate(app, teacher, {
        kind: 'image',
        name: 'small.png',
        size: png.length,
      });
      const location = created.headers.location as string;
      const over = await tusPatch(app, teacher, location, 0, Buffer.concat([png, png]));
      expect(over.statusCode).toBe(413);
      expect((await statusOf(location.split('/').pop() ?? '')).status).toBe('uploading');
      await cancel(location);
    });

    it('refuses a file whose bytes are not an allowed type, and keeps none of it', async () => {
      const storedBefore = await storedFiles(app);
      const ids: string[] = [];
      for (const [kind, name, bytes] of [
        ['image', 'picture.png', SIGNATURES.svg],
        ['image', 'doc.png', SIGNATURES.pdf],
        ['video', 'film.mp4', SIGNATURES.pdf],
        ['attachment', 'notes.exe', SIGNATURES.svg],
      ] as const) {
        const { id, response } = await tusUpload(app, teacher, kind, name, bytes);
        ids.push(id);
        expect(response.statusCode, name).toBe(415);
        expect(response.json()).toEqual({ errors: { file: UPLOAD_MESSAGES.wrongType[kind] } });
        expect(await statusOf(id)).toMatchObject({
          status: 'failed',
          failureReason: UPLOAD_MESSAGES.wrongType[kind],
          fileUrl: null,
        });
        expect((await send(app, 'GET', UPLOADS_API.file(id), teacher)).statusCode).toBe(404);
      }
      expect(await tusHolds(...ids)).toEqual([]);
      expect(await storedFiles(app)).toEqual(storedBefore);
    });

    it('takes attachments and videos as uploaded; a video waits for processing', async () => {
      const text = await tusUpload(app, teacher, 'attachment', 'psalm.txt', SIGNATURES.text);
      expect(text.response.statusCode).toBe(204);
      expect(await statusOf(text.id)).toMatchObject({
        status: 'ready',
        contentType: 'text/plain; charset=utf-8',
      });
      const served = await send(app, 'GET', UPLOADS_API.file(text.id), teacher);
      expect(served.body).toBe(SIGNATURES.text.toString());

      const video = await tusUpload(app, teacher, 'video', 'lesson.mp4', SIGNATURES.mp4);
      expect(video.response.statusCode).toBe(204);
      const row = await rowOf(video.id);
      expect(row).toMatchObject({ status: 'processing', content_type: 'video/mp4' });
      expect(await app.storage.exists(row?.storage_key ?? '')).toBe(true);
      // Not served until the video worker has made it ready.
      expect((await send(app, 'GET', UPLOADS_API.file(video.id), teacher)).statusCode).toBe(404);
    });

    it('removes EXIF, GPS position included, and turns the picture upright', async () => {
      const photo = await sharp({
        create: { width: 8, height: 4, channels: 3, background: '#c84' },
      })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '41/1 53/1 2/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '12/1 29/1 3/1',
          },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const original = await sharp(photo).metadata();
      // The GPS IFD pointer (tag 0x8825) is in the photo as taken.
      expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);

      const { id, response } = await tusUpload(app, teacher, 'image', 'class trip.jpg', photo);
      expect(response.statusCode).toBe(204);
      const stored = await send(app, 'GET', UPLOADS_API.file(id), teacher);
      expect(stored.headers['content-type']).toBe('image/jpeg');
      const cleaned = await sharp(stored.rawPayload).metadata();
      expect(cleaned.exif).toBeUndefined();
      expect(cleaned.orientation).toBeUndefined();
      expect(stored.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
      // Orientation 6 (rotate 90°): the 8×4 picture stands 4×8.
      expect([cleaned.width, cleaned.height]).toEqual([4, 8]);
    });

    it('refuses an image that does not decode', async () => {
      const broken = Buffer.concat([(await sampleImage('png')).subarray(0, 40), Buffer.alloc(40)]);
      const { id, response } = await tusUpload(app, teacher, 'image', 'broken.png', broken);
      expect(response.statusCode).toBe(422);
      expect(await statusOf(id)).toMatchObject({
        status: 'failed',
        failureReason: UPLOAD_MESSAGES.imageUnreadable,
      });
    });

    it("answers another teacher's requests for an upload like a missing one", async () => {
      const png = await sampleImage('png');
      const created = await tusCreate(app, teacher, {
        kind: 'image',
        name: 'a.png',
        size: png.length,
      });
      const location = created.headers.location as string;
      const id = location.split('/').pop() ?? '';
      const asOther = (method: 'HEAD' | 'DELETE') =>
        app.inject({ method, url: location, headers: TUS_HEADERS, cookies: otherTeacher.cookies });
      expect((await asOther('HEAD')).statusCode).toBe(404);
      expect((await tusPatch(app, otherTeacher, location, 0, png)).statusCode).toBe(404);
      expect((await asOther('DELETE')).statusCode).toBe(404);
      expect((await send(app, 'GET', UPLOADS_API.status(id), otherTeacher)).statusCode).toBe(404);
      // The upload is untouched and finishes for its owner.
      expect((await tusPatch(app, teacher, location, 0, png)).statusCode).toBe(204);
      expect((await send(app, 'GET', UPLOADS_API.file(id), otherTeacher)).statusCode).toBe(404);
      expect((await send(app, 'GET', UPLOADS_API.file(id), teacher)).statusCode).toBe(200);
    });

    it('lets only signed-in teachers upload', async () => {
      const spec = { kind: 'image', name: 'a.png', size: 10 };
      const nobody = await tusCreate(app, undefined, spec);
      expect(nobody.statusCode).toBe(401);
      const parent = await signedInUser(app, 'parent');
      const asParent = await tusCreate(app, parent, spec);
      expect(asParent.statusCode).toBe(403);
      expect(asParent.json()).toEqual({ errors: { session: UPLOAD_MESSAGES.teachersOnly } });
      const student = await signedInStudent(app, teacher.id);
      expect((await tusCreate(app, student, spec)).statusCode).toBe(403);
      const png = await sampleImage('png');
      const created = await tusCreate(app, teacher, { ...spec, size: png.length });
      const location = created.headers.location as string;
      expect((await tusPatch(app, undefined, location, 0, png)).statusCode).toBe(401);
      expect(
        (await send(app, 'GET', UPLOADS_API.status(location.split('/').pop() ?? ''))).statusCode,
      ).toBe(401);
      await cancel(location);
    });

    it('refuses cross-site requests and requests without the tus header', async () => {
      const spec = { kind: 'image', name: 'a.png', size: 10 };
      const crossSite = await tusCreate(app, teacher, spec, { origin: 'https://evil.example' });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toEqual({ errors: { origin: 'Cross-site request refused' } });
      // A form post (which cannot set Tus-Resumable) is refused even without an Origin.
      const form = await app.inject({
        method: 'POST',
        url: UPLOADS_API.tus,
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
        cookies: teacher.cookies,
      });
      expect(form.statusCode).toBe(415);
      expect(form.json()).toEqual({ errors: { body: UPLOAD_MESSAGES.tusRequired } });
      const withoutTus = await tusCreate(app, teacher, spec, { 'tus-resumable': '' });
      expect(withoutTus.statusCode).toBe(412);
      // No CORS grant for another site's page, even on the discovery request.
      const options = await app.inject({
        method: 'OPTIONS',
        url: UPLOADS_API.tus,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(options.statusCode).toBe(204);
      expect(options.headers['access-control-allow-origin']).toBeUndefined();
      expect(options.headers['tus-extension']).toContain('creation');
      expect(options.headers['tus-extension']).toContain('expiration');
    });

    it('answers malformed tus requests with a 4xx, never a 5xx', async () => {
      const png = await sampleImage('png');
      const created = await tusCreate(app, teacher, {
        kind: 'image',
        name: 'a.png',
        size: png.length,
      });
      const location = created.headers.location as string;
      const answers = [
        await tusCreate(
          app,
          teacher,
          { kind: 'image', name: 'a', size: 1 },
          { 'upload-length': 'abc' },
        ),
        await tusCreate(
          app,
          teacher,
          { kind: 'image', name: 'a', size: 1 },
          { 'upload-metadata': '' },
        ),
        await tusPatch(app, teacher, location, 0, png, { 'upload-offset': 'x' }),
        await tusPatch(app, teacher, location, 0, png, { 'upload-offset': '-1' }),
        await tusPatch(app, teacher, location, 0, png, { 'content-type': 'application/json' }),
        await tusPatch(app, teacher, `${UPLOADS_API.tus}/${'x'.repeat(300)}`, 0, png),
        await tusPatch(app, teacher, `${UPLOADS_API.tus}/%E0%A4%A`, 0, png),
        await app.inject({
          method: 'HEAD',
          url: `${UPLOADS_API.tus}/nope`,
          headers: TUS_HEADERS,
          cookies: teacher.cookies,
        }),
        await app.inject({
          method: 'DELETE',
          url: `${UPLOADS_API.tus}/nope`,
          headers: TUS_HEADERS,
          cookies: teacher.cookies,
        }),
        await send(app, 'GET', `${UPLOADS_API.file('nope')}?variant=thumbnail`, teacher),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
      }
      // The upload itself is unharmed, and once finished a further PATCH finds nothing.
      expect((await tusPatch(app, teacher, location, 0, png)).statusCode).toBe(204);
      expect((await tusPatch(app, teacher, location, png.length, Buffer.alloc(0))).statusCode).toBe(
        404,
      );
    });

    it('cancelling removes the upload, its row and its bytes', async () => {
      const created = await tusCreate(app, teacher, { kind: 'video', name: 'v.mp4', size: 5000 });
      const location = created.headers.location as string;
      const id = location.split('/').pop() ?? '';
      await tusPatch(app, teacher, location, 0, SIGNATURES.mp4);
      expect(await tusHolds(id)).toEqual([id]);
      expect((await cancel(location)).statusCode).toBe(204);
      expect(await rowOf(id)).toBeUndefined();
      expect(await tusHolds(id)).toEqual([]);
      // A finished upload can be removed too, with its stored file.
      const done = await tusUpload(app, teacher, 'attachment', 'n.txt', SIGNATURES.text);
      const key = (await rowOf(done.id))?.storage_key ?? '';
      expect(await app.storage.exists(key)).toBe(true);
      expect((await cancel(`${UPLOADS_API.tus}/${done.id}`)).statusCode).toBe(204);
      expect(await app.storage.exists(key)).toBe(false);
      expect(await rowOf(done.id)).toBeUndefined();
    });

    it('the cleanup removes abandoned, failed and unattached uploads by the clock', async () => {
      await app.db.deleteFrom('uploads').execute();
      const started = Date.now();
      const services = (offsetMs: number) => ({
        ...app.uploads.services,
        now: () => new Date(started + offsetMs),
      });
      // Abandoned half way; failed (its type); finished and never attached; a video processing.
      const abandoned = await tusCreate(app, teacher, {
        kind: 'attachment',
        name: 'a.pdf',
        size: 9000,
      });
      await tusPatch(app, teacher, abandoned.headers.location as string, 0, SIGNATURES.pdf);
      const abandonedId = (abandoned.headers.location as string).split('/').pop() ?? '';
      const failed = await tusUpload(app, teacher, 'image', 'x.png', SIGNATURES.pdf);
      const image = await tusUpload(app, teacher, 'image', 'y.png', await sampleImage('png'));
      const video = await tusUpload(app, teacher, 'video', 'z.mp4', SIGNATURES.mp4);
      const imageKey = (await rowOf(image.id))?.storage_key ?? '';
      // A failure that still names stored bytes (as the video worker may leave it).
      await app.db
        .updateTable('uploads')
        .set({ storage_key: imageKey.replace(/\.png$/, '-copy.png') })
        .where('id', '=', failed.id)
        .execute();
      await app.storage.put(imageKey.replace(/\.png$/, '-copy.png'), Buffer.from('x'), {
        contentType: 'image/png',
      });

      // Within the day: only the failed upload's bytes go; its row (and reason) stays.
      expect(await cleanUpUploads(services(23 * HOUR))).toEqual({
        abandoned: 0,
        failedBytes: 1,
        failedRows: 0,
        unattachedImages: 0,
      });
      expect(await app.storage.exists(imageKey.replace(/\.png$/, '-copy.png'))).toBe(false);
      expect((await rowOf(failed.id))?.failure_reason).toBe(UPLOAD_MESSAGES.wrongType.image);
      expect(await tusHolds(abandonedId)).toEqual([abandonedId]);

      // After a day: the abandoned upload and the unattached image go.
      expect(await cleanUpUploads(services(25 * HOUR))).toEqual({
        abandoned: 1,
        failedBytes: 0,
        failedRows: 0,
        unattachedImages: 1,
      });
      expect(await tusHolds(abandonedId)).toEqual([]);
      expect(await rowOf(abandonedId)).toBeUndefined();
      expect(await app.storage.exists(imageKey)).toBe(false);
      expect(await rowOf(image.id)).toBeUndefined();
      // A PATCH to the abandoned upload now finds nothing.
      expect(
        (await tusPatch(app, teacher, abandoned.headers.location as string, 0, SIGNATURES.pdf))
          .statusCode,
      ).toBe(404);

      // After a week the failed row goes too; the processing video is the video worker's.
      await cleanUpUploads(services(8 * 24 * HOUR));
      const left = await app.db.selectFrom('uploads').select(['id', 'status']).execute();
      expect(left).toEqual([{ id: video.id, status: 'processing' }]);
      // Running twice at once (two instances) is harmless.
      await Promise.all([
        cleanUpUploads(services(9 * 24 * HOUR)),
        cleanUpUploads(services(9 * 24 * HOUR)),
      ]);
      expect(await rowOf(video.id)).toBeDefined();
    });
  });
}

/** Every file in the app's storage under private/uploads. */
async function storedFiles(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.selectFrom('uploads').select('storage_key').execute();
  const keys = rows.map((row) => row.storage_key).filter((key): key is string => key !== null);
  const present = await Promise.all(keys.map((key) => app.storage.exists(key)));
  return keys.filter((_key, index) => present[index]).sort();
}

/** Waits for something that happens on the server's own time (bytes landing on disk). */
async function until<T>(check: () => Promise<T | null | false>, tries = 2000): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const result = await check().catch(() => null);
    if (result) return result;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('The condition never held');
}
