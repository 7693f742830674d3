import type { Kysely } from 'kysely';
import { pausedDeletionDate } from '../../../common/billing/plans';
import type { Database } from '../../db/schema';
import type { BillingAccount } from './billing-accounts';
import { lockedOutStudents, type LockedOutStudent } from './paused-students';

/**
 * What a paused account's billing page says about deletion (issue 16, point 3): the day its
 * locked-out students' work is deleted unless the account is paid, and who they are; null when
 * the account is not paused or nobody is locked out. The day is the privacy job's own
 * (`pausedDeletionDate`, later when the notice went out late).
 */
export async function pausedDeletionOf(
  db: Kysely<Database>,
  account: BillingAccount,
): Promise<{ on: string; students: LockedOutStudent[] } | null> {
  // Not paused, nobody is locked out: skip asking each student (the page is read often).
  if (account.status !== 'paused' || !account.paused_at) return null;
  const students = await lockedOutStudents(db, account);
  if (students.length === 0) return null;
  const record = await db
    .selectFrom('billing_pause_retention')
    .select('noticed_at')
    .where('account_id', '=', account.id)
    .where('paused_at', '=', account.paused_at)
    .executeTakeFirst();
  return { on: pausedDeletionDate(account.paused_at, record?.noticed_at ?? null), students };
}
