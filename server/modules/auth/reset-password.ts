import type { AdultSessionAnswer } from '../../../common/schemas/auth';
import { PATHS } from '../../../common/routes';
import { passwordChangedTemplate } from '../../adapters/email/templates/password-changed';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { areaOf } from './areas';
import type { AuthDeps } from './deps';
import { consumeVerificationCode } from './verification-codes';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * An adult's reset link sets a new password (teacher_set_password): every other session ends,
 * the address counts as confirmed, the owner is told by email, and a new session starts.
 */
export async function resetPassword(
  { db, sessions, email, link }: Pick<AuthDeps, 'db' | 'sessions' | 'email' | 'link'>,
  input: { c: string; password: string },
  ip: string,
): Promise<AdultSessionAnswer> {
  const passwordHash = await hashPassword(input.password);
  const consumed = await consumeVerificationCode(db, { purpose: 'reset_password', code: input.c });
  if (!consumed || consumed.subjectType !== 'user') {
    throw new AppError('BAD_REQUEST', { c: AUTH_MESSAGES.resetInvalid });
  }
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
      resetLink: link(PATHS.forgotPassword),
    }),
  });
  return { t: token, url: areaOf(user.account_type) };
}
