import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertUser } from '../auth/test-support';
import { insertSampleBook, insertSampleOrder } from '../fulfilment/testing/sample-order';
import { creditBalance, grantCredits, redeemCreditsForOrder } from './ledger';

for (const database of testDatabases()) {
  describe(`the credit ledger on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function teacherWithOrders(credits: number, orders: number) {
      const teacherId = await insertUser(app, { email: `t${crypto.randomUUID()}@example.org` });
      await grantCredits(app.db, { teacherId, credits });
      const book = await insertSampleBook(app.db, {
        teacherId,
        children: [{ firstName: 'Anna', lastName: 'Brooks', pieces: [] }],
      });
      const orderIds: string[] = [];
      for (let index = 0; index < orders; index++) {
        const order = await insertSampleOrder(app.db, {
          bookId: book.id,
          type: 'standard',
          items: [{ studentId: null, studentName: null, quantity: 1 }],
          copies: 1,
          buyerUserId: teacherId,
        });
        orderIds.push(order.id);
      }
      return { teacherId, orderIds };
    }

    const redeem = (teacherId: string, orderId: string, credits: number) =>
      app.db
        .transaction()
        .execute((trx) => redeemCreditsForOrder(trx, app.dbKind, { teacherId, orderId, credits }));

    it('lets exactly k of 50 concurrent 13-credit redemptions through a balance of 13 × k', async () => {
      const k = 7;
      const { teacherId, orderIds } = await teacherWithOrders(13 * k, 50);
      const redeemed = await Promise.all(orderIds.map((orderId) => redeem(teacherId, orderId, 13)));
      expect(redeemed.filter((credits) => credits === 13)).toHaveLength(k);
      expect(redeemed.filter((credits) => credits === 0)).toHaveLength(50 - k);
      expect(await creditBalance(app.db, teacherId)).toBe(0);
    });

    it('redeems once per order however often it is asked', async () => {
      const { teacherId, orderIds } = await teacherWithOrders(52, 1);
      const [orderId] = orderIds as [string];
      await Promise.all([1, 2, 3].map(() => redeem(teacherId, orderId, 13)));
      expect(await creditBalance(app.db, teacherId)).toBe(39);
    });

    it('grants only positive whole numbers of credits', async () => {
      const teacherId = await insertUser(app, { email: `g${crypto.randomUUID()}@example.org` });
      await expect(grantCredits(app.db, { teacherId, credits: 0 })).rejects.toThrow(RangeError);
      await expect(grantCredits(app.db, { teacherId, credits: 2.5 })).rejects.toThrow(RangeError);
      await grantCredits(app.db, { teacherId, credits: 26 });
      expect(await creditBalance(app.db, teacherId)).toBe(26);
    });
  });
}
