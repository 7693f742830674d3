import { PATHS } from '../../../common/routes';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { AuthDeps } from './deps';
import { consumeVerificationCode } from './verification-codes';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * POST /api/auth/student_reset_code: a reset link's code becomes a set-password token, which
 * replaces the one the browser held (`replacedToken`, cookie set): a fresh start.
 */
export async function exchangeStudentResetCode(
  { db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>,
  { code, replacedToken, ip }: { code: string; replacedToken: string | undefined; ip: string },
): Promise<{ token: string; url: string }> {
  const consumed = await consumeVerificationCode(db, { purpose: 'student_reset_password', code });
  if (!consumed || consumed.subjectType !== 'student') {
    throw new AppError('BAD_REQUEST', { c: AUTH_MESSAGES.resetInvalid });
  }
  // The link came to the student's address, so the address is proven (issue 15 point 8).
  await db
    .updateTable('students')
    .set({ email_verified_at: new Date().toISOString() })
    .where('id', '=', consumed.subjectId)
    .where('email_verified_at', 'is', null)
    .execute();
  const { token } = await sessions.create({
    kind: 'set_password',
    subjectType: 'student',
    subjectId: consumed.subjectId,
  });
  await writeAudit(db, {
    action: 'student_reset_code_used',
    actorType: 'student',
    actorId: consumed.subjectId,
    targetType: 'student',
    targetId: consumed.subjectId,
    ip,
  });
  await sessions.revokeToken(replacedToken);
  return { token, url: PATHS.studentSetPassword };
}
