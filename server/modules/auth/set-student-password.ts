import type { StudentSessionAnswer } from '../../../common/schemas/auth';
import { PATHS } from '../../../common/routes';
import { passwordChangedTemplate } from '../../adapters/email/templates/password-changed';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { setPasswordUsingLoginCode } from '../roster/login-codes';
import { areaOf } from './areas';
import type { AuthDeps } from './deps';
import { startStudentSession } from './start-session';
import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { LOGIN_CODE_MESSAGES } from '../../../common/classroom/messages';

/**
 * The set-password step (after a login code or a reset link): the password is set once, the
 * login code it came from is used up, every other session of the student ends and a new one
 * starts.
 */
export async function setStudentPassword(
  { db, sessions, email, link }: Pick<AuthDeps, 'db' | 'sessions' | 'email' | 'link'>,
  { setToken, password }: { setToken: string | undefined; password: string },
): Promise<StudentSessionAnswer> {
  const session = await sessions.lookup(setToken);
  if (!session || session.kind !== 'set_password' || session.impersonatorId) {
    throw new AppError('UNAUTHORIZED', { confirmPassword: AUTH_MESSAGES.sessionEnded });
  }
  const student = await db
    .selectFrom('students')
    .select(['first_name', 'email', 'password_hash', 'login_code_hash'])
    .where('id', '=', session.subjectId)
    .executeTakeFirst();
  if (!student) {
    throw new AppError('UNAUTHORIZED', { confirmPassword: AUTH_MESSAGES.sessionEnded });
  }
  const changed = await setPasswordUsingLoginCode(db, {
    studentId: session.subjectId,
    passwordHash: await hashPassword(password),
    loginCodeHash: student.login_code_hash,
  });
  if (!changed) throw new AppError('CONFLICT', { confirmPassword: LOGIN_CODE_MESSAGES.used });
  await sessions.revokeAllFor('student', session.subjectId);
  const token = await startStudentSession(sessions, session.subjectId);
  await writeAudit(db, {
    action: 'student_password_set',
    actorType: 'student',
    actorId: session.subjectId,
    targetType: 'student',
    targetId: session.subjectId,
  });
  // A changed password (not the first one chosen after a login code) is announced, so the
  // owner notices a change they did not make.
  if (student.email && student.password_hash) {
    await email.send({
      to: student.email,
      ...passwordChangedTemplate({
        firstName: student.first_name,
        resetLink: link(PATHS.studentForgotPassword),
      }),
    });
  }
  return { st: token, url: areaOf('student') };
}
