import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_ORDER, PRICES_CENTS } from '../../../common/constants';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertUser, post } from '../../../tests/support/factories';
import { insertSampleBook } from '../fulfilment/testing/sample-order';
import { storeClient } from './test-support';
import { STORE_SERVER_MESSAGES } from '../../../common/store/messages';

/**
 * Issue 15, point 3: a class order ships at the flat $2.00 only to a school address staff have
 * checked in the country of operation, and never more copies than the class plus a few.
 */
for (const database of testDatabases()) {
  describe(`class orders on ${database.name}`, () => {
    let app: FastifyInstance;
    let store: ReturnType<typeof storeClient>;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      store = storeClient(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A published class-order book of a class of `students`, at a school in `country`. */
    async function classOrderBook(students: number, country: 'US' | 'CA', verified: boolean) {
      const teacherId = await insertUser(app, { email: `co-${crypto.randomUUID()}@example.org` });
      const sample = await insertSampleBook(app.db, {
        teacherId,
        children: Array.from({ length: students }, (_, index) => ({
          firstName: `Child${index}`,
          lastName: 'Class',
          pieces: [],
        })),
      });
      const book = await app.db
        .updateTable('books')
        .set({ open_class_order: 1 })
        .where('id', '=', sample.id)
        .returning(['code', 'class_id'])
        .executeTakeFirstOrThrow();
      const classRow = await app.db
        .selectFrom('classes')
        .select('school_id')
        .where('id', '=', book.class_id)
        .executeTakeFirstOrThrow();
      await app.db
        .updateTable('schools')
        .set({
          country_code: country,
          state_code: country === 'US' ? 'MA' : null,
          verified_at: verified ? new Date().toISOString() : null,
        })
        .where('id', '=', classRow.school_id)
        .execute();
      const now = new Date().toISOString();
      for (const child of sample.children) {
        await app.db
          .insertInto('class_students')
          .values({ class_id: book.class_id, student_id: child.id, joined_at: now })
          .execute();
      }
      return { code: book.code, schoolId: classRow.school_id! };
    }

    const classOrder = (code: string, quantity: number, shippingCents: number) => {
      const books = quantity * PRICES_CENTS.standardBook;
      return store.printOrder({
        code,
        type: 'standard',
        quantity,
        students: [],
        shippingPrice: shippingCents / 100,
        booksPrice: books / 100,
        totalPrice: (books + shippingCents) / 100,
        address: { firstName: 'Lucia', lastName: 'Gomez', email: 'buyer@example.org' },
      });
    };

    async function cheapestRate(country: string, quantity: number) {
      const options = (
        await store.get(`/api/store/shipping?countryCode=${country}&quantity=${quantity}`)
      ).json() as { id: string; price: number }[];
      return Math.round(options[0]!.price * 100);
    }

    it('ships at the flat rate to a checked school address at home, and tells the buyer', async () => {
      const { code } = await classOrderBook(4, 'US', true);
      const details = (await store.get(`/api/store/search_activity?code=${code}`)).json();
      expect(details.classOrder).toEqual({
        maxCopies: 4 + CLASS_ORDER.extraCopies,
        flatShipping: true,
        countryCode: 'US',
      });
      const answer = await classOrder(code, 6, PRICES_CENTS.classOrderShipping);
      expect(answer.statusCode).toBe(200);
      expect(await store.orderByIntent(answer.json().pi_id)).toMatchObject({
        shipping_cents: PRICES_CENTS.classOrderShipping,
        copies: 6,
      });
    });

    it('caps the copies at the class size plus a few, whatever the address', async () => {
      const { code } = await classOrderBook(4, 'US', true);
      const max = 4 + CLASS_ORDER.extraCopies;
      const tooMany = await classOrder(code, 1000, PRICES_CENTS.classOrderShipping);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().errors.quantity).toBe(STORE_SERVER_MESSAGES.classOrderTooMany(max));
      expect((await classOrder(code, max + 1, PRICES_CENTS.classOrderShipping)).statusCode).toBe(
        400,
      );
      expect((await classOrder(code, max, PRICES_CENTS.classOrderShipping)).statusCode).toBe(200);
    });

    it('prices an unchecked school address from the rate table', async () => {
      const { code } = await classOrderBook(3, 'US', false);
      const details = (await store.get(`/api/store/search_activity?code=${code}`)).json();
      expect(details.classOrder.flatShipping).toBe(false);
      const flat = await classOrder(code, 5, PRICES_CENTS.classOrderShipping);
      expect(flat.statusCode).toBe(409);
      const rate = await cheapestRate('US', 5);
      expect(rate).toBeGreaterThan(PRICES_CENTS.classOrderShipping);
      expect(flat.json().shippingPrice).toBe(rate / 100);
      const priced = await classOrder(code, 5, rate);
      expect(priced.statusCode).toBe(200);
      expect((await store.orderByIntent(priced.json().pi_id)).shipping_cents).toBe(rate);
    });

    it('prices a checked school abroad from the rate table of its country', async () => {
      const { code } = await classOrderBook(3, 'CA', true);
      const rate = await cheapestRate('CA', 2);
      expect((await classOrder(code, 2, PRICES_CENTS.classOrderShipping)).statusCode).toBe(409);
      const priced = await classOrder(code, 2, rate);
      expect(priced.statusCode).toBe(200);
      expect(await store.orderByIntent(priced.json().pi_id)).toMatchObject({
        shipping_cents: rate,
        country_code: 'CA',
      });
    });

    it('lets only a platform admin mark a school address as checked, and then it ships flat', async () => {
      const { code, schoolId } = await classOrderBook(3, 'US', false);
      const teacher = await store.teacherWithCredits(0);
      const verify = (t?: string) =>
        post(app, `/api/admin/schools/${schoolId}/verify`, {}, t ? { cookies: { t } } : {});
      expect((await verify()).statusCode).toBe(401);
      expect((await verify(teacher.t)).statusCode).toBe(403);
      expect((await classOrder(code, 3, PRICES_CENTS.classOrderShipping)).statusCode).toBe(409);

      const adminEmail = `admin-${crypto.randomUUID()}@example.org`;
      await insertUser(app, { email: adminEmail, admin: true });
      const admin = await store.signIn(adminEmail);
      const verified = await verify(admin);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().verifiedAt).toEqual(expect.any(String));
      expect((await classOrder(code, 3, PRICES_CENTS.classOrderShipping)).statusCode).toBe(200);
      const missing = await post(
        app,
        `/api/admin/schools/${crypto.randomUUID()}/verify`,
        {},
        { cookies: { t: admin } },
      );
      expect(missing.statusCode).toBe(404);
    });
  });
}
