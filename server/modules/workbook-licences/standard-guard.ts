import type { Kysely } from 'kysely';
import { STANDARD_IS_ON } from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import { managesAccount } from '../../access/billing-member';
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

/** 403 unless the caller may spend on the account. */
export async function requireAccountManager(
  db: Kysely<Database>,
  userId: string,
  account: Pick<BillingAccount, 'id' | 'user_id'>,
): Promise<void> {
  if (!(await managesAccount(db, account, userId))) {
    throw new AppError('FORBIDDEN', { account: BILLING_MESSAGES.noAccount });
  }
}
