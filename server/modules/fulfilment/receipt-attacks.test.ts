import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LOOKUP_MESSAGES } from '../../../common/store/messages';
import { testDatabases } from '../../../tests/support/databases';
import {
  insertUser,
  ORIGIN,
  outbox,
  signedInAdmin,
  signedInStudent,
  signedInUser,
  type Caller,
} from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { seedBook, seedOrder, type SeededBook } from './testing/fixtures';

/**
 * Issue 12, "attack your own work": the receipt and the order lookup as a stranger would try
 * them. receipt-and-lookup.test.ts covers signatures, the buyer, unpaid carts and the limit.
 */
for (const database of testDatabases()) {
  describe(`attacks on receipts and the order lookup on ${database.name}`, () => {
    let app: FastifyInstance;
    let book: SeededBook;
    let counter = 0;
    const address = (label: string) =>
      `${label}.${Date.now().toString(36)}${++counter}@example.com`;
    const ipOf = () => `10.13.${Math.floor(++counter / 250)}.${counter % 250}`;

    const get = (url: string, caller?: Caller) =>
      app.inject({ method: 'GET', url, ...(caller ? { cookies: caller.cookies } : {}) });
    const lookup = (payload: unknown, ip = ipOf()) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/lookup',
        remoteAddress: ip,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const paidOrder = (email = address('buyer'), buyerUserId?: string) =>
      seedOrder(app, {
        bookId: book.id,
        type: 'standard',
        copies: 1,
        items: [{ studentId: null, studentName: null, quantity: 1 }],
        email,
        ...(buyerUserId ? { buyerUserId } : {}),
      });

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

    it("answers another buyer's receipt exactly like an order that does not exist", async () => {
      const buyer = await signedInUser(app, 'parent');
      const mine = await paidOrder(address('mine'), buyer.id);
      const theirs = await paidOrder();
      expect((await get(`/api/orders/${mine.number}/receipt`, buyer)).statusCode).toBe(200);
      const unknown = await get('/api/orders/LB-S0000000/receipt', buyer);
      expect(unknown.statusCode).toBe(404);
      const teacher = await signedInUser(app);
      const callers: (Caller | undefined)[] = [
        undefined,
        buyer, // a buyer, but of another order
        teacher,
        await signedInAdmin(app), // staff open orders on their desk, not as a buyer
        await signedInStudent(app, teacher.id),
      ];
      for (const caller of callers) {
        const refused = await get(`/api/orders/${theirs.number}/receipt`, caller);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).toBe(unknown.body);
      }
    });

    it('refuses hostile order numbers and signatures with a 4xx, never a PDF or a 500', async () => {
      const order = await paidOrder();
      const hostile = [
        `/api/orders/${encodeURIComponent("LB-1' OR '1'='1")}/receipt`,
        `/api/orders/..%2F..%2Fetc%2Fpasswd/receipt`,
        `/api/orders/${encodeURIComponent('LB-山田')}/receipt`,
        `/api/orders/${'9'.repeat(90)}/receipt`,
        `/api/orders/${order.number}/receipt?s=${'A'.repeat(5000)}`,
        `/api/orders/${order.number}/receipt?s=a&s=b`,
        `/api/orders/${order.number}/receipt?s=${encodeURIComponent("' OR 1=1 --")}`,
        `/api/orders/${order.number}/receipt?s=%00`,
      ];
      for (const url of hostile) {
        const response = await get(url);
        expect(response.statusCode, url.slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url.slice(0, 80)).toBeLessThan(500);
        expect(response.headers['content-type'], url.slice(0, 80)).toContain('application/json');
      }
    });

    it('answers the same whether the email has an account, an order, or neither, and sends nothing', async () => {
      const order = await paidOrder();
      const member = address('member');
      await insertUser(app, { email: member, accountType: 'parent' });
      const ip = ipOf();
      const answers = await Promise.all(
        [member, address('nobody'), order.email.replace('@', '+x@')].map((email) =>
          lookup({ email, number: order.number }, ip),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: ORDER_LOOKUP_MESSAGES.sent });
      }
      expect(await outbox(app, member)).toHaveLength(0);
      expect(await outbox(app, order.email)).toHaveLength(0);
    });

    it('sends the link once per request, also twice at once, and ignores fields it does not know', async () => {
      const order = await paidOrder();
      const ip = ipOf();
      const pair = { email: order.email, number: order.number };
      const [first, second] = await Promise.all([lookup(pair, ip), lookup(pair, ip)]);
      expect(first!.body).toBe(second!.body);
      expect(await outbox(app, order.email)).toHaveLength(2);
      // A replay is the same request: the same answer, to the same inbox only.
      const tampered = await lookup({ ...pair, to: 'attacker@evil.example', status: 'paid' }, ip);
      expect([200, 400]).toContain(tampered.statusCode);
      expect(await outbox(app, 'attacker@evil.example')).toHaveLength(0);
      expect((await outbox(app, order.email)).length).toBeLessThanOrEqual(3);
    });

    it('refuses hostile lookups with the field messages, never a 500', async () => {
      const cases: [unknown, string][] = [
        [{ email: ['a@b.co'], number: 'LB-S0000000' }, 'email'],
        [{ email: { $ne: null }, number: 'LB-S0000000' }, 'email'],
        [{ email: `${'a'.repeat(10_000)}@b.co`, number: 'LB-S0000000' }, 'email'],
        [{ email: "' OR 1=1 --", number: 'LB-S0000000' }, 'email'],
        [{ email: 'a@b.co', number: -1 }, 'number'],
        [{ email: 'a@b.co', number: 'LB-' + '9'.repeat(10_000) }, 'number'],
        [{ email: 'a@b.co', number: '../../etc/passwd' }, 'number'],
        [{ email: 'a@b.co', number: 'LB-山田' }, 'number'],
        [null, 'body'],
      ];
      for (const [body, field] of cases) {
        const answer = await lookup(body);
        expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(
          Object.keys(answer.json().errors ?? {}),
          JSON.stringify(body).slice(0, 60),
        ).toContain(field);
      }
    });
  });
}
