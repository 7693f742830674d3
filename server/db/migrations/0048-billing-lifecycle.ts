import type { Kysely } from 'kysely';

/**
 * The subscription lifecycle (issue 16, points 3, 4 and 10; decision 0022).
 *
 * - `local_billing_*`: the local billing provider's Stripe Billing objects (customers,
 *   subscriptions, invoices, invoice items, checkout sessions), kept in the database so every
 *   instance sees the same lifecycle. Never used when Stripe Billing is configured.
 * - `billing_true_ups`: one annual true-up per account and term (the primary key decides).
 * - `billing_reminders`: one overdue reminder per invoice and step (7, 14, 21 days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Standard ends at the period's end instead of renewing (mirrored from the provider).
  await db.schema
    .alterTable('billing_accounts')
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('local_billing_customers')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_billing_subscriptions')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(60)', (col) =>
      col.notNull().references('local_billing_customers.id'),
    )
    .addColumn('account_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('period', 'varchar(5)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('collection_method', 'varchar(24)', (col) => col.notNull())
    .addColumn('trial_end', 'varchar(40)')
    .addColumn('current_period_start', 'varchar(40)', (col) => col.notNull())
    .addColumn('current_period_end', 'varchar(40)', (col) => col.notNull())
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('local_billing_subscriptions_due_idx')
    .on('local_billing_subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();

  await db.schema
    .createTable('local_billing_invoices')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(60)', (col) =>
      col.notNull().references('local_billing_customers.id'),
    )
    .addColumn('subscription_id', 'varchar(60)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('collection_method', 'varchar(24)', (col) => col.notNull())
    .addColumn('billing_reason', 'varchar(40)', (col) => col.notNull())
    .addColumn('metadata', 'text')
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('due_at', 'varchar(40)')
    .addColumn('period_start', 'varchar(40)')
    .addColumn('period_end', 'varchar(40)')
    .addColumn('paid_at', 'varchar(40)')
    .addColumn('paid_out_of_band', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_billing_items')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(60)', (col) =>
      col.notNull().references('local_billing_customers.id'),
    )
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('invoice_id', 'varchar(60)')
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_billing_checkouts')
    .addColumn('id', 'varchar(60)', (col) => col.primaryKey())
    .addColumn('mode', 'varchar(20)', (col) => col.notNull())
    .addColumn('customer_id', 'varchar(60)', (col) =>
      col.notNull().references('local_billing_customers.id'),
    )
    .addColumn('account_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('period', 'varchar(5)')
    .addColumn('quantity', 'integer')
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('invoice_id', 'varchar(60)')
    .addColumn('subscription_id', 'varchar(60)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('success_url', 'varchar(500)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (col) => col.unique())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(40)')
    .execute();

  await db.schema
    .createTable('billing_true_ups')
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id'),
    )
    .addColumn('term_start', 'varchar(40)', (col) => col.notNull())
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_true_ups_pk', ['account_id', 'term_start'])
    .execute();

  await db.schema
    .createTable('billing_reminders')
    .addColumn('invoice_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_invoices.id'),
    )
    .addColumn('step', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_reminders_pk', ['invoice_id', 'step'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('billing_accounts').dropColumn('cancel_at_period_end').execute();
  for (const table of [
    'billing_reminders',
    'billing_true_ups',
    'local_billing_checkouts',
    'local_billing_items',
    'local_billing_invoices',
    'local_billing_subscriptions',
    'local_billing_customers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
