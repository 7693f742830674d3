import type { AdultSessionAnswer } from '../../../common/schemas/auth';
import { AppError } from '../../errors';
import { areaOf, targetUrl } from './areas';
import type { AuthDeps } from './deps';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/** Sign-in without a password: a live adult session gets a fresh token and its area. */
export async function logInWithSession(
  { db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>,
  { token, app }: { token: string | undefined; app: string | undefined },
): Promise<AdultSessionAnswer> {
  const session = await sessions.lookup(token);
  if (!session || session.kind !== 'user') {
    throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.sessionEnded });
  }
  const user = await db
    .selectFrom('users')
    .select(['account_type'])
    .where('id', '=', session.subjectId)
    .executeTakeFirst();
  if (!user) throw new AppError('UNAUTHORIZED', { email: AUTH_MESSAGES.sessionEnded });
  const rotated = await sessions.rotate(session);
  return { t: rotated.token, url: targetUrl(app, areaOf(user.account_type)) };
}
