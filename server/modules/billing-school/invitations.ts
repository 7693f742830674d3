import type { FastifyInstance } from 'fastify';
import type { BillingMemberRole } from '../../../common/billing/plans';
import { SCHOOL_BILLING_MESSAGES as MESSAGES } from '../../../common/copy/billing-school';
import { BILLING_PAGES } from '../../../common/schemas/billing';
import { schoolInvitationTemplate } from '../../adapters/email/templates/school-invitation';
import { AppError } from '../../errors';
import { fullName } from './people';

/** Invitations not yet answered, per account: enough for a school, and a bound on email sent. */
export const MAX_PENDING_INVITATIONS = 200;

/** The school account the caller manages; 403 for a member, 404 for a teacher in none. */
export async function accountManagedBy(app: FastifyInstance, userId: string) {
  const row = await app.db
    .selectFrom('billing_account_members')
    .innerJoin('billing_accounts', 'billing_accounts.id', 'billing_account_members.account_id')
    .select([
      'billing_accounts.id',
      'billing_accounts.name',
      'billing_accounts.kind',
      'billing_account_members.role',
    ])
    .where('billing_account_members.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { member: MESSAGES.memberNotFound });
  if (row.role !== 'manager') throw new AppError('FORBIDDEN', { member: MESSAGES.notManager });
  return { ...row, kind: row.kind as 'school' | 'parish' };
}

/**
 * A manager invites a teacher by email (issue 16, point 1). Inviting the same address again
 * sends again with the role now chosen (one open invitation per account and email). The
 * teacher answers on their billing page after signing in with that address.
 */
export async function inviteTeacher(
  app: FastifyInstance,
  input: {
    userId: string;
    email: string;
    role: BillingMemberRole;
    now: Date;
    publicBaseUrl: string;
  },
): Promise<void> {
  const account = await accountManagedBy(app, input.userId);
  const email = input.email.toLowerCase();
  const inAccount = await app.db
    .selectFrom('billing_account_members')
    .innerJoin('users', 'users.id', 'billing_account_members.user_id')
    .select(['users.id'])
    .where('billing_account_members.account_id', '=', account.id)
    .where('users.email', '=', email)
    .executeTakeFirst();
  if (inAccount) {
    throw new AppError('CONFLICT', {
      email: inAccount.id === input.userId ? MESSAGES.inviteSelf : MESSAGES.inviteMember(email),
    });
  }
  const pending = await app.db
    .selectFrom('billing_account_invitations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  if (Number(pending.count) >= MAX_PENDING_INVITATIONS) {
    throw new AppError('CONFLICT', { email: MESSAGES.tooManyPending(MAX_PENDING_INVITATIONS) });
  }
  const at = input.now.toISOString();
  await app.db
    .insertInto('billing_account_invitations')
    .values({
      id: crypto.randomUUID(),
      account_id: account.id,
      email,
      role: input.role,
      invited_by: input.userId,
      created_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['account_id', 'email'])
        .doUpdateSet({ role: input.role, invited_by: input.userId, created_at: at }),
    )
    .execute();
  const inviter = await app.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  const message = schoolInvitationTemplate({
    by: fullName(inviter),
    accountName: account.name,
    kind: account.kind,
    billingLink: `${input.publicBaseUrl}${BILLING_PAGES.billing}`,
  });
  await app.email.send({ to: email, ...message }).catch((error: unknown) => {
    app.log.error({ err: error, accountId: account.id }, 'School invitation not sent');
  });
}

/** A manager withdraws an invitation of their account. */
export async function withdrawInvitation(
  app: FastifyInstance,
  input: { userId: string; invitationId: string },
): Promise<void> {
  const account = await accountManagedBy(app, input.userId);
  const gone = await app.db
    .deleteFrom('billing_account_invitations')
    .where('id', '=', input.invitationId)
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  if (gone.numDeletedRows === 0n) {
    throw new AppError('NOT_FOUND', { invitation: MESSAGES.invitationNotFound });
  }
}

/** The invited teacher declines: the invitation must be to their own email. */
export async function declineInvitation(
  app: FastifyInstance,
  input: { email: string; invitationId: string },
): Promise<void> {
  const gone = await app.db
    .deleteFrom('billing_account_invitations')
    .where('id', '=', input.invitationId)
    .where('email', '=', input.email.toLowerCase())
    .executeTakeFirst();
  if (gone.numDeletedRows === 0n) {
    throw new AppError('NOT_FOUND', { invitation: MESSAGES.invitationNotFound });
  }
}
