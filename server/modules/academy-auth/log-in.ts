import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { ACADEMY_AUTH_MESSAGES, type AcademyRole } from '../../../common/copy/academy-auth';
import type { AcademySessionAnswer } from '../../../common/schemas/academy-auth';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { verifyPassword } from '../../lib/passwords';
import { sendConfirmation } from '../auth/account-emails';
import type { AuthDeps } from '../auth/deps';
import { findStudentPasswordByEmail } from './find-student-password';
import { findUserByEmail, normaliseEmail, type UserRow } from '../auth/find-user';
import { startUserSession } from '../auth/start-session';

/** A participant aged 13 to 17 whose parent or guardian has not consented yet. */
export const awaitsGuardian = (user: Pick<UserRow, 'guardian_email' | 'guardian_consented_at'>) =>
  user.guardian_email !== null && user.guardian_consented_at === null;

/**
 * Sign-in on the Academy (one Lectio identity): instructors are teacher accounts, with the
 * same email and password as on the Journals site; participants are participant accounts, and
 * a teacher may sign in on the participant page too. Within the same failed-login limits as
 * the Journals site. A wrong password and an unknown address answer alike after one argon2
 * verification each; only the holder of the right password learns why an account cannot sign
 * in here (a parent's or student's account, a participant waiting for consent, an address not
 * confirmed yet).
 */
export async function logInToAcademy(
  deps: Pick<AuthDeps, 'db' | 'sessions' | 'email' | 'limiter' | 'link' | 'pages' | 'site'>,
  input: { role: AcademyRole; email: string; password: string },
  context: { ip: string; replacedToken?: string | undefined },
): Promise<AcademySessionAnswer> {
  const { db, sessions, limiter } = deps;
  const address = normaliseEmail(input.email);
  const wait = await limiter.blockedForMinutes(address, context.ip);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', { email: AUTH_MESSAGES.tooManyAttempts(wait) });
  }
  const user = await findUserByEmail(db, address);
  // A student's address is checked too, so a student hears why, not "invalid password".
  const student = user ? undefined : await findStudentPasswordByEmail(db, address);
  const matches = await verifyPassword(
    user?.password_hash ?? student?.password_hash ?? undefined,
    input.password,
  );
  if (!matches) {
    await limiter.recordFailure(address, context.ip);
    throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.invalidCredentials });
  }
  await limiter.recordSuccess(address, context.ip);
  const refuse = (message: string, field = 'email') =>
    new AppError('FORBIDDEN', { [field]: message });
  if (!user) throw refuse(ACADEMY_AUTH_MESSAGES.studentsRefused);
  if (user.account_type === 'parent') throw refuse(ACADEMY_AUTH_MESSAGES.parentsRefused);
  if (input.role === 'instructor' && user.account_type === 'participant') {
    throw refuse(ACADEMY_AUTH_MESSAGES.participantNotInstructor);
  }
  // `guardian`: the page offers to send the consent email again.
  if (awaitsGuardian(user)) throw refuse(ACADEMY_AUTH_MESSAGES.awaitingGuardian, 'guardian');
  if (!user.email_confirmed_at) {
    await sendConfirmation(deps, user);
    throw refuse(AUTH_MESSAGES.confirmFirst);
  }
  const token = await startUserSession(sessions, user.id, context.replacedToken, deps.site);
  await writeAudit(db, {
    action: 'login',
    actorType: 'user',
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
    ip: context.ip,
    details: { site: deps.site, role: input.role },
  });
  // A teacher signing in on the participant page is there to take a course.
  return {
    t: token,
    url: deps.pages.areaOf(input.role === 'participant' ? 'participant' : user.account_type),
  };
}
