import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The student account with this (normalised) address, if any. */
export async function findStudentByEmail(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('students')
    .select(['id', 'first_name', 'email', 'email_verified_at'])
    .where('email', '=', address)
    .executeTakeFirst();
}
