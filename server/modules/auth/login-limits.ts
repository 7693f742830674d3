import { createHash } from 'node:crypto';
import type { RateLimitStore } from '../../lib/rate-limit';

/**
 * Failed sign-ins (teachers, parents and students), counted in fixed 15-minute windows. A whole
 * school signs in from one address, so the address alone must not decide who may sign in:
 * - one account, from any address: `perAccount` failures make it wait out the window
 *   everywhere (GUIDE §6; the window always ends, so nobody is locked out for good);
 * - one account from one address: `perAccountAndAddress` failures make it wait there, so a
 *   single source cannot use up the account's own allowance on its own;
 * - one address, across accounts: `perAddress` failures mark it as spraying guesses. From then
 *   until the window ends it may only sign in to accounts that already signed in from it
 *   (within `knownAddressMs`): their owners (the school's pupils and teachers) still get in
 *   with a correct password, while guesses at any other account are refused unchecked, so
 *   the ceiling stops spraying instead of just changing the answer to a correct guess.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perAccountAndAddress: 5,
  perAddress: 100,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export type LoginLimits = { [Name in keyof typeof LOGIN_LIMITS]: number };

export interface LoginLimiterOptions {
  store: RateLimitStore;
  limits?: LoginLimits;
}

/** Account and address together, hashed: short enough for any key, and no address kept in clear. */
const pairDigest = (account: string, ip: string) =>
  createHash('sha256').update(`${account}\n${ip}`).digest('hex');

/** The failed-login limits of LOGIN_LIMITS, per account, per account and address, per address. */
export function createLoginLimiter({ store, limits = LOGIN_LIMITS }: LoginLimiterOptions) {
  const { windowMs } = limits;
  const keys = (account: string, ip: string) => {
    const pair = pairDigest(account, ip);
    return {
      account: `login:acct:${account}`,
      pair: `login:pair:${pair}`,
      address: `login:ip:${ip}`,
      known: `login:known:${pair}`,
    };
  };
  return {
    /** Minutes until another attempt is allowed, or 0 when attempts are allowed now. */
    async blockedForMinutes(account: string, ip: string, now = Date.now()): Promise<number> {
      const key = keys(account, ip);
      const [byAccount, byPair, byAddress] = await Promise.all([
        store.peek(key.account, windowMs, now),
        store.peek(key.pair, windowMs, now),
        store.peek(key.address, windowMs, now),
      ]);
      let resetAt = 0;
      if (byAccount.count >= limits.perAccount) resetAt = byAccount.resetAt;
      if (byPair.count >= limits.perAccountAndAddress) resetAt = Math.max(resetAt, byPair.resetAt);
      if (byAddress.count >= limits.perAddress && !(await store.remembers(key.known, now))) {
        resetAt = Math.max(resetAt, byAddress.resetAt);
      }
      return resetAt === 0 ? 0 : Math.max(1, Math.ceil((resetAt - now) / 60_000));
    },
    async recordFailure(account: string, ip: string, now = Date.now()): Promise<void> {
      const key = keys(account, ip);
      for (const name of [key.account, key.pair, key.address]) await store.hit(name, windowMs, now);
    },
    /**
     * The owner got in from `ip`: their own slips there are forgiven and the address becomes
     * one of theirs. The account's counter stays, so guesses made elsewhere still count.
     */
    async recordSuccess(account: string, ip: string, now = Date.now()): Promise<void> {
      const key = keys(account, ip);
      await store.reset(key.pair, windowMs, now);
      await store.remember(key.known, limits.knownAddressMs, now);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
