import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '../../../common/copy/staff-desk';
import { STAFF_DESK_API } from '../../../common/schemas/staff-desk';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertClass,
  send,
  signedInAdmin,
  signedInStudent,
  signedInUser,
  type Caller,
  type Method,
} from '../../../tests/support/factories';
import { insertSampleOrder } from '../fulfilment/testing/sample-order';
import { setUpDesk } from './testing/desk-testbed';
import { insertPaidOrder, type DeskBook } from './testing/paid-order';

/**
 * Issue 12, "attack your own work": the staff desk as every wrong caller, with hostile ids
 * and with two staff members clicking at once. desk.test.ts and refunds.test.ts cover what the
 * desk does, the refund's once-only rule and a tampered amount.
 */
for (const database of testDatabases()) {
  describe(`attacks on the staff desk on ${database.name}`, () => {
    let app: FastifyInstance;
    let admin: Caller;
    let book: DeskBook;
    setUpDesk(database, (desk) => ({ app, admin, book } = desk));

    const statusOf = async (id: string) =>
      (
        await app.db
          .selectFrom('orders')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const auditCount = async (orderId: string, action: string) =>
      (
        await app.db
          .selectFrom('audit_log')
          .select('id')
          .where('target_id', '=', orderId)
          .where('action', '=', action)
          .execute()
      ).length;

    it('refuses every desk call to visitors (401) and to every role but platform staff (403)', async () => {
      const order = await insertPaidOrder(app, book);
      const teacher = await signedInUser(app);
      const schoolAdmin = await signedInUser(app, 'teacher', { schoolAdmin: true });
      const parent = await signedInUser(app, 'parent');
      const classId = await insertClass(app, teacher.id, 'Psalms');
      const student = await signedInStudent(app, teacher.id, [classId]);
      const calls: [Method, string, unknown][] = [
        ['GET', STAFF_DESK_API.search, undefined],
        ['GET', STAFF_DESK_API.schools, undefined],
        ['GET', STAFF_DESK_API.exportCsv, undefined],
        ['GET', STAFF_DESK_API.batch([order.id]), undefined],
        ['GET', STAFF_DESK_API.order(order.id), undefined],
        ['POST', STAFF_DESK_API.bulk, { action: 'in_production', orderIds: [order.id] }],
        ['POST', STAFF_DESK_API.refund(order.id), { kind: 'whole' }],
      ];
      for (const [method, url, body] of calls) {
        expect((await send(app, method, url, undefined, body)).statusCode, url).toBe(401);
        for (const caller of [teacher, schoolAdmin, parent, student]) {
          const refused = await send(app, method, url, caller, body);
          expect([401, 403], url).toContain(refused.statusCode);
          expect(refused.body, url).not.toContain(order.number);
          if (caller !== student) {
            expect(refused.json(), url).toEqual({ errors: { session: DESK_MESSAGES.forbidden } });
          }
        }
      }
      // Nothing moved and nothing was refunded.
      expect(await statusOf(order.id)).toBe('paid');
      expect(await auditCount(order.id, 'order.batch_downloaded')).toBe(0);
    });

    it('answers hostile and unknown order ids with a 4xx, never a 500', async () => {
      const hostile = [
        crypto.randomUUID(),
        "' OR 1=1 --",
        '../../etc/passwd',
        'Zoë 山田',
        'x'.repeat(41),
      ];
      for (const id of hostile) {
        const one = await send(app, 'GET', STAFF_DESK_API.order(id), admin);
        expect(one.statusCode, id).toBeGreaterThanOrEqual(400);
        expect(one.statusCode, id).toBeLessThan(500);
        const refund = await send(app, 'POST', STAFF_DESK_API.refund(id), admin, { kind: 'whole' });
        expect(refund.statusCode, id).toBeGreaterThanOrEqual(400);
        expect(refund.statusCode, id).toBeLessThan(500);
      }
      const bulk = await send(app, 'POST', STAFF_DESK_API.bulk, admin, {
        action: 'in_production',
        orderIds: hostile.slice(0, 4),
      });
      expect(bulk.statusCode).toBe(200);
      expect(bulk.json().results.every((result: { ok: boolean }) => !result.ok)).toBe(true);
      const refundBodies = [{ kind: ['whole'] }, { kind: 1 }, { kind: 'WHOLE' }, null];
      const order = await insertPaidOrder(app, book);
      for (const body of refundBodies) {
        const refused = await send(app, 'POST', STAFF_DESK_API.refund(order.id), admin, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      const bulkBodies = [
        { action: 'delete', orderIds: [order.id] },
        { action: 'in_production', orderIds: 'x' },
        { action: 'ship', orders: [{ orderId: order.id, trackingNumber: 'x'.repeat(10_000) }] },
      ];
      for (const body of bulkBodies) {
        const refused = await send(app, 'POST', STAFF_DESK_API.bulk, admin, body);
        expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      expect(await statusOf(order.id)).toBe('paid');
    });

    it('moves an order once when two staff members send the same bulk change at once', async () => {
      const order = await insertPaidOrder(app, book);
      const body = { action: 'in_production', orderIds: [order.id, order.id] };
      const answers = await Promise.all([
        send(app, 'POST', STAFF_DESK_API.bulk, admin, body),
        send(app, 'POST', STAFF_DESK_API.bulk, await signedInAdmin(app), body),
      ]);
      const results = answers.flatMap((answer) => answer.json().results as { ok: boolean }[]);
      expect(results).toHaveLength(2);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await statusOf(order.id)).toBe('in_production');
      expect(await auditCount(order.id, 'order.in_production')).toBe(1);
    });

    it('leaves unpaid, cancelled and unknown orders out of the production batch', async () => {
      const paid = await insertPaidOrder(app, book);
      const cart = await insertSampleOrder(app.db, {
        bookId: book.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
        status: 'awaiting_payment',
      });
      const cancelled = await insertPaidOrder(app, book);
      await app.db
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('id', '=', cancelled.id)
        .execute();
      const ids = [paid.id, cart.id, cancelled.id, crypto.randomUUID(), '../../etc/passwd'];
      const zip = await send(app, 'GET', STAFF_DESK_API.batch(ids), admin);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const names = zip.rawPayload.toString('latin1');
      expect(names).toContain(`${paid.number}.pdf`);
      expect(names).not.toContain(`${cart.number}.pdf`);
      expect(names).not.toContain(`${cancelled.number}.pdf`);
      expect(names).not.toContain('passwd');
      expect(await auditCount(cart.id, 'order.batch_downloaded')).toBe(0);
      expect(await auditCount(paid.id, 'order.batch_downloaded')).toBe(1);
    });
  });
}
