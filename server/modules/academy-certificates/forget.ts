import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Deletes every certificate of an account being deleted (issue 13, point 15, decision 0021),
 * in the deletion's transaction.
 *
 * Replaced by the certificates' implementation on merge: their tables do not exist on this
 * branch, so there is nothing to delete yet.
 */
export async function deleteCertificatesOf(
  trx: Transaction<Database>,
  userId: string,
): Promise<void> {
  void trx;
  void userId;
}
