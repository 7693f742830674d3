import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { STANDARD_IS_ON, type BillingMemberRole } from '../../../common/billing/plans';
import { SCHOOL_BILLING_MESSAGES as MESSAGES } from '../../../common/copy/billing-school';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { lockAccount, smallClassAccount, type BillingAccount } from '../billing/billing-accounts';
import { recountSeats } from '../billing/count-seats';
import { cancelAtPeriodEnd } from '../billing/subscription';
import { listOfNames, managersOf } from './people';

/**
 * Joining and leaving a school's or parish's account (issue 16, point 1). A teacher's classes
 * move with them, so both accounts are counted again in the same transaction, under the school
 * account's row lock: a join and a removal of the same account never interleave. Nobody's
 * students or work change; only which account they count to.
 */

/** Adds the teacher to the (locked) account; 409 when they are already in another one. */
async function addMember(
  trx: Kysely<Database>,
  account: BillingAccount,
  input: { userId: string; role: BillingMemberRole; addedBy: string; now: Date },
): Promise<void> {
  if (account.status === 'paused') {
    // Joining a paused account would lock the joining teacher's students out at sign-in.
    throw new AppError('CONFLICT', { account: MESSAGES.joinPaused(account.name) });
  }
  const inserted = await trx
    .insertInto('billing_account_members')
    .values({
      user_id: input.userId,
      account_id: account.id,
      role: input.role,
      added_by: input.addedBy,
      added_at: input.now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 1n) > 0n) return;
  const existing = await trx
    .selectFrom('billing_account_members')
    .innerJoin('billing_accounts', 'billing_accounts.id', 'billing_account_members.account_id')
    .select(['billing_accounts.id', 'billing_accounts.name'])
    .where('billing_account_members.user_id', '=', input.userId)
    .executeTakeFirstOrThrow();
  // Accepting twice (a double click, a retry) is the same join.
  if (existing.id === account.id) return;
  throw new AppError('CONFLICT', { account: MESSAGES.alreadyMember(existing.name) });
}

/** The teacher's own account, counted again now that their classes count elsewhere (or back). */
async function recountOwnAccount(trx: Kysely<Database>, userId: string, now: Date) {
  const own = await trx
    .selectFrom('billing_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (own) await recountSeats(trx, own.id, now);
}

/**
 * After a teacher joins a school's account, Standard they paid for themselves ends with its
 * current period instead of renewing: the school pays from now on, and charges are final, so
 * nothing is refunded and nothing is charged twice in a later period.
 */
async function endOwnStandard(app: FastifyInstance, userId: string, now: Date): Promise<void> {
  const own = await app.db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (
    !own?.provider_subscription_id ||
    own.plan !== 'standard' ||
    own.cancel_at_period_end === 1 ||
    !STANDARD_IS_ON.has(own.status)
  ) {
    return;
  }
  await cancelAtPeriodEnd(app, own, now);
}

/** Sets up the account of the caller's remembered school, with the caller as its manager. */
export async function setUpSchoolAccount(
  app: FastifyInstance,
  input: { userId: string; kind: 'school' | 'parish'; billingEmail: string; now: Date },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .leftJoin('schools', 'schools.id', 'users.school_id')
      .select(['users.school_id', 'schools.name as school_name'])
      .where('users.id', '=', input.userId)
      .executeTakeFirstOrThrow();
    if (!user.school_id || !user.school_name) {
      throw new AppError('BAD_REQUEST', { school: MESSAGES.noSchool });
    }
    const id = crypto.randomUUID();
    const made = await trx
      .insertInto('billing_accounts')
      .values(
        smallClassAccount(
          {
            id,
            kind: input.kind,
            user_id: null,
            school_id: user.school_id,
            name: user.school_name,
            billing_email: input.billingEmail.toLowerCase(),
          },
          input.now,
        ),
      )
      .onConflict((conflict) => conflict.column('school_id').doNothing())
      .executeTakeFirst();
    if ((made.numInsertedOrUpdatedRows ?? 1n) === 0n) {
      const taken = await trx
        .selectFrom('billing_accounts')
        .select('id')
        .where('school_id', '=', user.school_id)
        .executeTakeFirstOrThrow();
      const managers = listOfNames((await managersOf(trx, taken.id)).map((person) => person.name));
      throw new AppError('CONFLICT', {
        account: MESSAGES.alreadyHasAccount(user.school_name, managers),
      });
    }
    const account = await lockAccount(trx, id);
    await addMember(trx, account, { ...input, role: 'manager', addedBy: input.userId });
    await recountSeats(trx, id, input.now);
    await recountOwnAccount(trx, input.userId, input.now);
  });
  await endOwnStandard(app, input.userId, input.now);
}

/** The invited teacher joins: the invitation must be to their own email. */
export async function acceptInvitation(
  app: FastifyInstance,
  input: { userId: string; email: string; invitationId: string; now: Date },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('billing_account_invitations')
      .selectAll()
      .where('id', '=', input.invitationId)
      .where('email', '=', input.email.toLowerCase())
      .executeTakeFirst();
    if (!invitation) throw new AppError('NOT_FOUND', { invitation: MESSAGES.invitationNotFound });
    const account = await lockAccount(trx, invitation.account_id);
    await addMember(trx, account, {
      userId: input.userId,
      role: invitation.role,
      addedBy: invitation.invited_by ?? input.userId,
      now: input.now,
    });
    await trx.deleteFrom('billing_account_invitations').where('id', '=', invitation.id).execute();
    await recountSeats(trx, account.id, input.now);
    await recountOwnAccount(trx, input.userId, input.now);
  });
  await endOwnStandard(app, input.userId, input.now);
}

/**
 * A manager removes a teacher, or a teacher leaves (`userId` is the caller's own). The last
 * manager stays: an account nobody manages could never be paid.
 */
export async function removeMember(
  app: FastifyInstance,
  input: { callerId: string; userId: string; now: Date },
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const caller = await trx
      .selectFrom('billing_account_members')
      .select(['account_id', 'role'])
      .where('user_id', '=', input.callerId)
      .executeTakeFirst();
    if (!caller) throw new AppError('NOT_FOUND', { member: MESSAGES.memberNotFound });
    if (input.userId !== input.callerId && caller.role !== 'manager') {
      throw new AppError('FORBIDDEN', { member: MESSAGES.notManager });
    }
    await lockAccount(trx, caller.account_id);
    const member = await trx
      .selectFrom('billing_account_members')
      .select('role')
      .where('user_id', '=', input.userId)
      .where('account_id', '=', caller.account_id)
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', { member: MESSAGES.memberNotFound });
    if (member.role === 'manager') {
      const managers = await trx
        .selectFrom('billing_account_members')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('account_id', '=', caller.account_id)
        .where('role', '=', 'manager')
        .executeTakeFirstOrThrow();
      if (Number(managers.count) <= 1) {
        throw new AppError('CONFLICT', { member: MESSAGES.lastManager });
      }
    }
    await trx
      .deleteFrom('billing_account_members')
      .where('user_id', '=', input.userId)
      .where('account_id', '=', caller.account_id)
      .execute();
    await recountSeats(trx, caller.account_id, input.now);
    await recountOwnAccount(trx, input.userId, input.now);
  });
}
