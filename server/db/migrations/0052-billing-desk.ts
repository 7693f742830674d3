import type { Kysely } from 'kysely';

/**
 * The staff billing desk (issue 16, point 6): each staff action on a billing account (extend a
 * trial, apply a credit, mark an offline payment received) carries a key the staff member's
 * browser made. The key is the primary key here, written in the same transaction as the change
 * and its audit row, so the same action sent twice (a double click, a retried request) changes
 * the account once and is audited once. The audit row's details carry the same key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_desk_actions')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('account_id', 'varchar(40)', (col) =>
      col.notNull().references('billing_accounts.id'),
    )
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_desk_actions').execute();
}
