import type { AdultSessionAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { verifyPassword } from '../../lib/passwords';
import { sendConfirmation } from './account-emails';
import { areaOf, targetUrl } from './areas';
import type { AuthDeps } from './deps';
import { findUserByEmail, normaliseEmail } from './find-user';
import { startUserSession } from './start-session';
import { AUTH_MESSAGES } from '../../../common/auth/messages';
import { ACADEMY_AUTH_MESSAGES } from '../../../common/copy/academy-auth';
import { admitsAccount } from '../../access/site-accounts';

/**
 * A teacher, parent or admin signs in with email and password, within the failed-login limits.
 * A wrong password and an unknown address answer alike after one argon2 verification each; an
 * unconfirmed address gets a new confirmation link instead of a session.
 */
export async function logIn(
  deps: Pick<AuthDeps, 'db' | 'sessions' | 'email' | 'limiter' | 'link' | 'pages'>,
  input: { email: string; password: string; app?: string | undefined },
  context: { ip: string; replacedToken?: string | undefined },
): Promise<AdultSessionAnswer> {
  const { db, sessions, limiter } = deps;
  const address = normaliseEmail(input.email);
  const wait = await limiter.blockedForMinutes(address, context.ip);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', { email: AUTH_MESSAGES.tooManyAttempts(wait) });
  }
  const user = await findUserByEmail(db, address);
  const matches = await verifyPassword(user?.password_hash, input.password);
  if (!user || !matches) {
    await limiter.recordFailure(address, context.ip);
    throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.invalidCredentials });
  }
  await limiter.recordSuccess(address, context.ip);
  // One Lectio identity, two apps: a participant's account is the Academy's only.
  if (!admitsAccount('journals', user.account_type)) {
    throw new AppError('FORBIDDEN', { email: ACADEMY_AUTH_MESSAGES.academyAccountOnJournals });
  }
  if (!user.email_confirmed_at) {
    await sendConfirmation(deps, user);
    throw new AppError('FORBIDDEN', { email: AUTH_MESSAGES.confirmFirst });
  }
  const token = await startUserSession(sessions, user.id, context.replacedToken);
  await writeAudit(db, {
    action: 'login',
    actorType: 'user',
    actorId: user.id,
    targetType: 'user',
    targetId: user.id,
    ip: context.ip,
  });
  return { t: token, url: targetUrl(input.app, areaOf(user.account_type)) };
}
