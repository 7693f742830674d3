import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
