import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/seed';
import { post } from '../../../tests/support/factories';
import { creditBalance } from '../credits/ledger';
import { confirmOrderPayment } from './confirm-order-payment';
import { DEMO_BOOKS, DEMO_TEACHER_CREDITS } from './seed-demo';
import { STORE_LOOKUP_LIMIT } from './lookup-limits';
import { US_ADDRESS, freshIp, storeClient } from './test-support';
import { STORE_MESSAGES, STORE_SERVER_MESSAGES } from '../../../common/store/messages';

for (const database of testDatabases()) {
  describe(`store API on ${database.name}`, () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      store = storeClient(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    // The shared store helpers, bound once the app exists.
    let store: ReturnType<typeof storeClient>;
    const get: ReturnType<typeof storeClient>['get'] = (...args) => store.get(...args);
    const signIn = (email: string) => store.signIn(email, DEMO_PASSWORD);
    const premiumPayload = (quantity?: number, creditsRedeemed?: number) =>
      store.premiumPayload(quantity, creditsRedeemed);
    const payWith = (clientSecret: string, number?: string) => store.payWith(clientSecret, number);

    describe('search_activity', () => {
      it('answers a published book with its class, teacher and school address, any case', async () => {
        const response = await get(`/api/store/search_activity?code=grace`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          bookName: DEMO_BOOKS.story.name,
          bookCode: 'GRACE',
          classTitle: 'Theology 7A',
          teacher: 'Thomas Reyes',
          school: 'St. Brigid Catholic School',
          type: 'story',
          openClassOrder: false,
          schoolAddress: {
            address_1: '410 Orchard Street',
            address_2: '',
            city: 'Springfield',
            zip: '62704',
            countryName: 'United States',
            stateName: 'Illinois',
          },
        });
        const classOrder = await get(
          `/api/store/search_activity?code=${DEMO_BOOKS.classOrder.code}`,
        );
        expect(classOrder.json()).toMatchObject({ openClassOrder: true, type: 'story' });
      });

      it('answers the spec message for unknown, malformed and unpublished codes', async () => {
        const unknown = await get('/api/store/search_activity?code=ZZZZZ');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({ message: STORE_MESSAGES.codeNotFound });
        const malformed = await get('/api/store/search_activity?code=AB%25');
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().message).toBe(STORE_MESSAGES.codeNotFound);
        await app.db
          .updateTable('books')
          .set({ published_at: null })
          .where('code', '=', DEMO_BOOKS.journal.code)
          .execute();
        try {
          const unpublished = await get(
            `/api/store/search_activity?code=${DEMO_BOOKS.journal.code}`,
          );
          expect(unpublished.statusCode).toBe(404);
          const children = await get(
            `/api/store/students_search?code=${DEMO_BOOKS.journal.code}&q=mar`,
          );
          expect(children.json()).toEqual([]);
        } finally {
          await app.db
            .updateTable('books')
            .set({ published_at: new Date().toISOString() })
            .where('code', '=', DEMO_BOOKS.journal.code)
            .execute();
        }
      });

      it('limits book and child lookups per IP address', async () => {
        const ip = freshIp();
        // One instant for every lookup: on a slow machine they would otherwise straddle two
        // windows of the limit and never reach it.
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date());
        try {
          for (let i = 0; i < STORE_LOOKUP_LIMIT.max; i++) {
            expect((await get('/api/store/search_activity?code=GRACE', { ip })).statusCode).toBe(
              200,
            );
          }
          const limited = await get(`/api/store/students_search?code=GRACE&q=mat`, { ip });
          expect(limited.statusCode).toBe(429);
          expect(limited.json().errors.code).toBe(STORE_SERVER_MESSAGES.tooManySearches);
          // Counted before the code is checked: a malformed one is limited too.
          expect((await get('/api/store/search_activity?code=AB%25', { ip })).statusCode).toBe(429);
          expect((await get('/api/store/search_activity?code=GRACE')).statusCode).toBe(200);
        } finally {
          vi.useRealTimers();
        }
      });
    });

    describe('students_search', () => {
      it('matches only the start of a first or last name and shows the last initial', async () => {
        expect((await get('/api/store/students_search?code=GRACE&q=MAT')).json()).toEqual([
          { studentId: expect.any(String), studentName: 'Mateo A.' },
        ]);
        expect((await get('/api/store/students_search?code=GRACE&q=alv')).json()).toEqual([
          { studentId: expect.any(String), studentName: 'Mateo A.' },
        ]);
        const ma = (await get('/api/store/students_search?code=GRACE&q=mar')).json();
        expect(ma.map((row: { studentName: string }) => row.studentName)).toEqual([
          'Marcus B.',
          'Maria G.',
          'Sofia M.',
        ]);
        expect((await get('/api/store/students_search?code=GRACE&q=ateo')).json()).toEqual([]);
        expect((await get('/api/store/students_search?code=GRACE&q=m%25%25')).json()).toEqual([]);
        expect((await get('/api/store/students_search?code=GRACE&q=ma')).statusCode).toBe(400);
      });
    });

    describe('shipping', () => {
      it('lists the rates of the destination zone and quantity band, cheapest service first', async () => {
        const one = (await get('/api/store/shipping?countryCode=US&quantity=1')).json();
        expect(one).toHaveLength(5);
        expect(one[0]).toEqual({
          id: 'domestic-untracked-1',
          name: 'Untracked Mail',
          price: 3.99,
          estimated: '6-10 business days',
          tracking: 'no',
        });
        expect(one.map((option: { tracking: string }) => option.tracking)).toEqual([
          'no',
          'yes',
          'yes',
          'yes',
          'yes',
        ]);
        const thirty = (await get('/api/store/shipping?countryCode=us&quantity=30')).json();
        expect(thirty[0].price).toBeGreaterThan(one[0].price);
        const canada = (await get('/api/store/shipping?countryCode=CA&quantity=1')).json();
        expect(canada[0].id).toBe('north_america-untracked-1');
        expect(canada[0].price).toBeGreaterThan(one[0].price);
        const france = (await get('/api/store/shipping?countryCode=FR&quantity=1')).json();
        expect(france[0].id).toBe('international-untracked-1');
        expect((await get('/api/store/shipping?countryCode=XX&quantity=1')).statusCode).toBe(400);
        expect((await get('/api/store/shipping?countryCode=US&quantity=0')).statusCode).toBe(400);
      });
    });

    const demoTeacherId = async () =>
      (
        await app.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', DEMO_ACCOUNTS.teacher.email)
          .executeTakeFirstOrThrow()
      ).id;

    describe('user_details', () => {
      it('is empty for a visitor, has credits for a teacher and none for a parent', async () => {
        expect((await get('/api/store/user_details')).json()).toEqual({});
        const teacher = (
          await get('/api/store/user_details', { t: await signIn(DEMO_ACCOUNTS.teacher.email) })
        ).json();
        expect(teacher).toMatchObject({
          email: DEMO_ACCOUNTS.teacher.email,
          firstName: 'Thomas',
          teacher: true,
          // What is spendable now: other tests' carts may hold some of the demo credits.
          points: await creditBalance(app.db, await demoTeacherId()),
        });
        expect(teacher.points).toBeGreaterThan(0);
        expect(teacher.points).toBeLessThanOrEqual(DEMO_TEACHER_CREDITS);
        const parent = (
          await get('/api/store/user_details', { t: await signIn(DEMO_ACCOUNTS.parent.email) })
        ).json();
        expect(parent).toMatchObject({ firstName: 'Lucia', teacher: false, points: 0 });
      });
    });

    describe('print_order', () => {
      it('prices a premium order on the server and creates one order and intent', async () => {
        const payload = await premiumPayload(2);
        const response = await post(app, '/api/store/print_order', payload);
        expect(response.statusCode).toBe(200);
        const answer = response.json();
        expect(answer).toMatchObject({
          booksPrice: 25.98,
          shippingPrice: payload.shippingPrice,
          totalPrice: payload.totalPrice,
          provider: 'local',
          creditsRedeemed: 0,
        });
        expect(answer.pi_id).toMatch(/^pi_local_/);
        expect(answer.cs).toContain('_secret_');
        const order = await app.db
          .selectFrom('orders')
          .selectAll()
          .where('payment_intent_id', '=', answer.pi_id)
          .executeTakeFirstOrThrow();
        expect(order).toMatchObject({
          status: 'awaiting_payment',
          book_type: 'premium',
          copies: 2,
          unit_price_cents: 1299,
          total_cents: 2598 + Math.round(payload.shippingPrice * 100),
          state_code: 'IL',
          number: answer.orderNumber,
        });
      });

      it('refuses client prices that disagree with the server and charges nothing', async () => {
        const payload = { ...(await premiumPayload(1)), booksPrice: 0.5, totalPrice: 1 };
        const before = await app.db
          .selectFrom('orders')
          .select(app.db.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        const response = await post(app, '/api/store/print_order', payload);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          errors: { totalPrice: STORE_SERVER_MESSAGES.priceChanged },
          booksPrice: 12.99,
        });
        const after = await app.db
          .selectFrom('orders')
          .select(app.db.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      });

      it('needs copies, a complete address and a current shipping option', async () => {
        const payload = await premiumPayload(1);
        const noChild = await post(app, '/api/store/print_order', {
          ...payload,
          students: [],
          type: 'premium',
        });
        expect(noChild.json().errors.quantity).toBe(STORE_MESSAGES.selectChildWriting);
        const noStreet = await post(app, '/api/store/print_order', {
          ...payload,
          address: { ...US_ADDRESS, address_1: '', state_code: '' },
        });
        expect(noStreet.statusCode).toBe(400);
        expect(noStreet.json().errors).toEqual({
          address_1: STORE_MESSAGES.completeAllFields,
          state_code: STORE_MESSAGES.completeAllFields,
        });
        const noOption = await post(app, '/api/store/print_order', {
          ...payload,
          shippingOption: undefined,
          shippingPrice: 0.01,
        });
        expect(noOption.json().errors.shippingOption).toBe(STORE_MESSAGES.selectShippingOption);
        const journalAsPremium = await post(app, '/api/store/print_order', {
          ...payload,
          code: DEMO_BOOKS.journal.code,
        });
        expect(journalAsPremium.statusCode).toBe(400);
      });

      it('ships a class order to the school at the flat class-order price', async () => {
        const response = await post(app, '/api/store/print_order', {
          code: DEMO_BOOKS.classOrder.code,
          type: 'standard',
          quantity: 3,
          students: [],
          shippingPrice: 2,
          booksPrice: 32.97,
          totalPrice: 34.97,
          address: { firstName: 'Lucia', lastName: 'Gomez', email: 'buyer@example.org' },
        });
        expect(response.statusCode).toBe(200);
        const order = await app.db
          .selectFrom('orders')
          .selectAll()
          .where('payment_intent_id', '=', response.json().pi_id)
          .executeTakeFirstOrThrow();
        expect(order).toMatchObject({
          class_order: 1,
          shipping_cents: 200,
          total_cents: 3497,
          address_1: '410 Orchard Street',
          city: 'Springfield',
          state_code: 'IL',
        });
      });

      it('lets only a teacher redeem whole books of credits within the balance', async () => {
        const parent = await signIn(DEMO_ACCOUNTS.parent.email);
        const teacher = await signIn(DEMO_ACCOUNTS.teacher.email);
        const asParent = await post(app, '/api/store/print_order', await premiumPayload(2, 13), {
          cookies: { t: parent },
        });
        expect(asParent.json().errors.creditsRedeemed).toBe(STORE_MESSAGES.insufficientCredits);
        const notWhole = await post(app, '/api/store/print_order', await premiumPayload(2, 14), {
          cookies: { t: teacher },
        });
        expect(notWhole.json().errors.creditsRedeemed).toBe(STORE_MESSAGES.insufficientCredits);
        const overCopies = await post(app, '/api/store/print_order', await premiumPayload(2, 39), {
          cookies: { t: teacher },
        });
        expect(overCopies.json().errors.creditsRedeemed).toBe(STORE_MESSAGES.insufficientCredits);
        const overBalance = await post(app, '/api/store/print_order', await premiumPayload(5, 65), {
          cookies: { t: teacher },
        });
        expect(overBalance.json().errors.creditsRedeemed).toBe(STORE_MESSAGES.insufficientCredits);
        const valid = await post(app, '/api/store/print_order', await premiumPayload(2, 13), {
          cookies: { t: teacher },
        });
        expect(valid.statusCode).toBe(200);
        expect(valid.json()).toMatchObject({ booksPrice: 12.99, creditsRedeemed: 13 });
      });

      it('updates the same order and intent when the cart comes back with its pi_id', async () => {
        const first = (await post(app, '/api/store/print_order', await premiumPayload(1))).json();
        const second = (
          await post(app, `/api/store/print_order?pi_id=${first.pi_id}`, await premiumPayload(3))
        ).json();
        expect(second.pi_id).toBe(first.pi_id);
        expect(second.orderNumber).toBe(first.orderNumber);
        const orders = await app.db
          .selectFrom('orders')
          .select(['copies', 'total_cents'])
          .where('payment_intent_id', '=', first.pi_id)
          .execute();
        expect(orders).toHaveLength(1);
        expect(orders[0]!.copies).toBe(3);
        const intent = await app.payments.retrieveIntent(first.pi_id);
        expect(intent?.amountCents).toBe(orders[0]!.total_cents);
      });
    });

    describe('payment', () => {
      it('marks an order paid only after the provider confirms the payment, once', async () => {
        const answer = (await post(app, '/api/store/print_order', await premiumPayload(1))).json();
        const early = await post(app, `/api/store/print_order_success?pi_id=${answer.pi_id}`, {});
        expect(early.json()).toEqual({
          status: 'awaiting_payment',
          orderNumber: answer.orderNumber,
        });

        const declined = await payWith(answer.cs, '4000 0000 0000 0002');
        expect(declined.statusCode).toBe(402);
        expect(
          (await post(app, `/api/store/print_order_success?pi_id=${answer.pi_id}`, {})).json()
            .status,
        ).toBe('awaiting_payment');

        expect((await payWith(answer.cs)).statusCode).toBe(200);
        const success = await post(app, `/api/store/print_order_success?pi_id=${answer.pi_id}`, {});
        expect(success.json()).toEqual({ status: 'paid', orderNumber: answer.orderNumber });
        const again = await post(app, `/api/store/print_order_success?pi_id=${answer.pi_id}`, {});
        expect(again.json().status).toBe('paid');
        const order = await app.db
          .selectFrom('orders')
          .selectAll()
          .where('payment_intent_id', '=', answer.pi_id)
          .executeTakeFirstOrThrow();
        expect(order.status).toBe('paid');
        expect(order.paid_at).not.toBeNull();
        const emails = await app.db
          .selectFrom('email_outbox')
          .select('subject')
          .where('to_address', '=', US_ADDRESS.email)
          .where('subject', 'like', `%${answer.orderNumber}%`)
          .execute();
        expect(emails).toHaveLength(1);
        // A paid cart is never changed again: the same pi_id now starts a new order.
        const next = (
          await post(app, `/api/store/print_order?pi_id=${answer.pi_id}`, await premiumPayload(1))
        ).json();
        expect(next.pi_id).not.toBe(answer.pi_id);
      });

      it('redeems credits once however many times and however concurrently success arrives', async () => {
        const teacher = await signIn(DEMO_ACCOUNTS.teacher.email);
        const teacherId = (
          await app.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', DEMO_ACCOUNTS.teacher.email)
            .executeTakeFirstOrThrow()
        ).id;
        const before = await creditBalance(app.db, teacherId);
        const answer = (
          await post(app, '/api/store/print_order', await premiumPayload(2, 13), {
            cookies: { t: teacher },
          })
        ).json();
        expect((await payWith(answer.cs)).statusCode).toBe(200);
        // 20 success calls at once (as a double-clicking browser and retries would send).
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            post(app, `/api/store/print_order_success?pi_id=${answer.pi_id}`, {}),
          ),
        );
        expect(results.map((result) => result.json().status)).toEqual(Array(20).fill('paid'));
        expect((await confirmOrderPayment(app, answer.pi_id)).status).toBe('paid');
        expect(await creditBalance(app.db, teacherId)).toBe(before - 13);
        const order = await app.db
          .selectFrom('orders')
          .select('id')
          .where('payment_intent_id', '=', answer.pi_id)
          .executeTakeFirstOrThrow();
        const redemptions = await app.db
          .selectFrom('credit_ledger')
          .selectAll()
          .where('order_id', '=', order.id)
          .execute();
        expect(redemptions).toHaveLength(1);
        const paid = await app.db
          .selectFrom('orders')
          .select('id')
          .where('payment_intent_id', '=', answer.pi_id)
          .where('status', '=', 'paid')
          .execute();
        expect(paid).toHaveLength(1);
        const emails = await app.db
          .selectFrom('email_outbox')
          .select('id')
          .where('subject', 'like', `%${answer.orderNumber}%`)
          .execute();
        expect(emails).toHaveLength(1);
      });

      it('refuses an unknown intent', async () => {
        const response = await post(
          app,
          '/api/store/print_order_success?pi_id=pi_local_nothing',
          {},
        );
        expect(response.statusCode).toBe(404);
        expect((await post(app, '/api/store/print_order_success', {})).statusCode).toBe(400);
      });
    });
  });
}
