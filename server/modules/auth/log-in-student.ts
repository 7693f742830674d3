import { PATHS } from '../../../common/routes';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { verifyPassword } from '../../lib/passwords';
import { isLoginCodeExpired } from '../roster/login-codes';
import { areaOf, targetUrl } from './areas';
import type { AuthDeps } from './deps';
import { startStudentSession } from './start-session';
import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { LOGIN_CODE_MESSAGES } from '../../../common/classroom/messages';
import { studentSignInRefusal } from '../billing/paused-students';

export type StudentLogIn =
  | { kind: 'student'; token: string; url: string }
  | { kind: 'set_password'; token: string; url: string };

/**
 * Username or email, with the student's password or a teacher-issued login code, within the
 * failed-login limits. A login code leads to set-password: a set token instead of a session.
 */
export async function logInStudent(
  { db, sessions, limiter }: Pick<AuthDeps, 'db' | 'sessions' | 'limiter'>,
  input: { email: string; password: string; app?: string | undefined },
  ip: string,
): Promise<StudentLogIn> {
  const identifier = input.email.trim().toLowerCase();
  const limitKey = `student:${identifier}`;
  const wait = await limiter.blockedForMinutes(limitKey, ip);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', { email: AUTH_MESSAGES.tooManyAttempts(wait) });
  }
  const student = await db
    .selectFrom('students')
    .select(['id', 'password_hash', 'login_code_hash', 'login_code_expires_at'])
    .where((eb) => eb.or([eb('username', '=', identifier), eb('email', '=', identifier)]))
    .executeTakeFirst();
  if (student && (await verifyPassword(student.password_hash, input.password))) {
    await limiter.recordSuccess(limitKey, ip);
    // A paused billing account: students beyond its first five wait (issue 16, point 3).
    const paused = await studentSignInRefusal(db, student.id);
    if (paused) throw new AppError('FORBIDDEN', { email: paused });
    const token = await startStudentSession(sessions, student.id);
    await writeAudit(db, {
      action: 'student_login',
      actorType: 'student',
      actorId: student.id,
      targetType: 'student',
      targetId: student.id,
      ip,
    });
    return { kind: 'student', token, url: targetUrl(input.app, areaOf('student')) };
  }
  const codeMatches =
    student?.login_code_hash != null &&
    (await verifyPassword(student.login_code_hash, input.password));
  if (student && codeMatches && !isLoginCodeExpired(student.login_code_expires_at)) {
    await limiter.recordSuccess(limitKey, ip);
    const paused = await studentSignInRefusal(db, student.id);
    if (paused) throw new AppError('FORBIDDEN', { email: paused });
    const { token } = await sessions.create({
      kind: 'set_password',
      subjectType: 'student',
      subjectId: student.id,
    });
    return { kind: 'set_password', token, url: PATHS.studentSetPassword };
  }
  if (!student) await verifyPassword(null, input.password);
  await limiter.recordFailure(limitKey, ip);
  // The right code, past its date: say so, and where a new one comes from.
  throw new AppError('UNAUTHORIZED', {
    email: codeMatches ? LOGIN_CODE_MESSAGES.expired : AUTH_MESSAGES.invalidCredentials,
  });
}
