import { AppError } from '../../errors';
import type { AuthDeps } from './deps';
import { findClassInvitation, type ClassInvitation } from './invitations';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * The class a code opens, or null; misses are counted per IP address so codes cannot be
 * guessed at speed (CLASS_CODE_LIMIT). Past the limit, a 429 names `field`.
 */
export async function lookUpInvitation(
  { db, codeLimiter }: Pick<AuthDeps, 'db' | 'codeLimiter'>,
  { code, ip, field }: { code: string | undefined; ip: string; field: string },
): Promise<ClassInvitation | null> {
  const wait = await codeLimiter.blockedForMinutes(ip);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', { [field]: AUTH_MESSAGES.tooManyAttempts(wait) });
  }
  const invitation = await findClassInvitation(db, code);
  if (!invitation) await codeLimiter.recordFailure(ip);
  return invitation;
}
