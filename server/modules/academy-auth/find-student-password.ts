import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The password hash of the student account with this (normalised) address, if any. */
export async function findStudentPasswordByEmail(db: Kysely<Database>, address: string) {
  return db
    .selectFrom('students')
    .select(['id', 'password_hash'])
    .where('email', '=', address)
    .executeTakeFirst();
}
