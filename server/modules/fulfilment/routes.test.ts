import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  insertUser,
  linkIn,
  ORIGIN,
  outbox,
  post,
  TEST_PASSWORD,
} from '../../../tests/support/factories';
import { handleOrderPaid } from './handle-order-paid';
import { seedBook, seedOrder, type SeededBook } from './testing/fixtures';

for (const database of testDatabases()) {
  describe(`order status, past orders and the staff desk on ${database.name}`, () => {
    let app: FastifyInstance;
    let book: SeededBook;
    let adminToken: string;
    let parentId: string;
    let parentToken: string;
    let otherToken: string;
    let counter = 0;
    const email = (label: string) => `${label}${++counter}@example.com`;

    async function signIn(address: string) {
      const response = await post(app, '/api/auth/login', {
        email: address,
        password: TEST_PASSWORD,
      });
      return response.json().t as string;
    }
    const get = (url: string, token?: string) =>
      app.inject({ method: 'GET', url, ...(token ? { cookies: { t: token } } : {}) });
    const staffPost = (url: string, token: string | undefined, body: unknown = {}) =>
      post(app, url, body, token ? { cookies: { t: token } } : {});

    const standardOrder = (extra: Partial<Parameters<typeof seedOrder>[1]> = {}) =>
      seedOrder(app, {
        bookId: book.id,
        type: 'standard',
        copies: 2,
        items: [{ studentId: null, studentName: null, quantity: 2 }],
        ...extra,
      });

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { PUBLIC_BASE_URL: ORIGIN });
      book = await seedBook(app, {
        children: [
          { firstName: 'Anna', lastName: 'Brooks', pieces: [{ title: 'Sheep', body: 'Baa.' }] },
        ],
      });
      const adminEmail = email('admin');
      await insertUser(app, { email: adminEmail, admin: true });
      adminToken = await signIn(adminEmail);
      const parentEmail = email('parent');
      parentId = await insertUser(app, { email: parentEmail, accountType: 'parent' });
      parentToken = await signIn(parentEmail);
      const otherEmail = email('other');
      await insertUser(app, { email: otherEmail, accountType: 'teacher' });
      otherToken = await signIn(otherEmail);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    async function emailedStatusLink(order: { id: string; email: string; number: string }) {
      await handleOrderPaid(app, order.id);
      const [confirmation] = await outbox(app, order.email);
      return linkIn(confirmation!.text_body, `/store/orders/${order.number}`);
    }

    it('answers the status API only with the signature from the email', async () => {
      const order = await standardOrder();
      const link = await emailedStatusLink(order);
      const signature = link.searchParams.get('s')!;
      const ok = await get(`/api/orders/${order.number}?s=${signature}`);
      expect(ok.statusCode).toBe(200);
      const view = ok.json().order;
      expect(view).toMatchObject({
        number: order.number,
        status: 'paid',
        bookName: book.name,
        bookType: 'standard',
        copies: 2,
        items: [{ studentName: null, quantity: 2 }],
        shipping: { name: 'Priority Mail', cents: 799, tracking: true },
        totalCents: 2 * 1099 + 799,
        trackingNumber: null,
        address: { city: 'Springfield', state: 'Illinois', country: 'United States' },
      });
      expect(view.id).toBeUndefined();

      // The last character changed to another one (a fixed 'A' would be no change 1 time in 64).
      const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of ['', '?s=', `?s=${tampered}`, `?s=${signature}x`]) {
        const response = await get(`/api/orders/${order.number}${bad}`);
        expect(response.statusCode).toBe(404);
      }
      // Another order's signature does not open this one.
      const other = await standardOrder();
      expect((await get(`/api/orders/${other.number}?s=${signature}`)).statusCode).toBe(404);
    });

    it('keeps one signing key in app_meta, so links survive a restart', async () => {
      // Signing first: the key is made on first use, whichever test runs first.
      expect(await app.orderLinks.path({ number: 'LB-1', link_version: 0 })).toMatch(
        /^\/store\/orders\/LB-1\?s=/,
      );
      const rows = await app.db
        .selectFrom('app_meta')
        .selectAll()
        .where('key', '=', 'order_link_key')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('lists only the signed-in buyer’s paid orders, newest first, with signed links', async () => {
      const older = await standardOrder({
        buyerUserId: parentId,
        createdAt: '2026-01-01T00:00:00.000Z',
      });
      const newer = await standardOrder({
        buyerUserId: parentId,
        createdAt: '2026-02-01T00:00:00.000Z',
      });
      await standardOrder({ buyerUserId: parentId, status: 'awaiting_payment' });
      await standardOrder();

      expect((await get('/api/orders/mine')).statusCode).toBe(401);
      const response = await get('/api/orders/mine', parentToken);
      expect(response.statusCode).toBe(200);
      const orders = response.json().orders as { number: string; link: string }[];
      expect(orders.map((order) => order.number)).toEqual([newer.number, older.number]);
      const link = new URL(orders[0]!.link, ORIGIN);
      const status = await get(`/api/orders/${newer.number}${link.search}`);
      expect(status.statusCode).toBe(200);

      expect((await get('/api/orders/mine', otherToken)).json().orders).toEqual([]);
    });

    it('lets only platform admins use the staff desk', async () => {
      const order = await standardOrder();
      for (const [token, status] of [
        [undefined, 401],
        [parentToken, 403],
        [otherToken, 403],
      ] as const) {
        expect((await get('/api/orders/staff', token)).statusCode).toBe(status);
        // The print file, a private file, is as missing to them as to a guessed id.
        expect((await get(`/api/orders/staff/${order.id}/pdf`, token)).statusCode).toBe(404);
        expect(
          (await staffPost(`/api/orders/staff/${order.id}/in-production`, token)).statusCode,
        ).toBe(status);
        expect(
          (await staffPost(`/api/orders/staff/${order.id}/ship`, token, { trackingNumber: 'X1' }))
            .statusCode,
        ).toBe(status);
      }
      const state = await app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(state.status).toBe('paid');
    });

    it('lists orders by status and serves the PDF once generated', async () => {
      const order = await standardOrder();
      expect((await get(`/api/orders/staff/${order.id}/pdf`, adminToken)).statusCode).toBe(404);
      const paid = (await get('/api/orders/staff?status=paid', adminToken)).json().orders;
      expect(paid.find((row: { id: string }) => row.id === order.id)).toMatchObject({
        number: order.number,
        buyerName: 'Maria Gonzalez',
        bookName: book.name,
        copies: 2,
        totalCents: 2997,
        status: 'paid',
        pdfReady: false,
      });
      expect((await get('/api/orders/staff?status=nonsense', adminToken)).statusCode).toBe(400);

      await handleOrderPaid(app, order.id);
      const pdf = await get(`/api/orders/staff/${order.id}/pdf`, adminToken);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`${order.number}.pdf`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (await get(`/api/orders/staff/${crypto.randomUUID()}/pdf`, adminToken)).statusCode,
      ).toBe(404);
    });

    it('moves an order paid → in production → shipped once, emails the tracking number, and audits', async () => {
      const order = await standardOrder();
      const link = await emailedStatusLink(order);
      const base = `/api/orders/staff/${order.id}`;

      // Shipping before production is refused.
      expect(
        (await staffPost(`${base}/ship`, adminToken, { trackingNumber: '1Z999' })).statusCode,
      ).toBe(409);

      const clicks = await Promise.all(
        [1, 2, 3].map(() => staffPost(`${base}/in-production`, adminToken)),
      );
      expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(
        (await get(`/api/orders/staff?status=in_production`, adminToken))
          .json()
          .orders.map((o: { id: string }) => o.id),
      ).toContain(order.id);

      const blank = await staffPost(`${base}/ship`, adminToken, { trackingNumber: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors.trackingNumber).toBe('Enter the tracking number');

      const ships = await Promise.all(
        [1, 2].map(() =>
          staffPost(`${base}/ship`, adminToken, { trackingNumber: ' 1Z999AA10123456784 ' }),
        ),
      );
      expect(ships.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await staffPost(`${base}/in-production`, adminToken)).statusCode).toBe(409);
      expect(
        (await staffPost(`/api/orders/staff/${crypto.randomUUID()}/in-production`, adminToken))
          .statusCode,
      ).toBe(404);

      const emails = await outbox(app, order.email);
      expect(emails).toHaveLength(2);
      const shipped = emails[1]!;
      expect(shipped.subject).toContain('Your order has shipped');
      expect(shipped.text_body).toContain('Tracking number: 1Z999AA10123456784');
      expect(shipped.text_body).toContain(link.toString());

      const view = (await get(`/api/orders/${order.number}${link.search}`)).json().order;
      expect(view).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
      expect(view.inProductionAt).not.toBeNull();
      expect(view.shippedAt).not.toBeNull();

      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'details'])
        .where('action', 'like', 'order.%')
        .execute();
      const mine = audit.filter((row) => row.details?.includes(order.id)).map((row) => row.action);
      expect(mine.sort()).toEqual(['order.in_production', 'order.shipped']);
    });
  });
}
