import type { Kysely } from 'kysely';

/**
 * A paused account's locked-out students (issue 16, point 3; decision 0022): their work is kept
 * 12 months, with a notice 30 days before deletion. One row per pause, keyed on the account and
 * the moment it paused, so a later pause starts afresh: `noticed_at` is claimed once by the
 * privacy job that sends the notice, `deleted_at` once by the run that asks for the deletions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_pause_retention')
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id').onDelete('cascade'),
    )
    .addColumn('paused_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('noticed_at', 'varchar(40)')
    .addColumn('deleted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('billing_pause_retention_pk', ['account_id', 'paused_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_pause_retention').execute();
}
