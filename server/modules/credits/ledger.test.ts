import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertUser } from '../../../tests/support/factories';
import { insertSampleBook, insertSampleOrder } from '../fulfilment/testing/sample-order';
import {
  CREDIT_HOLD_MINUTES,
  activeHold,
  adjustCredits,
  captureOrderHold,
  creditBalance,
  grantCredits,
  holdCreditsForOrder,
  ledgerSum,
  ordersWithExpiredHolds,
  releaseOrderHold,
} from './ledger';

const NOW = new Date('2026-11-25T10:00:00.000Z');

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
      if (credits > 0) await grantCredits(app.db, app.dbKind, { teacherId, credits });
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
          status: 'awaiting_payment',
        });
        orderIds.push(order.id);
      }
      return { teacherId, orderIds };
    }

    const hold = (teacherId: string, orderId: string, credits: number, now = NOW) =>
      app.db
        .transaction()
        .execute((trx) =>
          holdCreditsForOrder(trx, app.dbKind, { teacherId, orderId, credits, now }),
        );
    const capture = (teacherId: string, orderId: string, credits: number) =>
      app.db
        .transaction()
        .execute((trx) => captureOrderHold(trx, app.dbKind, { teacherId, orderId, credits }));
    const release = (orderId: string) =>
      app.db
        .transaction()
        .execute((trx) => releaseOrderHold(trx, app.dbKind, { orderId, now: NOW }));

    async function sequenceOf(teacherId: string) {
      const rows = await app.db
        .selectFrom('credit_ledger')
        .select(['seq', 'balance_after', 'credits'])
        .where('teacher_id', '=', teacherId)
        .orderBy('seq')
        .execute();
      return rows;
    }

    it('lets exactly k of 50 concurrent 13-credit holds through a balance of 13 × k', async () => {
      const k = 4;
      const { teacherId, orderIds } = await teacherWithOrders(13 * k, 50);
      const started = performance.now();
      const held = await Promise.all(orderIds.map((orderId) => hold(teacherId, orderId, 13)));
      const elapsed = performance.now() - started;
      expect(held.filter(Boolean)).toHaveLength(k);
      expect(await creditBalance(app.db, teacherId)).toBe(0);
      expect(await ledgerSum(app.db, teacherId)).toBe(0);
      // One unbroken sequence whose running balance is the sum of the rows before it.
      const rows = await sequenceOf(teacherId);
      expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
      let running = 0;
      for (const row of rows) {
        running += row.credits;
        expect(row.balance_after).toBe(running);
      }
      // The figures the closing note reports (issue 15, point 25).
      process.stdout.write(
        `credit holds on ${database.name}: 50 concurrent, ${held.filter(Boolean).length} held, ` +
          `${held.filter((ok) => !ok).length} refused, ${elapsed.toFixed(0)} ms\n`,
      );
    });

    it('refuses a row that would take the balance below zero, whoever writes it', async () => {
      const { teacherId, orderIds } = await teacherWithOrders(13, 1);
      const row = {
        id: crypto.randomUUID(),
        teacher_id: teacherId,
        kind: 'hold' as const,
        credits: -26,
        order_id: orderIds[0]!,
        hold_id: null,
        expires_at: null,
        note: null,
        created_by: null,
        created_at: NOW.toISOString(),
      };
      await expect(
        app.db
          .insertInto('credit_ledger')
          .values({ ...row, seq: 2, balance_after: -13 })
          .execute(),
      ).rejects.toThrow();
      // Nor can two rows take the same place in the teacher's sequence.
      await expect(
        app.db
          .insertInto('credit_ledger')
          .values({ ...row, credits: -13, seq: 1, balance_after: 0 })
          .execute(),
      ).rejects.toThrow();
      expect(await creditBalance(app.db, teacherId)).toBe(13);
    });

    it('re-pricing a cart releases its earlier hold before holding again', async () => {
      const { teacherId, orderIds } = await teacherWithOrders(52, 1);
      const [orderId] = orderIds as [string];
      expect(await hold(teacherId, orderId, 39)).toBe(true);
      expect(await creditBalance(app.db, teacherId)).toBe(13);
      // 52 credits in all: 52 can be held for this cart once its 39 are given back.
      expect(await hold(teacherId, orderId, 52)).toBe(true);
      expect(await creditBalance(app.db, teacherId)).toBe(0);
      expect(await hold(teacherId, orderId, 13)).toBe(true);
      expect(await creditBalance(app.db, teacherId)).toBe(39);
      expect(await hold(teacherId, orderId, 0)).toBe(true);
      expect(await creditBalance(app.db, teacherId)).toBe(52);
      expect(await activeHold(app.db, orderId)).toBeUndefined();
    });

    it('turns the hold into the redemption only for its teacher and exact credits, once', async () => {
      const { teacherId, orderIds } = await teacherWithOrders(26, 2);
      const [orderId, otherOrder] = orderIds as [string, string];
      const stranger = await insertUser(app, { email: `s${crypto.randomUUID()}@example.org` });
      await hold(teacherId, orderId, 13);
      expect(await capture(stranger, orderId, 13)).toBe(false);
      expect(await capture(teacherId, orderId, 26)).toBe(false);
      expect(await capture(teacherId, otherOrder, 13)).toBe(false);
      expect(await capture(teacherId, orderId, 13)).toBe(true);
      expect(await capture(teacherId, orderId, 13)).toBe(false);
      const kinds = await app.db
        .selectFrom('credit_ledger')
        .select(['kind', 'credits'])
        .where('order_id', '=', orderId)
        .execute();
      expect(kinds).toEqual([{ kind: 'redemption', credits: -13 }]);
      // A redeemed hold is never released.
      await release(orderId);
      expect(await creditBalance(app.db, teacherId)).toBe(13);
    });

    it('releases a hold once, and a released hold cannot pay', async () => {
      const { teacherId, orderIds } = await teacherWithOrders(13, 1);
      const [orderId] = orderIds as [string];
      await hold(teacherId, orderId, 13);
      await Promise.all([release(orderId), release(orderId), release(orderId)]);
      expect(await creditBalance(app.db, teacherId)).toBe(13);
      expect(await ledgerSum(app.db, teacherId)).toBe(13);
      expect(await capture(teacherId, orderId, 13)).toBe(false);
    });

    it('finds the unpaid holds that have run out, and only those', async () => {
      const { teacherId, orderIds } = await teacherWithOrders(39, 3);
      const [early, late, released] = orderIds as [string, string, string];
      await hold(teacherId, early, 13, new Date(NOW.getTime() - CREDIT_HOLD_MINUTES * 60_000));
      await hold(teacherId, late, 13);
      await hold(teacherId, released, 13, new Date(NOW.getTime() - CREDIT_HOLD_MINUTES * 60_000));
      await release(released);
      const due = await ordersWithExpiredHolds(app.db, NOW);
      expect(due).toContain(early);
      expect(due).not.toContain(late);
      expect(due).not.toContain(released);
    });

    it('makes an admin adjustment and its audit row together, or neither', async () => {
      const teacherId = await insertUser(app, { email: `a${crypto.randomUUID()}@example.org` });
      await grantCredits(app.db, app.dbKind, { teacherId, credits: 10 });
      const adjustment = {
        teacherId,
        credits: -4,
        requestKey: crypto.randomUUID(),
        note: 'Granted twice',
        createdBy: teacherId,
      };
      await expect(
        adjustCredits(app.db, app.dbKind, adjustment, async () => {
          throw new Error('the audit log is unavailable');
        }),
      ).rejects.toThrow('the audit log is unavailable');
      expect(await creditBalance(app.db, teacherId)).toBe(10);
      // Tried again, it happens once, with the audit step given the new balance.
      const seen: number[] = [];
      const record = async (_trx: unknown, balance: number) => void seen.push(balance);
      expect(await adjustCredits(app.db, app.dbKind, adjustment, record)).toMatchObject({
        status: 'done',
        balance: 6,
        repeated: false,
      });
      expect(await adjustCredits(app.db, app.dbKind, adjustment, record)).toMatchObject({
        repeated: true,
      });
      expect(seen).toEqual([6]);
    });

    it('grants only positive whole numbers of credits', async () => {
      const teacherId = await insertUser(app, { email: `g${crypto.randomUUID()}@example.org` });
      const grant = (credits: number) => grantCredits(app.db, app.dbKind, { teacherId, credits });
      await expect(grant(0)).rejects.toThrow(RangeError);
      await expect(grant(2.5)).rejects.toThrow(RangeError);
      await Promise.all([grant(26), grant(13)]);
      expect(await creditBalance(app.db, teacherId)).toBe(39);
    });

    it('starts a teacher at zero, and keeps who granted what and why', async () => {
      const teacherId = await insertUser(app, { email: `z${crypto.randomUUID()}@example.org` });
      const adminId = await insertUser(app, { email: `a${crypto.randomUUID()}@example.org` });
      expect(await creditBalance(app.db, teacherId)).toBe(0);
      expect(await ledgerSum(app.db, teacherId)).toBe(0);
      await grantCredits(app.db, app.dbKind, {
        teacherId,
        credits: 13,
        kind: 'reward',
        note: 'Class order reward',
        createdBy: adminId,
      });
      const rows = await app.db
        .selectFrom('credit_ledger')
        .select(['kind', 'note', 'created_by'])
        .where('teacher_id', '=', teacherId)
        .execute();
      expect(rows).toEqual([{ kind: 'reward', note: 'Class order reward', created_by: adminId }]);
    });
  });
}
