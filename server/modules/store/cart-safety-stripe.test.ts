import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { startFakeStripe, type FakeStripe } from '../../../tests/support/fake-stripe';
import { buildTestApp } from '../../../tests/support/test-app';
import { CREDIT_HOLD_MINUTES, creditBalance } from '../credits/ledger';
import { expireCreditCarts } from './expire-carts';
import { storeClient } from './test-support';
import { STORE_MESSAGES } from '../../../common/store/messages';

/**
 * The credit and cart attacks of issue 15 (points 1 and 2) on the Stripe code path: intents
 * live at Stripe (a protocol double on loopback), and only the re-read intent pays an order.
 */
for (const database of testDatabases()) {
  describe(`cart and credit safety with Stripe on ${database.name}`, () => {
    let app: FastifyInstance;
    let stripe: FakeStripe;
    let store: ReturnType<typeof storeClient>;
    beforeAll(async () => {
      stripe = await startFakeStripe();
      app = await buildTestApp(await database.create(), stripe.env);
      store = storeClient(app);
    });
    afterAll(async () => {
      await app.close();
      await stripe.close();
      await database.dropAll();
    });

    it('holds credits for one cart, so a second cart and a signed-out cart cannot use them', async () => {
      expect(app.payments.name).toBe('stripe');
      const teacher = await store.teacherWithCredits(13);
      const first = (
        await store.printOrder(await store.premiumPayload(2, 13), { t: teacher.t })
      ).json();
      const second = await store.printOrder(await store.premiumPayload(2, 13), { t: teacher.t });
      expect(second.json().errors.creditsRedeemed).toBe(STORE_MESSAGES.insufficientCredits);

      // A signed-out cart re-priced by the teacher becomes a new cart of the teacher's: no
      // credits are left for it.
      const anonymous = (await store.printOrder(await store.premiumPayload(2))).json();
      const adopted = await store.printOrder(await store.premiumPayload(2, 13), {
        t: teacher.t,
        piId: anonymous.pi_id,
      });
      expect(adopted.statusCode).toBe(400);
      expect((await store.orderByIntent(anonymous.pi_id)).buyer_user_id).toBeNull();

      stripe.succeed(first.pi_id);
      expect((await store.reportSuccess(first.pi_id)).json().status).toBe('paid');
      expect(await creditBalance(app.db, teacher.id)).toBe(0);
      expect(stripe.intents.get(first.pi_id)?.amount).toBe(
        (await store.orderByIntent(first.pi_id)).total_cents,
      );
    });

    it('cancels an expired cart’s intent at Stripe before giving its credits back', async () => {
      const teacher = await store.teacherWithCredits(13);
      const cart = (
        await store.printOrder(await store.premiumPayload(2, 13), { t: teacher.t })
      ).json();
      const late = new Date(Date.now() + (CREDIT_HOLD_MINUTES + 1) * 60_000);
      expect((await expireCreditCarts(app, { now: late })).released).toBe(1);
      expect(stripe.intents.get(cart.pi_id)?.status).toBe('canceled');
      expect(await creditBalance(app.db, teacher.id)).toBe(13);
      expect((await store.reportSuccess(cart.pi_id)).json().status).toBe('awaiting_payment');
    });
  });
}
