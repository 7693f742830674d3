import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOOKUP_MESSAGES } from '../../../common/store/messages';
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
import { ORDER_LOOKUP_LIMIT } from './look-up-order';
import { seedBook, seedOrder, storedPdfText, type SeededBook } from './testing/fixtures';

/** Issue 12, point 11: the receipt (PDF and email lines) and the order lookup. */
for (const database of testDatabases()) {
  describe(`receipts and the order lookup on ${database.name}`, () => {
    let app: FastifyInstance;
    let book: SeededBook;
    let counter = 0;
    const address = (label: string) =>
      `${label}.${Date.now().toString(36)}${++counter}@example.com`;
    // Each test asks from its own address, so the per-address lookup limit is its own.
    const ipOf = () => `10.12.0.${++counter}`;

    const get = (url: string, token?: string) =>
      app.inject({ method: 'GET', url, ...(token ? { cookies: { t: token } } : {}) });
    const lookup = (body: unknown, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        remoteAddress: ip,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });

    /** Anna × 2 and Ben × 1 as Premium, one book paid with 13 credits, Priority Mail. */
    async function premiumOrderWithCredits(extra: Partial<Parameters<typeof seedOrder>[1]> = {}) {
      const order = await seedOrder(app, {
        bookId: book.id,
        type: 'premium',
        copies: 3,
        items: [
          { studentId: book.children[0]!.id, studentName: 'Anna B.', quantity: 2 },
          { studentId: book.children[1]!.id, studentName: 'Ben C.', quantity: 1 },
        ],
        createdAt: '2026-11-23T15:00:00.000Z',
        ...extra,
      });
      await app.db
        .updateTable('orders')
        .set({ credits_redeemed: 13, credit_discount_cents: 1299, total_cents: 3897 - 1299 + 799 })
        .where('id', '=', order.id)
        .execute();
      return order;
    }

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { PUBLIC_BASE_URL: ORIGIN });
      book = await seedBook(app, {
        children: [
          { firstName: 'Anna', lastName: 'Brooks', pieces: [{ title: 'Sheep', body: 'Baa.' }] },
          { firstName: 'Ben', lastName: 'Cole', pieces: [{ title: 'Stars', body: 'Bright.' }] },
        ],
      });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('emails the itemised receipt with a link to its PDF, which lists the same lines', async () => {
      const order = await premiumOrderWithCredits();
      await handleOrderPaid(app, order.id);
      const [confirmation] = await outbox(app, order.email);
      const text = confirmation!.text_body;
      for (const line of [
        'Receipt (paid November 23, 2026)',
        'Premium Book for Anna B.: 2 × $12.99 = $25.98',
        'Premium Book for Ben C.: 1 × $12.99 = $12.99',
        'Subtotal: $38.97',
        'Teacher credits (13 credits): −$12.99',
        'Shipping (Priority Mail): $7.99',
        'Total paid: $33.97',
      ]) {
        expect(text).toContain(line);
      }
      // No tax is charged, so no tax line is invented.
      expect(text).not.toContain('Tax:');
      expect(confirmation!.html_body).toContain('Premium Book for Anna B.: 2 × $12.99 = $25.98');

      const link = linkIn(text, `/api/orders/${order.number}/receipt`);
      const response = await get(`${link.pathname}${link.search}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Lectio-receipt-${order.number}.pdf"`,
      );
      const pdf = storedPdfText(response.rawPayload);
      for (const piece of [
        'Receipt from Lectio',
        order.number,
        'November 23, 2026',
        'Maria Gonzalez',
        order.email,
        book.name,
        'Premium Book for Anna B.',
        'Qty 2 × $12.99',
        '$25.98',
        'Premium Book for Ben C.',
        'Subtotal',
        '$38.97',
        'Teacher credits (13 credits)',
        '-$12.99',
        'Shipping (Priority Mail)',
        '$7.99',
        'Amount paid',
        '$33.97',
      ]) {
        expect(pdf).toContain(piece);
      }
      expect(pdf).not.toContain('Tax');
    });

    it('gives the receipt only behind the signature or to the signed-in buyer, once paid', async () => {
      const buyerEmail = address('buyer');
      const buyerId = await insertUser(app, { email: buyerEmail, accountType: 'parent' });
      const order = await premiumOrderWithCredits({ buyerUserId: buyerId, email: buyerEmail });
      const signed = new URL(
        await app.orderLinks.receiptUrl({ number: order.number, link_version: 0 }),
      );
      const signature = signed.searchParams.get('s')!;
      const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const url = (s: string) => `/api/orders/${order.number}/receipt${s ? `?s=${s}` : ''}`;

      expect((await get(url(signature))).statusCode).toBe(200);
      for (const bad of ['', tampered]) {
        const refused = await get(url(bad));
        expect(refused.statusCode).toBe(404);
        expect(refused.headers['content-type']).toContain('application/json');
      }
      // Another order's signature opens nothing here.
      const other = await premiumOrderWithCredits();
      const otherSignature = new URL(
        await app.orderLinks.receiptUrl({ number: other.number, link_version: 0 }),
      ).searchParams.get('s')!;
      expect((await get(url(otherSignature))).statusCode).toBe(404);

      // The signed-in buyer needs no signature; another signed-in adult gets nothing.
      const token = (
        await post(app, '/api/auth/login', { email: buyerEmail, password: TEST_PASSWORD })
      ).json().t as string;
      expect((await get(url(''), token)).statusCode).toBe(200);
      const strangerEmail = address('stranger');
      await insertUser(app, { email: strangerEmail, accountType: 'parent' });
      const strangerToken = (
        await post(app, '/api/auth/login', { email: strangerEmail, password: TEST_PASSWORD })
      ).json().t as string;
      expect((await get(url(''), strangerToken)).statusCode).toBe(404);

      // A cart not yet paid has no receipt, even behind a genuine signature.
      const unpaid = await premiumOrderWithCredits({ status: 'awaiting_payment' });
      const unpaidLink = new URL(
        await app.orderLinks.receiptUrl({ number: unpaid.number, link_version: 0 }),
      );
      const notYet = await get(`${unpaidLink.pathname}${unpaidLink.search}`);
      expect(notYet.statusCode).toBe(404);
      expect(notYet.json()).toEqual({
        errors: { receipt: ORDER_LOOKUP_MESSAGES.receiptNotReady },
      });
    });

    it('emails the status link for a matching pair and answers a stranger exactly the same', async () => {
      const order = await premiumOrderWithCredits({ email: address('Lookup.Buyer') });
      const ip = ipOf();
      // Another case and spaces around: the buyer typed it, not a machine.
      const found = await lookup(
        { email: `  ${order.email.toUpperCase()} `, number: ` ${order.number.toLowerCase()} ` },
        ip,
      );
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ message: ORDER_LOOKUP_MESSAGES.sent });
      const [sent] = await outbox(app, order.email);
      expect(sent!.subject).toBe(`The link to your Lectio order ${order.number}`);
      const link = linkIn(sent!.text_body, `/store/orders/${order.number}`);
      const status = await get(`/api/orders/${order.number}${link.search}`);
      expect(status.statusCode).toBe(200);
      expect(status.json().order.number).toBe(order.number);

      // A wrong email, a wrong number, an unpaid cart: the same answer, and no email at all.
      const unpaid = await premiumOrderWithCredits({
        email: address('unpaid'),
        status: 'awaiting_payment',
      });
      const wrongEmail = address('someone.else');
      for (const attempt of [
        { email: wrongEmail, number: order.number },
        { email: order.email, number: 'LB-S0000000' },
        { email: unpaid.email, number: unpaid.number },
      ]) {
        const answer = await lookup(attempt, ip);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(found.body);
      }
      expect(await outbox(app, wrongEmail)).toHaveLength(0);
      expect(await outbox(app, order.email)).toHaveLength(1);
      expect(await outbox(app, unpaid.email)).toHaveLength(0);
    });

    it('refuses malformed input with the field messages, never a 500', async () => {
      const ip = ipOf();
      const cases: [unknown, Record<string, string>][] = [
        [{ email: 'nobody', number: 'LB-1' }, { email: 'Email is invalid' }],
        [{ email: '', number: 'LB-1' }, { email: 'Email is required' }],
        [{ email: 'a@b.co', number: '' }, { number: ORDER_LOOKUP_MESSAGES.numberRequired }],
        [
          { email: 'a@b.co', number: "LB-1' OR 1=1" },
          { number: ORDER_LOOKUP_MESSAGES.numberInvalid },
        ],
        [{ email: 'a@b.co', number: 42 }, { number: ORDER_LOOKUP_MESSAGES.numberRequired }],
      ];
      for (const [body, errors] of cases) {
        const answer = await lookup(body, ip);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json().errors).toMatchObject(errors);
      }
    });

    it('limits lookups per address, whatever they ask, and the limit is per address', async () => {
      const ip = ipOf();
      const order = await premiumOrderWithCredits({ email: address('limited') });
      for (let index = 0; index < ORDER_LOOKUP_LIMIT.max; index += 1) {
        const answer = await lookup({ email: address('guess'), number: order.number }, ip);
        expect(answer.statusCode).toBe(200);
      }
      const refused = await lookup({ email: order.email, number: order.number }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ errors: { email: ORDER_LOOKUP_MESSAGES.tooMany } });
      // The refused pair was the right one: it sent nothing.
      expect(await outbox(app, order.email)).toHaveLength(0);
      // Someone else, elsewhere, is not held back.
      expect((await lookup({ email: order.email, number: order.number }, ipOf())).statusCode).toBe(
        200,
      );
      expect(await outbox(app, order.email)).toHaveLength(1);
    });
  });
}
