import type { Kysely } from 'kysely';
import { STANDARD_IS_ON } from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { BillingAccount } from '../billing/billing-accounts';

/** Whether Standard's features work on the account (trialing, active, past due). */
export const standardIsOn = (account: Pick<BillingAccount, 'status'>): boolean =>
  STANDARD_IS_ON.has(account.status);

/**
 * Buying and assigning workbook licences need Standard (issue 16, point 8). The refusal is
 * HTTP 402 Payment Required, as the seat gate's is: a plan is needed first, and the answer says
 * which, under `errors.plan`, word for word "Spirit of Truth Workbooks require Standard".
 */
export function requireStandard(account: Pick<BillingAccount, 'status'>): void {
  if (!standardIsOn(account)) {
    throw new AppError('PAYMENT_REQUIRED', { plan: BILLING_MESSAGES.workbooksRequireStandard });
  }
}

/**
 * Who may spend on a billing account: the teacher whose own account it is, or a school
 * administrator of the school (or parish) whose account it is.
 */
export async function mayManageAccount(
  db: Kysely<Database>,
  userId: string,
  account: Pick<BillingAccount, 'user_id' | 'school_id'>,
): Promise<boolean> {
  if (account.user_id !== null) return account.user_id === userId;
  if (account.school_id === null) return false;
  const user = await db
    .selectFrom('users')
    .select(['school_id', 'is_school_admin'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.school_id === account.school_id && user.is_school_admin === 1;
}

/** 403 unless the caller may spend on the account. */
export async function requireAccountManager(
  db: Kysely<Database>,
  userId: string,
  account: Pick<BillingAccount, 'user_id' | 'school_id'>,
): Promise<void> {
  if (!(await mayManageAccount(db, userId, account))) {
    throw new AppError('FORBIDDEN', { account: BILLING_MESSAGES.noAccount });
  }
}
