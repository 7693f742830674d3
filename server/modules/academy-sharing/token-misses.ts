import type { FastifyInstance } from 'fastify';
import { SHARING_LIMITS } from '../../../common/academy/sharing';
import { SHARING_MESSAGES } from '../../../common/academy/sharing-messages';
import { AppError } from '../../errors';

const keyOf = (ip: string) => `academy-join-token:ip:${ip}`;

/**
 * Join links and invitations are found by their token alone, so wrong tokens are counted per
 * IP address in the shared rate-limit store; over the limit, every token is refused before the
 * lookup, so guessing stays hopeless (the tokens carry 192 and 256 bits anyway).
 */
export async function refuseTokenGuessers(app: FastifyInstance, ip: string, now: number) {
  const { max, windowMs } = SHARING_LIMITS.tokenMisses;
  const { count } = await app.rateLimitStore.peek(keyOf(ip), windowMs, now);
  if (count >= max) {
    throw new AppError('TOO_MANY_REQUESTS', { token: SHARING_MESSAGES.tooManyAttempts });
  }
}

/** Counts one wrong token from `ip`. */
export async function countTokenMiss(app: FastifyInstance, ip: string, now: number) {
  await app.rateLimitStore.hit(keyOf(ip), SHARING_LIMITS.tokenMisses.windowMs, now);
}
