import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Counters of failed attempts in fixed windows. A window always ends, so a limit can slow an
 * attacker down but never locks the real owner out for good. Both stores are shared by every
 * instance: the database (default) or Redis (REDIS_URL).
 */
export interface RateLimitStore {
  /** Attempts counted in the current window for `key`, and when that window ends (ms epoch). */
  peek(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** Counts one attempt; answers the new count. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** Forgets `key` (a successful sign-in clears its account-and-address counter). */
  reset(key: string, windowMs: number, now: number): Promise<void>;
  /** Keeps a fact about `key` for `ttlMs` from `now` (an address a sign-in succeeded from). */
  remember(key: string, ttlMs: number, now: number): Promise<void>;
  /** Whether `key` is remembered at `now`. */
  remembers(key: string, now: number): Promise<boolean>;
}

const windowStart = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;
const windowKey = (key: string, now: number, windowMs: number) =>
  `${key}:${windowStart(now, windowMs)}`;

export function databaseRateLimitStore(db: Kysely<Database>): RateLimitStore {
  let lastSweep = 0;
  async function sweep(now: number) {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    await db
      .deleteFrom('rate_limit_counters')
      .where('expires_at', '<', new Date(now).toISOString())
      .execute();
  }
  return {
    async peek(key, windowMs, now) {
      const resetAt = windowStart(now, windowMs) + windowMs;
      const row = await db
        .selectFrom('rate_limit_counters')
        .select('count')
        .where('key', '=', windowKey(key, now, windowMs))
        .executeTakeFirst();
      return { count: row?.count ?? 0, resetAt };
    },
    async hit(key, windowMs, now) {
      await sweep(now);
      const resetAt = windowStart(now, windowMs) + windowMs;
      const row = await db
        .insertInto('rate_limit_counters')
        .values({
          key: windowKey(key, now, windowMs),
          count: 1,
          expires_at: new Date(resetAt).toISOString(),
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async reset(key, windowMs, now) {
      await db
        .deleteFrom('rate_limit_counters')
        .where('key', '=', windowKey(key, now, windowMs))
        .execute();
    },
    async remember(key, ttlMs, now) {
      await sweep(now);
      const expiresAt = new Date(now + ttlMs).toISOString();
      await db
        .insertInto('rate_limit_counters')
        .values({ key, count: 1, expires_at: expiresAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ expires_at: expiresAt }))
        .execute();
    },
    async remembers(key, now) {
      const row = await db
        .selectFrom('rate_limit_counters')
        .select('key')
        .where('key', '=', key)
        .where('expires_at', '>', new Date(now).toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

// Stryker disable all: the Redis store runs only against a real Redis (TEST_REDIS_URL), which the
// mutation run leaves out; its tests are the database store's, run on Redis in CI.
export function redisRateLimitStore(redis: Redis, prefix = 'lectio:rl:'): RateLimitStore {
  return {
    async peek(key, windowMs, now) {
      const value = await redis.get(prefix + windowKey(key, now, windowMs));
      return { count: Number(value ?? 0), resetAt: windowStart(now, windowMs) + windowMs };
    },
    async hit(key, windowMs, now) {
      const name = prefix + windowKey(key, now, windowMs);
      const ttl = windowStart(now, windowMs) + windowMs - now + 1000;
      const results = await redis.multi().incr(name).pexpire(name, ttl).exec();
      return Number(results?.[0]?.[1] ?? 0);
    },
    async reset(key, windowMs, now) {
      await redis.del(prefix + windowKey(key, now, windowMs));
    },
    async remember(key, ttlMs) {
      await redis.set(prefix + key, '1', 'PX', ttlMs);
    },
    async remembers(key) {
      return (await redis.exists(prefix + key)) === 1;
    },
  };
}
// Stryker restore all

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

export interface AttemptLimiterOptions {
  store: RateLimitStore;
  /** Keeps these counters apart from the login ones in the same store. */
  prefix: string;
  maxFailures: number;
  windowMs: number;
}

/**
 * Failed attempts per IP address for guessable codes (class invitations and Access Codes,
 * GUIDE §6), in the same store and fixed windows as the login limits.
 */
export function createAttemptLimiter({
  store,
  prefix,
  maxFailures,
  windowMs,
}: AttemptLimiterOptions) {
  const key = (ip: string) => `${prefix}:ip:${ip}`;
  return {
    /** Minutes until another attempt is allowed, or 0 when attempts are allowed now. */
    async blockedForMinutes(ip: string, now = Date.now()): Promise<number> {
      const state = await store.peek(key(ip), windowMs, now);
      if (state.count < maxFailures) return 0;
      return Math.max(1, Math.ceil((state.resetAt - now) / 60_000));
    },
    async recordFailure(ip: string, now = Date.now()): Promise<void> {
      await store.hit(key(ip), windowMs, now);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
