import type { ConfirmEmailAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { hashToken } from '../../lib/tokens';
import { acceptInvitationsToConfirmedAddress } from '../classroom/accept-parent-invitation';
import { admitsAccount } from '../../access/site-accounts';
import type { AuthDeps } from './deps';
import { normaliseEmail } from './find-user';
import { startUserSession } from './start-session';
import { consumeVerificationCode } from './verification-codes';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * The link of the confirmation email: the code must be for this address. The account is
 * confirmed and signed in, and a parent's invitations sent to the address are taken.
 */
export async function confirmEmail(
  { db, sessions, site, pages }: Pick<AuthDeps, 'db' | 'sessions' | 'site' | 'pages'>,
  input: { e: string; c: string },
): Promise<ConfirmEmailAnswer> {
  const now = new Date();
  const invalid = () => new AppError('BAD_REQUEST', { c: AUTH_MESSAGES.confirmationInvalid });
  const row = await db
    .selectFrom('verification_codes')
    .innerJoin('users', 'users.id', 'verification_codes.subject_id')
    .select(['users.email as email', 'users.account_type as account_type'])
    .where('verification_codes.code_hash', '=', hashToken(input.c))
    .executeTakeFirst();
  if (!row || row.email !== normaliseEmail(input.e)) throw invalid();
  // A link is for the site that sent it: an account this site does not admit cannot use it.
  if (!admitsAccount(site, row.account_type)) throw invalid();
  const consumed = await consumeVerificationCode(db, {
    purpose: 'confirm_email',
    code: input.c,
    now,
  });
  if (!consumed || consumed.subjectType !== 'user') throw invalid();
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', consumed.subjectId)
    .where('email_confirmed_at', 'is', null)
    .execute();
  const user = await db
    .selectFrom('users')
    .select(['id', 'account_type'])
    .where('id', '=', consumed.subjectId)
    .executeTakeFirstOrThrow();
  const token = await startUserSession(sessions, user.id, undefined, site);
  await writeAudit(db, {
    action: 'email_confirmed',
    actorType: 'user',
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
  });
  if (user.account_type === 'parent') await acceptInvitationsToConfirmedAddress(db, user.id);
  return {
    t: token,
    url: pages.areaOf(user.account_type),
    message: AUTH_MESSAGES.emailConfirmed,
  };
}
