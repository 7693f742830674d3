import type { Kysely } from 'kysely';

/**
 * Refunds the provider reports later as failed (issue 12, point 12; decision 0019).
 *
 * - `order_refunds.failure_reason` (the provider's code, e.g. `expired_or_canceled_card`)
 *   and `failed_at`: a failed refund keeps its row, so staff see it and can retry it.
 * - `order_refunds.attempt`: each retry of a failed refund is a new attempt with its own
 *   idempotency key (`refund_<order>_<kind>_<attempt>`); Stripe would answer the failed
 *   refund again for the old key.
 * - The webhook finds a refund by the provider's id.
 * - The local test provider's refunds get a status, so a failed one gives its amount back to
 *   the intent and can be refunded again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_refunds').addColumn('failure_reason', 'varchar(60)').execute();
  await db.schema.alterTable('order_refunds').addColumn('failed_at', 'varchar(40)').execute();
  await db.schema
    .alterTable('order_refunds')
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('order_refunds_provider_refund_idx')
    .on('order_refunds')
    .column('provider_refund_id')
    .execute();
  await db.schema
    .alterTable('local_refunds')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('succeeded'))
    .execute();
  await db.schema.alterTable('local_refunds').addColumn('failure_reason', 'varchar(60)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('local_refunds').dropColumn('failure_reason').execute();
  await db.schema.alterTable('local_refunds').dropColumn('status').execute();
  await db.schema.dropIndex('order_refunds_provider_refund_idx').execute();
  await db.schema.alterTable('order_refunds').dropColumn('attempt').execute();
  await db.schema.alterTable('order_refunds').dropColumn('failed_at').execute();
  await db.schema.alterTable('order_refunds').dropColumn('failure_reason').execute();
}
