import type { AdultSessionAnswer } from '../../../common/schemas/auth';
import { passwordChangedTemplate } from '../../adapters/email/templates/password-changed';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import type { AuthDeps } from './deps';
import { admitsAccount } from '../../access/site-accounts';
import { consumeVerificationCode, ownerOfCode } from './verification-codes';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * An adult's reset link sets a new password (teacher_set_password): every other session ends,
 * the address counts as confirmed, the owner is told by email, and a new session starts.
 */
export async function resetPassword(
  {
    db,
    sessions,
    email,
    link,
    pages,
    site,
  }: Pick<AuthDeps, 'db' | 'sessions' | 'email' | 'link' | 'pages' | 'site'>,
  input: { c: string; password: string },
  ip: string,
): Promise<AdultSessionAnswer> {
  const passwordHash = await hashPassword(input.password);
  const invalid = () => new AppError('BAD_REQUEST', { c: AUTH_MESSAGES.resetInvalid });
  // A link is for the site that sent it: an account this site does not admit cannot use it.
  const owner = await ownerOfCode(db, 'reset_password', input.c);
  if (owner && !admitsAccount(site, owner.account_type)) throw invalid();
  const consumed = await consumeVerificationCode(db, { purpose: 'reset_password', code: input.c });
  if (!consumed || consumed.subjectType !== 'user') throw invalid();
  const now = new Date().toISOString();
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', consumed.subjectId)
    .execute();
  // The link came to the address, so it is proven too.
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now })
    .where('id', '=', consumed.subjectId)
    .where('email_confirmed_at', 'is', null)
    .execute();
  await sessions.revokeAllFor('user', consumed.subjectId);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'account_type'])
    .where('id', '=', consumed.subjectId)
    .executeTakeFirstOrThrow();
  const { token } = await sessions.create({
    kind: 'user',
    subjectType: 'user',
    subjectId: user.id,
    site,
  });
  await writeAudit(db, {
    action: 'password_changed',
    actorType: 'user',
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
    ip,
  });
  await email.send({
    to: user.email,
    ...passwordChangedTemplate({
      firstName: user.first_name,
      resetLink: link(pages.forgotPassword),
    }),
  });
  return { t: token, url: pages.areaOf(user.account_type) };
}
