import type { Kysely } from 'kysely';

/**
 * Academy accounts (issue 13, point 2).
 *
 * - `sessions.site`: which app a session was opened on, 'journals' or 'academy' (decision
 *   0020). Sessions are per host: a token is honoured only on the site that issued it, by
 *   cookie or as a Bearer token. Existing sessions are the Journals site's.
 * - `users.guardian_email` / `users.guardian_consented_at`: a participant aged 13 to 17
 *   names a parent or guardian, and stays inactive until that person consents by email link
 *   (SPEC §5: under-18 users need parental consent). Null for everyone else.
 * - `users.account_type` gains 'participant' (an Academy-only account); the column is free
 *   text, so no change is needed there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('site', 'varchar(20)', (col) => col.notNull().defaultTo('journals'))
    .execute();
  await db.schema.alterTable('users').addColumn('guardian_email', 'varchar(254)').execute();
  await db.schema.alterTable('users').addColumn('guardian_consented_at', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('guardian_consented_at').execute();
  await db.schema.alterTable('users').dropColumn('guardian_email').execute();
  await db.schema.alterTable('sessions').dropColumn('site').execute();
}
