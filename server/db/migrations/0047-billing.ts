import type { Kysely } from 'kysely';

/**
 * Plans and billing (issue 16, decision 0022).
 *
 * - `billing_accounts`: one per teacher who owns classes (`user_id`), or per school or parish
 *   (`school_id`). A class counts to its owner's school's account when that school has one,
 *   else to its owner's own. It mirrors the plan as the billing provider keeps it (status,
 *   period, trial, current period, the provider's ids) and the seats last counted and billed.
 *   Accounts are never deleted: invoices point at them.
 * - `billing_invoices` and their lines: every invoice either provider raised, numbered from
 *   `billing_counters` per year (INV-2027-0001), kept for the billing page, the PDFs and the
 *   staff desk. `provider_invoice_id` is unique, so an invoice reported twice is one row.
 * - `billing_events`: each provider event handled, by its id, so a replayed webhook changes
 *   nothing.
 * - `billing_pending_items`: one-time charges for the account's next invoice (workbook licences
 *   bought by an invoiced account; Stripe's `add_invoice_items`). `invoice_id` is set once an
 *   invoice carries the item; `source_id` is unique, so one purchase is one item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_accounts')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(40)', (col) =>
      col.unique().references('users.id').onDelete('set null'),
    )
    .addColumn('school_id', 'varchar(40)', (col) =>
      col.unique().references('schools.id').onDelete('set null'),
    )
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('billing_email', 'varchar(320)')
    .addColumn('plan', 'varchar(10)', (col) => col.notNull().defaultTo('small'))
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('free'))
    .addColumn('period', 'varchar(5)')
    .addColumn('collection_method', 'varchar(24)', (col) =>
      col.notNull().defaultTo('charge_automatically'),
    )
    .addColumn('trial_used', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('trial_ends_at', 'varchar(40)')
    .addColumn('current_period_start', 'varchar(40)')
    .addColumn('current_period_end', 'varchar(40)')
    .addColumn('seats_counted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seats_counted_at', 'varchar(40)')
    .addColumn('seats_billed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('provider', 'varchar(10)')
    .addColumn('provider_customer_id', 'varchar(100)', (col) => col.unique())
    .addColumn('provider_subscription_id', 'varchar(100)', (col) => col.unique())
    .addColumn('po_number', 'varchar(100)')
    .addColumn('tax_exempt', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('credit_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('past_due_since', 'varchar(40)')
    .addColumn('paused_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('billing_accounts_status_idx')
    .on('billing_accounts')
    .columns(['status', 'trial_ends_at'])
    .execute();

  await db.schema
    .createTable('billing_invoices')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id'),
    )
    .addColumn('number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('provider_invoice_id', 'varchar(100)', (col) => col.unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('collection_method', 'varchar(24)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull().defaultTo('usd'))
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
    .addColumn('credit_applied_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tax_exempt', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('po_number', 'varchar(100)')
    .addColumn('period_start', 'varchar(40)')
    .addColumn('period_end', 'varchar(40)')
    .addColumn('issued_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('due_at', 'varchar(40)')
    .addColumn('paid_at', 'varchar(40)')
    .addColumn('paid_via', 'varchar(20)')
    .addColumn('storage_key', 'varchar(512)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('billing_invoices_account_idx')
    .on('billing_invoices')
    .columns(['account_id', 'issued_at'])
    .execute();
  await db.schema
    .createIndex('billing_invoices_due_idx')
    .on('billing_invoices')
    .columns(['status', 'due_at'])
    .execute();

  await db.schema
    .createTable('billing_invoice_lines')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('invoice_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_invoices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addUniqueConstraint('billing_invoice_lines_position_unique', ['invoice_id', 'position'])
    .execute();

  await db.schema
    .createTable('billing_counters')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('provider', 'varchar(10)', (col) => col.notNull())
    .addColumn('type', 'varchar(80)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_pending_items')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id'),
    )
    .addColumn('description', 'varchar(300)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('unit_cents', 'integer', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('source', 'varchar(40)', (col) => col.notNull())
    .addColumn('source_id', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('invoice_id', 'varchar(40)', (col) => col.references('billing_invoices.id'))
    .addColumn('provider_item_id', 'varchar(100)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  // A school's account counts the classes of every teacher of the school.
  await db.schema.createIndex('users_school_idx').on('users').column('school_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_school_idx').execute();
  for (const table of [
    'billing_pending_items',
    'billing_events',
    'billing_counters',
    'billing_invoice_lines',
    'billing_invoices',
    'billing_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
