import { sql, type Kysely } from 'kysely';

/**
 * The staff order desk and refunds (issue 12, points 12 and 13).
 *
 * Refunds: one row per order and kind (the whole order, or its shipping only), unique, so a
 * double click or two staff members at once refund once. `orders.refunded_cents` counts what
 * is refunded or being refunded; a refund reserves its amount there with a conditional update
 * before the provider is called, so two kinds racing can never refund more than was paid.
 * The local test provider keeps its refunds (Stripe's Refunds API, locally) in
 * `local_refunds`, replayed by idempotency key. A whole refund gives back the teacher credits
 * the order redeemed: a `refund` ledger row, at most one per order.
 *
 * Search: the desk filters 100,000 orders by status, date, school (through the book) and
 * looks them up by number, email prefix and book; the indexes below keep each of those reads
 * on an index (the bench's `desk` part). The order timeline reads the audit log by target
 * (its index from 0002).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('refunded_at', 'varchar(40)').execute();

  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(40)', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    /** 'whole' or 'shipping'. */
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('provider', 'varchar(10)', (col) => col.notNull())
    .addColumn('provider_refund_id', 'varchar(100)')
    /** 'pending' while the provider is asked, then 'succeeded'. */
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('credits_returned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requested_by', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(40)')
    .addUniqueConstraint('order_refunds_order_kind_unique', ['order_id', 'kind'])
    .execute();

  await db.schema
    .createTable('local_refunds')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('intent_id', 'varchar(100)', (col) =>
      col.notNull().references('local_payment_intents.id'),
    )
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.notNull().unique())
    /** JSON text. */
    .addColumn('metadata', 'text')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('local_payment_intents')
    .addColumn('amount_refunded', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // A whole refund returns the order's redeemed credits once, however it is retried.
  await db.schema
    .createIndex('credit_ledger_order_refund_unique')
    .on('credit_ledger')
    .column('order_id')
    .unique()
    .where(sql.ref('kind'), '=', 'refund')
    .execute();

  await db.schema
    .createIndex('orders_created_idx')
    .on('orders')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_status_created_idx')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_book_created_idx')
    .on('orders')
    .columns(['book_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_total_idx')
    .on('orders')
    .columns(['total_cents', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_email_lower_idx')
    .on('orders')
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_email_lower_idx').execute();
  await db.schema.dropIndex('orders_total_idx').execute();
  await db.schema.dropIndex('orders_book_created_idx').execute();
  await db.schema.dropIndex('orders_status_created_idx').execute();
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.dropIndex('credit_ledger_order_refund_unique').execute();
  await db.schema.alterTable('local_payment_intents').dropColumn('amount_refunded').execute();
  await db.schema.dropTable('local_refunds').execute();
  await db.schema.dropTable('order_refunds').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_at').execute();
  await db.schema.alterTable('orders').dropColumn('refunded_cents').execute();
}
