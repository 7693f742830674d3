import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertUser, ORIGIN, post } from '../../../tests/support/factories';
import { DAY_MS } from '../../lib/tokens';
import { ORDER_LINK_DAYS_AFTER_SHIPPING } from '../../../common/store/order-views';
import { seedBook, seedOrder, type SeededBook } from './testing/fixtures';
import { ORDER_LINK_MESSAGES } from '../../../common/store/messages';

const PAID_AT = Date.parse('2026-01-05T10:00:00.000Z');
const SHIPPED_AT = Date.parse('2026-01-20T10:00:00.000Z');
const LINK_LIFE_MS = ORDER_LINK_DAYS_AFTER_SHIPPING * DAY_MS;

for (const database of testDatabases()) {
  describe(`order status links end (issue 15, point 13) on ${database.name}`, () => {
    let app: FastifyInstance;
    let book: SeededBook;
    let counter = 0;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { PUBLIC_BASE_URL: ORIGIN });
      book = await seedBook(app, {
        children: [
          { firstName: 'Anna', lastName: 'Brooks', pieces: [{ title: 'Sheep', body: 'Baa.' }] },
        ],
      });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A signed-in adult (cookie t) with a session started at the current (fake) time. */
    async function signedIn(fields: { admin?: boolean; accountType?: 'teacher' | 'parent' }) {
      const id = await insertUser(app, { email: `links${++counter}@example.com`, ...fields });
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: id,
      });
      return { id, token };
    }

    /** A paid order whose buyer is signed in, and its status link as first sent. */
    async function paidOrder() {
      const buyer = await signedIn({ accountType: 'parent' });
      const order = await seedOrder(app, {
        bookId: book.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
        buyerUserId: buyer.id,
        createdAt: new Date(PAID_AT).toISOString(),
      });
      const link = await app.orderLinks.path({ number: order.number, link_version: 0 });
      return { order, buyer, link };
    }

    /** The status API behind a page path (`/store/orders/LB-…?s=…` → `/api/orders/LB-…?s=…`). */
    const open = (path: string, token?: string) =>
      app.inject({
        method: 'GET',
        url: `/api${path.replace(/^\/store\/orders\//, '/orders/')}`,
        ...(token ? { cookies: { t: token } } : {}),
      });
    const markShipped = (orderId: string, at: number) =>
      app.db
        .updateTable('orders')
        .set({ status: 'shipped', shipped_at: new Date(at).toISOString() })
        .where('id', '=', orderId)
        .execute();

    it('works while the order is on its way, however long, and ends 90 days after shipping', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(PAID_AT);
      const { order, buyer, link } = await paidOrder();
      vi.setSystemTime(PAID_AT + 2 * LINK_LIFE_MS);
      expect((await open(link)).statusCode).toBe(200);

      await markShipped(order.id, SHIPPED_AT);
      vi.setSystemTime(SHIPPED_AT + LINK_LIFE_MS - 1000);
      expect((await open(link)).statusCode).toBe(200);
      vi.setSystemTime(SHIPPED_AT + LINK_LIFE_MS);
      const ended = await open(link);
      expect(ended.statusCode).toBe(410);
      expect(ended.json()).toEqual({ errors: { order: ORDER_LINK_MESSAGES.ended } });
      // A made-up signature still looks like no order at all.
      expect((await open(`/orders/${order.number}?s=${'A'.repeat(43)}`)).statusCode).toBe(404);
      // The signed-in buyer keeps their way back to the order.
      const session = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: buyer.id,
      });
      expect((await open(link, session.token)).statusCode).toBe(200);
    });

    it('a cancelled order’s links end 90 days after the cancellation', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(PAID_AT);
      const { order, link } = await paidOrder();
      await app.db
        .updateTable('orders')
        .set({ status: 'cancelled', cancelled_at: new Date(SHIPPED_AT).toISOString() })
        .where('id', '=', order.id)
        .execute();
      vi.setSystemTime(SHIPPED_AT + LINK_LIFE_MS);
      expect((await open(link)).statusCode).toBe(410);
    });

    it('staff revoke every link sent so far; the new link and the buyer still open it', async () => {
      const { order, buyer, link } = await paidOrder();
      const admin = await signedIn({ admin: true });
      const teacher = await signedIn({});
      const revoke = (token?: string) =>
        post(
          app,
          `/api/orders/staff/${order.id}/revoke-links`,
          {},
          token ? { cookies: { t: token } } : {},
        );

      expect((await revoke()).statusCode).toBe(401);
      expect((await revoke(teacher.token)).statusCode).toBe(403);
      expect((await open(link)).statusCode).toBe(200);

      const first = await revoke(admin.token);
      expect(first.statusCode).toBe(200);
      expect(first.json().order).toMatchObject({ id: order.id, number: order.number });
      const gone = await open(link);
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toEqual({ errors: { order: ORDER_LINK_MESSAGES.ended } });

      // The link My orders gives now is the new one; a second revocation ends it too.
      const mine = await open('/orders/mine', buyer.token);
      const fresh = (mine.json().orders as { number: string; link: string }[]).find(
        (entry) => entry.number === order.number,
      )!.link;
      expect(fresh).not.toBe(link);
      expect((await open(fresh)).statusCode).toBe(200);
      expect((await revoke(admin.token)).statusCode).toBe(200);
      expect((await open(fresh)).statusCode).toBe(410);
      expect((await open(link)).statusCode).toBe(410);
      expect((await open(link, buyer.token)).statusCode).toBe(200);

      const audit = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', admin.id)
        .execute();
      expect(audit.map((row) => row.action)).toEqual([
        'order.links_revoked',
        'order.links_revoked',
      ]);
      const missing = await post(
        app,
        `/api/orders/staff/${crypto.randomUUID()}/revoke-links`,
        {},
        { cookies: { t: admin.token } },
      );
      expect(missing.statusCode).toBe(404);
    });
  });
}
