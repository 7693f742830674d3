import { sql, type Kysely } from 'kysely';

/**
 * Issue 15 point 8: a student's email address is trusted to link a Google account only once
 * it is proven (`email_verified_at`): it came from Google itself, or its owner used a reset
 * link sent to it. An address typed at sign-up proves nothing. Students created by Google
 * sign-in (an identity and no password of their own) had their address from Google, so they
 * count as verified from the start; everyone else proves it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('email_verified_at', 'varchar(40)').execute();
  await sql`update students set email_verified_at = created_at
    where email is not null and password_hash is null
      and id in (select student_id from google_identities)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('email_verified_at').execute();
}
