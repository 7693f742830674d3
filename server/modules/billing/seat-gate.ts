import type { Kysely } from 'kysely';
import { planChoiceFor, type PlanChoice } from '../../../common/billing/choice';
import { BILLING_RULES } from '../../../common/billing/plans';
import { BILLING_MESSAGES } from '../../../common/copy/billing';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { accountForClass, lockAccount, type BillingAccount } from './billing-accounts';
import { countSeats } from './count-seats';

/**
 * The one seat gate (issue 16, point 2; decision 0022). Every path that seats students in a
 * class calls it inside its own transaction, before it writes `class_students`. It locks the
 * class's billing account, counts the distinct students the account would have after the
 * change, and either records the new count or throws PAYMENT_REQUIRED (402) with the priced
 * choice. The caller's transaction then rolls back: nothing is seated and nobody already seated
 * is touched. Concurrent seatings of one account queue on the lock, so the seats never pass
 * what the plan allows.
 */
export async function seatStudents(
  trx: Kysely<Database>,
  input: { classId: string; studentIds: readonly string[]; now?: Date },
): Promise<{ account: BillingAccount; seats: number }> {
  const now = input.now ?? new Date();
  const resolved = await accountForClass(trx, input.classId, now);
  const account = await lockAccount(trx, resolved.id);
  const { current, after } = await countSeats(trx, account, input.studentIds);
  const refusal = after > current ? refusalFor(account, after) : null;
  if (refusal) {
    const planChoice = planChoiceFor({
      seats: after,
      currentSeats: current,
      trialAvailable: account.trial_used === 0,
      reason: refusal,
    });
    throw new AppError('PAYMENT_REQUIRED', { plan: messageFor(refusal) }, { planChoice });
  }
  await trx
    .updateTable('billing_accounts')
    .set({
      seats_counted: after,
      seats_counted_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', account.id)
    .execute();
  return { account: { ...account, seats_counted: after }, seats: after };
}

/**
 * Why an account may not grow to `seats`, or null when it may. Standard (trialing, active, or
 * with an invoice not yet 30 days overdue) takes every student: monthly accounts are billed
 * for additions on the next invoice, annual ones within their buffer and then by one true-up.
 */
function refusalFor(account: BillingAccount, seats: number): PlanChoice['reason'] | null {
  if (seats <= BILLING_RULES.freeSeats) return null;
  switch (account.status) {
    case 'trialing':
    case 'active':
    case 'past_due':
      return null;
    case 'paused':
      return 'paused';
    case 'canceled':
      return 'canceled';
    case 'free':
      return 'small_class_limit';
  }
}

function messageFor(reason: PlanChoice['reason']): string {
  if (reason === 'paused') return BILLING_MESSAGES.paused;
  if (reason === 'canceled') return BILLING_MESSAGES.canceled;
  return BILLING_MESSAGES.planRequired;
}
