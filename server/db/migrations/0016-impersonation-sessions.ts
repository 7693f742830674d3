import type { Kysely } from 'kysely';

/**
 * A session opened by "Log in as" records the session of the adult who opened it
 * (`parent_session_id`): it lives only as long as that one does (issue 15, point 16). The
 * index finds an adult's impersonation sessions when they log out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('parent_session_id', 'varchar(40)').execute();
  await db.schema
    .createIndex('sessions_parent_session_idx')
    .on('sessions')
    .column('parent_session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_parent_session_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('parent_session_id').execute();
}
