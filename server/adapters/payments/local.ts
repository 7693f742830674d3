import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LocalPaymentIntentsTable } from '../../db/schema';
import { checkAmount } from './amount';
import { intentClosedError, refundRefusedError, unknownIntentError } from './intent-errors';
import { checkTestCard, type CardError, type CardInput } from './local-cards';
import {
  CHANGEABLE_STATUSES,
  type PaymentIntentView,
  type PaymentProvider,
  type RefundView,
} from './provider';
import { REFUND_MESSAGES } from '../../../common/copy/staff-desk';

export const LOCAL_PROVIDER_IN_PRODUCTION =
  'The local test payment provider cannot run in production: it accepts test cards and takes no real payments. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.';

/** app_meta row holding the key client secrets are derived from (one per database). */
const SECRET_KEY_META = 'local_payments.secret_key';

export type LocalConfirmOutcome =
  | { kind: 'succeeded'; intentId: string }
  | { kind: 'declined'; intentId: string; error: CardError }
  | { kind: 'closed'; status: string }
  | { kind: 'unknown' };

export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  /** What stripe.confirmCardPayment does, with Stripe's test cards (local-cards.ts). */
  confirmCard(clientSecret: string, card: CardInput, now?: Date): Promise<LocalConfirmOutcome>;
  /**
   * What a bank returning a refund does at Stripe, to try the failure path without Stripe:
   * the refund becomes failed and its amount refundable again. False when there is no
   * succeeded refund of that id.
   */
  failRefund(refundId: string, reason: string): Promise<boolean>;
}

export interface LocalProviderOptions {
  db: Kysely<Database>;
  /** NODE_ENV === 'production': refused. */
  production: boolean;
}

/**
 * Stripe's PaymentIntent lifecycle kept in the `local_payment_intents` table, so every
 * instance sees the same intents. A client secret is `<id>_secret_<hmac>`: derived again on
 * every read from a key in the database (so it is stable, as Stripe's is) and stored only
 * as a hash, which is what a confirmation is checked against.
 */
