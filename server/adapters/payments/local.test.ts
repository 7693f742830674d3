import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openDatabase } from '../../db/kysely';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import {
  LOCAL_PROVIDER_IN_PRODUCTION,
  createLocalProvider,
  type LocalPaymentProvider,
} from './local';
import { appErrorOf } from './test-support';

const good = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
let counter = 0;
const newIntent = (provider: LocalPaymentProvider, amountCents = 1299) =>
  provider.upsertIntent({
    amountCents,
    currency: 'usd',
    idempotencyKey: `key-${++counter}-${Math.random()}`,
    metadata: { orderNumber: `LB-${counter}` },
  });

it('refuses to run in production', () => {
  expect(() => createLocalProvider({ db: {} as Kysely<Database>, production: true })).toThrow(
    LOCAL_PROVIDER_IN_PRODUCTION,
  );
});

for (const database of testDatabases()) {
  describe(`the local test payment provider on ${database.name}`, () => {
    let db: Kysely<Database>;
    let provider: LocalPaymentProvider;

    beforeAll(async () => {
      const opened = openDatabase(await database.create());
      db = opened.db;
      await migrateToLatest(db, opened.kind);
      provider = createLocalProvider({ db, production: false });
    });
    afterAll(async () => {
      await db.destroy();
      await database.dropAll();
    });

    it("creates an intent in Stripe's first state with a '<id>_secret_…' client secret", async () => {
      const intent = await newIntent(provider);
      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        amountCents: 1299,
        currency: 'usd',
        metadata: { orderNumber: `LB-${counter}` },
      });
      expect(intent.id).toMatch(/^pi_local_[0-9a-f]{24}$/);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[\\w-]{24}$`));
      expect(await provider.retrieveIntent(intent.id)).toEqual(intent);
    });

    it('stores only a hash of the client secret', async () => {
      const intent = await newIntent(provider);
      const row = await db
        .selectFrom('local_payment_intents')
        .selectAll()
        .where('id', '=', intent.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(intent.clientSecret.split('_secret_')[1]);
      expect(row.client_secret_hash).toBe(
        createHash('sha256').update(intent.clientSecret).digest('hex'),
      );
    });

    it('keeps the same secret for every instance sharing the database', async () => {
      const intent = await newIntent(provider);
      const otherInstance = createLocalProvider({ db, production: false });
      expect((await otherInstance.retrieveIntent(intent.id))?.clientSecret).toBe(
        intent.clientSecret,
      );
      expect(await otherInstance.confirmCard(intent.clientSecret, good)).toEqual({
        kind: 'succeeded',
        intentId: intent.id,
      });
    });

    it('answers the same intent for a repeated idempotency key', async () => {
      const input = {
        amountCents: 2500,
        currency: 'usd' as const,
        idempotencyKey: 'order-42-attempt',
        metadata: {},
      };
      const [first, second] = await Promise.all([
        provider.upsertIntent(input),
        provider.upsertIntent(input),
      ]);
      expect(second).toEqual(first);
      const rows = await db
        .selectFrom('local_payment_intents')
        .select('id')
        .where('idempotency_key', '=', 'order-42-attempt')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('updates the amount and metadata of an open intent: one intent per cart', async () => {
      const intent = await newIntent(provider);
      const updated = await provider.upsertIntent({
        intentId: intent.id,
        amountCents: 3897,
        currency: 'usd',
        idempotencyKey: 'another-key',
        metadata: { orderNumber: 'LB-9', copies: '3' },
      });
      expect(updated).toEqual({
        ...intent,
        amountCents: 3897,
        metadata: { orderNumber: 'LB-9', copies: '3' },
      });
      expect(await provider.retrieveIntent(intent.id)).toEqual(updated);
    });

    it('cancels an open intent so it cannot be paid, but never a paid one', async () => {
      const open = await newIntent(provider);
      expect((await provider.cancelIntent(open.id))?.status).toBe('canceled');
      expect(await provider.confirmCard(open.clientSecret, good)).toEqual({
        kind: 'closed',
        status: 'canceled',
      });
      const paid = await newIntent(provider);
      await provider.confirmCard(paid.clientSecret, good);
      expect((await provider.cancelIntent(paid.id))?.status).toBe('succeeded');
      expect(await provider.cancelIntent('pi_local_missing')).toBeNull();
    });

    it('never changes a succeeded intent', async () => {
      const intent = await newIntent(provider);
      await provider.confirmCard(intent.clientSecret, good);
      const error = await appErrorOf(
        provider.upsertIntent({
          intentId: intent.id,
          amountCents: 100,
          currency: 'usd',
          idempotencyKey: 'later',
          metadata: {},
        }),
      );
      expect(error.status).toBe(409);
      expect(error.errors).toEqual({ pi_id: 'This order has already been paid.' });
      expect(await provider.retrieveIntent(intent.id)).toMatchObject({
        status: 'succeeded',
        amountCents: 1299,
      });
    });

    it('never changes a canceled intent', async () => {
      const intent = await newIntent(provider);
      await db
        .updateTable('local_payment_intents')
        .set({ status: 'canceled' })
        .where('id', '=', intent.id)
        .execute();
      const error = await appErrorOf(
        provider.upsertIntent({
          ...intent,
          intentId: intent.id,
          currency: 'usd',
          idempotencyKey: 'x',
        }),
      );
      expect(error.status).toBe(409);
      expect(await provider.confirmCard(intent.clientSecret, good)).toEqual({
        kind: 'closed',
        status: 'canceled',
      });
    });

    it('answers 404 for an unknown intent id and null when retrieving one', async () => {
      const error = await appErrorOf(
        provider.upsertIntent({
          intentId: 'pi_local_nope',
          amountCents: 1299,
          currency: 'usd',
          idempotencyKey: 'y',
          metadata: {},
        }),
      );
      expect(error.status).toBe(404);
      expect(await provider.retrieveIntent('pi_local_nope')).toBeNull();
    });

    it("refuses amounts under Stripe's 50 cent minimum and fractions of a cent", async () => {
      expect((await appErrorOf(newIntent(provider, 49))).status).toBe(400);
      await expect(newIntent(provider, 12.5)).rejects.toThrow('whole cents');
    });

    it('declines a test card, keeps the intent open, then lets a good card pay it', async () => {
      const intent = await newIntent(provider);
      const declined = await provider.confirmCard(intent.clientSecret, {
        ...good,
        number: '4000 0000 0000 0002',
      });
      expect(declined).toEqual({
        kind: 'declined',
        intentId: intent.id,
        error: {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
      });
      expect((await provider.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
      const paid = await provider.confirmCard(intent.clientSecret, good);
      expect(paid).toEqual({ kind: 'succeeded', intentId: intent.id });
      expect((await provider.retrieveIntent(intent.id))?.status).toBe('succeeded');
      expect(await provider.confirmCard(intent.clientSecret, good)).toEqual({
        kind: 'closed',
        status: 'succeeded',
      });
    });

    it('answers each of the test cards as Stripe does', async () => {
      const cases: [typeof good, string | null][] = [
        [good, null],
        [{ ...good, number: '4000 0000 0000 9995' }, 'Your card has insufficient funds.'],
        [{ ...good, number: '4242 4242 4242 4241' }, 'Your card number is incorrect.'],
        [{ ...good, expiry: '01 / 21' }, "Your card's expiration year is in the past."],
        [{ ...good, cvc: '1' }, "Your card's security code is incomplete."],
      ];
      for (const [card, message] of cases) {
        const intent = await newIntent(provider);
        const outcome = await provider.confirmCard(intent.clientSecret, card);
        expect(outcome.kind === 'declined' ? outcome.error.message : null).toBe(message);
      }
    });

    it('refuses a wrong or foreign client secret', async () => {
      const intent = await newIntent(provider);
      const other = await newIntent(provider);
      for (const secret of [
        `${intent.id}_secret_wrong`,
        `${intent.id}_secret_${other.clientSecret.split('_secret_')[1]}`,
        other.clientSecret.replace(other.id, intent.id),
        'pi_local_unknown_secret_x',
        '',
      ]) {
        expect(await provider.confirmCard(secret, good)).toEqual({ kind: 'unknown' });
      }
      expect((await provider.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
    });

    it('lets one of two simultaneous confirmations succeed', async () => {
      const intent = await newIntent(provider);
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => provider.confirmCard(intent.clientSecret, good)),
      );
      expect(outcomes.filter((outcome) => outcome.kind === 'succeeded')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'closed')).toHaveLength(4);
    });
  });
}
