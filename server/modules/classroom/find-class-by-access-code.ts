import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { CLASSROOM_MESSAGES } from '../../../common/classroom/messages';

/** Wrong Access Codes allowed per IP address and window: enough for typos, too few to guess. */
export const ACCESS_CODE_MISSES = { max: 20, windowMs: 15 * 60 * 1000 } as const;

/**
 * The class with this Access Code (already normalised to 5 uppercase characters). Misses are
 * counted per IP address in the shared rate-limit store, and a caller over the limit is
 * refused before the lookup (GUIDE §6: class-code lookups are rate-limited per IP).
 */
export async function findClassByAccessCode(app: FastifyInstance, code: string, ip: string) {
  const key = `classroom-access-code:ip:${ip}`;
  const { windowMs, max } = ACCESS_CODE_MISSES;
  const { count } = await app.rateLimitStore.peek(key, windowMs, Date.now());
  if (count >= max) {
    throw new AppError('TOO_MANY_REQUESTS', { code: CLASSROOM_MESSAGES.tooManyCodeAttempts });
  }
  const found = await app.db
    .selectFrom('classes')
    .select(['id', 'title'])
    .where('access_code', '=', code)
    .executeTakeFirst();
  if (found) return found;
  await app.rateLimitStore.hit(key, windowMs, Date.now());
  throw new AppError('BAD_REQUEST', { code: CLASSROOM_MESSAGES.accessCodeInvalid });
}
