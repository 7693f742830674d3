import { PATHS } from '../../../common/routes';
import { LINK_LIFETIME_HOURS } from '../../adapters/email/templates/layout';
import { resetPasswordTemplate } from '../../adapters/email/templates/reset-password';
import type { AuthDeps } from './deps';
import { HOUR_MS, issueVerificationCode } from './verification-codes';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * forgot?student=true: a student with an email address (found by email or username) gets a
 * set-password link; everyone gets the same answer.
 */
export async function requestStudentPasswordReset(
  { db, email, link }: Pick<AuthDeps, 'db' | 'email' | 'link'>,
  identifier: string,
): Promise<{ message: string }> {
  const wanted = identifier.trim().toLowerCase();
  const student = await db
    .selectFrom('students')
    .select(['id', 'first_name', 'email'])
    .where((eb) => eb.or([eb('email', '=', wanted), eb('username', '=', wanted)]))
    .executeTakeFirst();
  if (student?.email) {
    const code = await issueVerificationCode(db, {
      purpose: 'student_reset_password',
      subjectType: 'student',
      subjectId: student.id,
      lifetimeMs: LINK_LIFETIME_HOURS.resetPassword * HOUR_MS,
    });
    const query = new URLSearchParams({ c: code });
    await email.send({
      to: student.email,
      ...resetPasswordTemplate({
        link: link(`${PATHS.studentSetPassword}?${query.toString()}`),
      }),
    });
  }
  return { message: AUTH_MESSAGES.forgotSent };
}
