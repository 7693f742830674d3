import { AppError } from '../../errors';
import type { RateLimitStore } from '../../lib/rate-limit';
import { STORE_SERVER_MESSAGES } from '../../../common/store/messages';

/** Every book-code and child lookup per IP address: enough for a family, too few to crawl. */
export const STORE_LOOKUP_LIMIT = { max: 60, windowMs: 60_000 } as const;

/**
 * Failed lookups (a book code that matches nothing, a child search that finds no one), counted
 * like failed class codes: a few per quarter hour per address, and a ceiling for everyone.
 * Past the ceiling only addresses without a failure in the window may look up, so an attacker
 * spread over many addresses gets one guess each while a parent typing a correct code still
 * gets in. A 5-character code from 31 letters is one of 28.6 million; at these rates finding
 * any book takes weeks, not minutes.
 */
export const STORE_FAILURE_LIMIT = {
  perAddress: 10,
  everyone: 300,
  windowMs: 15 * 60_000,
} as const;

const EVERYONE = 'store-fail:all';
const addressKey = (ip: string) => `store-fail:ip:${ip}`;
const tooMany = (message: string) => new AppError('TOO_MANY_REQUESTS', { code: message });

export function createStoreLookupGuard(store: RateLimitStore) {
  const { perAddress, everyone, windowMs } = STORE_FAILURE_LIMIT;
  return {
    /** Refuses a lookup from an address that has failed too often, or while everyone has. */
    async admit(ip: string, now = Date.now()): Promise<void> {
      const lookups = await store.hit(`store-lookup:ip:${ip}`, STORE_LOOKUP_LIMIT.windowMs, now);
      if (lookups > STORE_LOOKUP_LIMIT.max) throw tooMany(STORE_SERVER_MESSAGES.tooManySearches);
      const mine = await store.peek(addressKey(ip), windowMs, now);
      if (mine.count >= perAddress) throw tooMany(STORE_SERVER_MESSAGES.tooManyWrongCodes);
      if (mine.count > 0 && (await store.peek(EVERYONE, windowMs, now)).count >= everyone) {
        throw tooMany(STORE_SERVER_MESSAGES.tooManyWrongCodes);
      }
    },
    async recordFailure(ip: string, now = Date.now()): Promise<void> {
      await store.hit(addressKey(ip), windowMs, now);
      await store.hit(EVERYONE, windowMs, now);
    },
  };
}
