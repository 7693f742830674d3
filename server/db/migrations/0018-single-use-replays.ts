import type { Kysely } from 'kysely';

/**
 * The first answers of single-use calls (issue 9), kept for a minute so the same browser
 * repeating the call gets that answer again instead of an error
 * (server/modules/auth/single-use-replay.ts). A row is named by a hash and its answer is
 * encrypted with a key derived from the code or token the call spent, which the database
 * never holds: the table gives nobody a session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('single_use_replays')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('call', 'varchar(40)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('expires_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('single_use_replays_expires_idx')
    .on('single_use_replays')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('single_use_replays').execute();
}
