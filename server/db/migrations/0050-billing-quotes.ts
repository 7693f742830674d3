import type { Kysely } from 'kysely';

/**
 * Quotes (issue 16, point 5; decision 0022): `billing_quotes`, one row per quote a billing
 * account requested, numbered per year from `billing_counters` (Q-2027-0001, unique). The server
 * priced it: the seats, the period, the lines (JSON: description, quantity, unit and amount in
 * cents) and the total. It is valid 30 days; `status` is `open`, `accepted` (a PO number was
 * entered: `po_number`, `accepted_at`, `accepted_by`) or `expired`. Its PDF is rendered once and
 * kept privately under `storage_key`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_quotes')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id'),
    )
    .addColumn('number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('period', 'varchar(5)', (col) => col.notNull())
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('valid_until', 'varchar(40)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('open'))
    .addColumn('po_number', 'varchar(100)')
    .addColumn('accepted_at', 'varchar(40)')
    .addColumn('accepted_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('storage_key', 'varchar(512)')
    .addColumn('created_by', 'varchar(40)', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('billing_quotes_account_idx')
    .on('billing_quotes')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_quotes').execute();
}
