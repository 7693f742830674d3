import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { buildTestApp } from '../../tests/support/test-app';
import { send, signedInUser } from '../../tests/support/factories';
import { activityInput } from '../modules/activities/test-support';
import { seedBook, seedOrder } from '../modules/fulfilment/testing/fixtures';
import { migrateFiles } from './migrate-files';

const PDF = Buffer.from('%PDF-1.7 Anna B. wrote about sheep');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Files stored before private keys existed move to random private keys, once. */
for (const database of testDatabases()) {
  describe(`the private-files migration on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** An order and an activity as the old code left them, with their files. */
    async function legacyFiles() {
      const book = await seedBook(app, {
        children: [{ firstName: 'Anna', lastName: 'Brooks', pieces: [{ title: 'S', body: 'B' }] }],
      });
      const order = await seedOrder(app, {
        bookId: book.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
      });
      const pdfKey = `orders/${order.number}.pdf`;
      await app.storage.put(pdfKey, PDF, { contentType: 'application/pdf' });
      await app.db
        .updateTable('orders')
        .set({ pdf_key: pdfKey })
        .where('id', '=', order.id)
        .execute();

      const teacher = await signedInUser(app);
      const activity = (await send(app, 'POST', '/api/activities', teacher, activityInput())).json<{
        id: string;
      }>();
      const imageKey = `activities/${activity.id}/image`;
      await app.storage.put(imageKey, PNG, { contentType: 'image/png' });
      await app.db
        .updateTable('activities')
        .set({ image_key: imageKey })
        .where('id', '=', activity.id)
        .execute();
      return { orderId: order.id, pdfKey, activityId: activity.id, imageKey };
    }

    const keysOf = async (orderId: string, activityId: string) => ({
      pdf: (
        await app.db
          .selectFrom('orders')
          .select('pdf_key')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).pdf_key!,
      image: (
        await app.db
          .selectFrom('activities')
          .select('image_key')
          .where('id', '=', activityId)
          .executeTakeFirstOrThrow()
      ).image_key!,
    });

    it('moves each old file to a random private key, keeps its bytes and type, and runs once', async () => {
      // The app ran the migration at boot on an empty database: it is recorded as done.
      const recorded = await app.db
        .selectFrom('app_meta')
        .select('key')
        .where('key', '=', 'file-migration:0001-private-files')
        .execute();
      expect(recorded).toHaveLength(1);
      await app.db.deleteFrom('app_meta').where('key', '=', recorded[0]!.key).execute();

      const old = await legacyFiles();
      // Two instances starting at once, made to race on the order's PDF: each has read the
      // old row and the file before either switches the row (the first two reads of that
      // file wait for each other).
      const copies: string[] = [];
      const { put, get } = app.storage;
      let arrive: () => void = () => undefined;
      const bothRead = new Promise<void>((resolve) => {
        let count = 0;
        arrive = () => {
          if (++count === 2) resolve();
        };
      });
      app.storage.put = (key, bytes, options) => {
        copies.push(key);
        return put(key, bytes, options);
      };
      app.storage.get = async (key) => {
        if (key === old.pdfKey) {
          arrive();
          await bothRead;
        }
        return get(key);
      };
      try {
        const ran = await Promise.all([
          migrateFiles(app.db, app.storage),
          migrateFiles(app.db, app.storage),
        ]);
        expect(ran.flat()).toContain('0001-private-files');
      } finally {
        app.storage.put = put;
        app.storage.get = get;
      }

      const moved = await keysOf(old.orderId, old.activityId);
      // Both copied the PDF; of all the copies made, only those the rows name are left.
      expect(copies.filter((key) => key.startsWith('private/orders/'))).toHaveLength(2);
      const exists = await Promise.all(copies.map((key) => app.storage.exists(key)));
      expect(copies.filter((_, index) => exists[index]).sort()).toEqual(
        [moved.pdf, moved.image].sort(),
      );
      expect(moved.pdf).toMatch(/^private\/orders\/[0-9a-f-]{36}\.pdf$/);
      expect(moved.image).toMatch(/^private\/activities\/[0-9a-f-]{36}$/);
      expect(await app.storage.get(moved.pdf)).toEqual(PDF);
      expect((await app.storage.head(moved.pdf))?.contentType).toBe('application/pdf');
      expect(await app.storage.get(moved.image)).toEqual(PNG);
      expect((await app.storage.head(moved.image))?.contentType).toBe('image/png');
      expect(await app.storage.exists(old.pdfKey)).toBe(false);
      expect(await app.storage.exists(old.imageKey)).toBe(false);
      expect((await app.inject({ method: 'GET', url: `/files/${old.pdfKey}` })).statusCode).toBe(
        404,
      );

      // Recorded once: a later boot leaves even a new old-style key alone.
      expect(await migrateFiles(app.db, app.storage)).toEqual([]);
      const again = await legacyFiles();
      await migrateFiles(app.db, app.storage);
      expect((await keysOf(again.orderId, again.activityId)).pdf).toBe(again.pdfKey);
    });
  });
}