export function createLocalProvider({
  db,
  production,
}: LocalProviderOptions): LocalPaymentProvider {
  if (production) throw new Error(LOCAL_PROVIDER_IN_PRODUCTION);
  let secretKey: Promise<Buffer> | null = null;
  const key = () =>
    (secretKey ??= loadSecretKey(db).catch((error: unknown) => {
      secretKey = null; // a database hiccup is retried on the next call
      throw error;
    }));

  const view = async (row: Selectable<LocalPaymentIntentsTable>): Promise<PaymentIntentView> => ({
    id: row.id,
    clientSecret: deriveSecret(await key(), row.id),
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    metadata: row.metadata ? (JSON.parse(row.metadata) as Record<string, string>) : {},
  });
  const find = (id: string) =>
    db.selectFrom('local_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
  const findChanged = async (id: string) => {
    const row = await find(id);
    if (!row) throw new Error(`Local payment intent ${id} vanished`);
    return view(row);
  };

  return {
    name: 'local',

    async upsertIntent({ intentId, amountCents, currency, idempotencyKey, metadata }) {
      checkAmount(amountCents);
      const now = new Date().toISOString();
      if (intentId) {
        // One statement decides, so a confirmation racing this update wins or loses cleanly.
        const result = await db
          .updateTable('local_payment_intents')
          .set({
            amount_cents: amountCents,
            currency,
            metadata: JSON.stringify(metadata),
            updated_at: now,
          })
          .where('id', '=', intentId)
          .where('status', 'in', [...CHANGEABLE_STATUSES])
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) return findChanged(intentId);
        const existing = await find(intentId);
        throw existing ? intentClosedError(existing.status) : unknownIntentError();
      }
      const id = `pi_local_${randomBytes(12).toString('hex')}`;
      const inserted = await db
        .insertInto('local_payment_intents')
        .values({
          id,
          client_secret_hash: sha256(deriveSecret(await key(), id)),
          amount_cents: amountCents,
          currency,
          status: 'requires_payment_method',
          last_error: null,
          idempotency_key: idempotencyKey,
          metadata: JSON.stringify(metadata),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return findChanged(id);
      // The same key again (a retried request): Stripe answers with the intent it made then.
      const earlier = await db
        .selectFrom('local_payment_intents')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      return view(earlier);
    },

    async retrieveIntent(intentId) {
      const row = await find(intentId);
      return row ? view(row) : null;
    },

    async cancelIntent(intentId) {
      // One statement decides, so a confirmation racing the cancel wins or loses cleanly.
      await db
        .updateTable('local_payment_intents')
        .set({ status: 'canceled', updated_at: new Date().toISOString() })
        .where('id', '=', intentId)
        .where('status', 'in', [...CHANGEABLE_STATUSES])
        .execute();
      const row = await find(intentId);
      return row ? view(row) : null;
    },

    async refundPayment({ intentId, amountCents, idempotencyKey, metadata }) {
      checkAmount(amountCents);
      const earlier = await db
        .selectFrom('local_refunds')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (earlier) return localRefundView(earlier);
      const intent = await find(intentId);
      if (!intent) throw unknownIntentError();
      if (intent.status !== 'succeeded') throw refundRefusedError(REFUND_MESSAGES.notPaid);
      const id = `re_local_${randomBytes(12).toString('hex')}`;
      const now = new Date().toISOString();
      // One transaction: the intent's refunded amount grows only if it stays within what was
      // paid, and the refund row's unique key makes a retry with the same key a no-op.
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('local_refunds')
          .values({
            id,
            intent_id: intentId,
            amount_cents: amountCents,
            idempotency_key: idempotencyKey,
            metadata: JSON.stringify(metadata),
            created_at: now,
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return; // a retry racing the first: it answers the refund made then
        const counted = await trx
          .updateTable('local_payment_intents')
          .set((eb) => ({
            amount_refunded: eb('amount_refunded', '+', amountCents),
            updated_at: now,
          }))
          .where('id', '=', intentId)
          .where('status', '=', 'succeeded')
          .where((eb) => eb(eb('amount_refunded', '+', amountCents), '<=', eb.ref('amount_cents')))
          .executeTakeFirst();
        if (counted.numUpdatedRows === 0n) throw refundRefusedError(REFUND_MESSAGES.moreThanPaid);
      });
      const row = await db
        .selectFrom('local_refunds')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      return localRefundView(row);
    },

    async failRefund(refundId, reason) {
      return db.transaction().execute(async (trx) => {
        const refund = await trx
          .updateTable('local_refunds')
          .set({ status: 'failed', failure_reason: reason })
          .where('id', '=', refundId)
          .where('status', '=', 'succeeded')
          .returning(['intent_id', 'amount_cents'])
          .executeTakeFirst();
        if (!refund) return false;
        await trx
          .updateTable('local_payment_intents')
          .set((eb) => ({
            amount_refunded: eb('amount_refunded', '-', refund.amount_cents),
            updated_at: new Date().toISOString(),
          }))
          .where('id', '=', refund.intent_id)
          .execute();
        return true;
      });
    },

    async confirmCard(clientSecret, card, now = new Date()) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const row = await find(id);
      if (!row || !sameHash(sha256(clientSecret), row.client_secret_hash))
        return { kind: 'unknown' };
      if (!CHANGEABLE_STATUSES.has(row.status)) return { kind: 'closed', status: row.status };
      const stamp = now.toISOString();
      const error = checkTestCard(card, now);
      const result = await db
        .updateTable('local_payment_intents')
        .set(
          error
            ? { status: 'requires_payment_method', last_error: error.code, updated_at: stamp }
            : { status: 'succeeded', last_error: null, updated_at: stamp },
        )
        .where('id', '=', id)
        .where('status', 'in', [...CHANGEABLE_STATUSES])
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) {
        // Another confirmation of the same intent got there first.
        return { kind: 'closed', status: (await find(id))?.status ?? 'canceled' };
      }
      return error
        ? { kind: 'declined', intentId: id, error }
        : { kind: 'succeeded', intentId: id };
    },
  };
}

function localRefundView(row: { id: string; amount_cents: number; status: string }): RefundView {
  return { id: row.id, status: row.status, amountCents: row.amount_cents };
}

async function loadSecretKey(db: Kysely<Database>): Promise<Buffer> {
  // Instances racing to create the key all keep whichever row was written first.
  await db
    .insertInto('app_meta')
    .values({
      key: SECRET_KEY_META,
      value: randomBytes(32).toString('base64url'),
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SECRET_KEY_META)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

function deriveSecret(key: Buffer, id: string): string {
  return `${id}_secret_${createHmac('sha256', key).update(id).digest('base64url').slice(0, 24)}`;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
