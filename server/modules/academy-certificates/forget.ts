import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A participant's certificates go with their account (privacy): they carry the person's name.
 * Account deletion calls this inside its transaction (the foreign key also cascades, for a
 * deletion that removes the users row directly).
 */
export async function deleteCertificatesOf(
  trx: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<void> {
  await trx.deleteFrom('course_certificates').where('user_id', '=', userId).execute();
}
