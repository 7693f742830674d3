import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  type Caller,
  insertClass,
  insertUser,
  send,
  signedInStudent,
  signedInUser,
} from '../../../tests/support/factories';
import { IMAGES, activityInput, attachImage } from '../../modules/activities/test-support';
import { handleOrderPaid } from '../../modules/fulfilment/handle-order-paid';
import { seedBook, seedOrder } from '../../modules/fulfilment/testing/fixtures';

/**
 * Every kind of private file (an order's print-ready PDF, an activity's image) is fetched
 * only through its authorized route; by address (`/files/…`) and to anyone not allowed it is
 * a 404, the same as a file that does not exist.
 */
for (const database of testDatabases()) {
  describe(`private files on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    let owner: Caller;
    let pdfKey: string;
    let pdfUrl: string;
    let imageKey: string;
    let imageUrl: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      const adminId = await insertUser(app, { email: 'staff@example.org', admin: true });
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: adminId,
      });
      admin = { id: adminId, cookies: { t: token } };

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
      pdfKey = (
        await app.db
          .selectFrom('orders')
          .select('pdf_key')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).pdf_key!;
      pdfUrl = `/api/orders/staff/${order.id}/pdf`;

      owner = await signedInUser(app);
      const activity = (await send(app, 'POST', '/api/activities', owner, activityInput())).json<{
        id: string;
      }>();
      await attachImage(app, owner, activity.id, IMAGES.png, 'A lamb');
      imageKey = (
        await app.db
          .selectFrom('activities')
          .select('image_key')
          .where('id', '=', activity.id)
          .executeTakeFirstOrThrow()
      ).image_key!;
      imageUrl = `/api/activities/${activity.id}/image`;
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('keys carry no order number or record id: a random UUID under private/', async () => {
      const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
      expect(pdfKey).toMatch(new RegExp(`^private/orders/${uuid}\\.pdf$`));
      // An activity image is the file of the image upload it came from (resumable uploads).
      expect(imageKey).toMatch(new RegExp(`^private/uploads/${uuid}\\.png$`));
      expect(pdfKey).not.toContain('LB-');
    });

    it('those allowed get the file through its route', async () => {
      const pdf = await send(app, 'GET', pdfUrl, admin);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const image = await send(app, 'GET', imageUrl, owner);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    });

    it('nobody, another parent, another teacher and a student of no class get 404 for each', async () => {
      const parent = await signedInUser(app, 'parent');
      const teacher = await signedInUser(app);
      const student = await signedInStudent(app, teacher.id, [
        await insertClass(app, teacher.id, 'Another class'),
      ]);
      for (const [who, caller] of [
        ['nobody', undefined],
        ['another parent', parent],
        ['another teacher', teacher],
        ['a student of another class', student],
      ] as const) {
        for (const url of [pdfUrl, imageUrl]) {
          const response = await send(app, 'GET', url, caller);
          expect(response.statusCode, `${who} ${url}`).toBe(404);
          expect(response.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
        }
      }
    });

    it('no file is served by its storage address, by its key or by a guessed old-style key', async () => {
      for (const key of [pdfKey, imageKey]) {
        for (const caller of [undefined, admin, owner]) {
          const response = await send(app, 'GET', `/files/${key}`, caller);
          expect(response.statusCode, key).toBe(404);
        }
      }
      await app.storage.put('orders/LB-579009.pdf', Buffer.from('%PDF-1.7 a child'), {
        contentType: 'application/pdf',
      });
      for (const url of [
        '/files/orders/LB-579009.pdf',
        '/files/private/orders/00000000-0000-4000-8000-000000000000.pdf',
        `/api/orders/staff/${crypto.randomUUID()}/pdf`,
        `/api/activities/${crypto.randomUUID()}/image`,
      ]) {
        expect((await send(app, 'GET', url)).statusCode, url).toBe(404);
        expect((await send(app, 'GET', url, admin)).statusCode, url).toBe(404);
      }
      // The public guides are still served by address.
      expect(
        (await send(app, 'GET', '/files/guides/lectio-teacher-guide-desktop.pdf')).statusCode,
      ).toBe(200);
    });

    it('a replaced image removes the old file, and a deleted activity its image', async () => {
      const activity = (await send(app, 'POST', '/api/activities', owner, activityInput())).json<{
        id: string;
      }>();
      const keyOf = async () =>
        (
          await app.db
            .selectFrom('activities')
            .select('image_key')
            .where('id', '=', activity.id)
            .executeTakeFirstOrThrow()
        ).image_key;
      const upload = (bytes: Buffer) => attachImage(app, owner, activity.id, bytes, 'A lamb');
      await upload(IMAGES.png);
      const first = (await keyOf())!;
      await upload(IMAGES.jpeg);
      const second = (await keyOf())!;
      expect(second).not.toBe(first);
      expect(await app.storage.exists(first)).toBe(false);
      expect(await app.storage.exists(second)).toBe(true);

      await send(app, 'POST', `/api/activities/${activity.id}/image/delete`, owner);
      expect(await keyOf()).toBeNull();
      expect(await app.storage.exists(second)).toBe(false);

      await upload(IMAGES.webp);
      const third = (await keyOf())!;
      expect(
        (await send(app, 'POST', `/api/activities/${activity.id}/delete`, owner)).statusCode,
      ).toBe(204);
      expect(await app.storage.exists(third)).toBe(false);
    });
  });
}
