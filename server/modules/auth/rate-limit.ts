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
  /** Forgets `key` (a successful sign-in clears its account counter). */
  reset(key: string, windowMs: number, now: number): Promise<void>;
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
  };
}

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
  };
}

export interface LoginLimiterOptions {
  store: RateLimitStore;
  maxFailures: number;
  windowMs: number;
}

/** The failed-login limits of GUIDE §6: per account and per IP address. */
export function createLoginLimiter({ store, maxFailures, windowMs }: LoginLimiterOptions) {
  const keys = (account: string, ip: string) => [`login:acct:${account}`, `login:ip:${ip}`];
  return {
    /** Minutes until another attempt is allowed, or 0 when attempts are allowed now. */
    async blockedForMinutes(account: string, ip: string, now = Date.now()): Promise<number> {
      let resetAt = 0;
      for (const key of keys(account, ip)) {
        const state = await store.peek(key, windowMs, now);
        if (state.count >= maxFailures) resetAt = Math.max(resetAt, state.resetAt);
      }
      return resetAt === 0 ? 0 : Math.max(1, Math.ceil((resetAt - now) / 60_000));
    },
    async recordFailure(account: string, ip: string, now = Date.now()): Promise<void> {
      for (const key of keys(account, ip)) await store.hit(key, windowMs, now);
    },
    async recordSuccess(account: string, now = Date.now()): Promise<void> {
      await store.reset(`login:acct:${account}`, windowMs, now);
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
