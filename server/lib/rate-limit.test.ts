import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { buildTestApp } from '../../tests/support/test-app';
import { createAttemptLimiter, databaseRateLimitStore, type RateLimitStore } from './rate-limit';

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
/** A window start of this run's own, so runs sharing a database never meet. */
const windowOfOurOwn = () =>
  (Date.UTC(2045, 0, 1) / WINDOW + Math.floor(Math.random() * 1_000_000)) * WINDOW;

for (const database of testDatabases()) {
  describe(`the database rate-limit store on ${database.name}`, () => {
    let app: FastifyInstance;
    let store: RateLimitStore;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      store = databaseRateLimitStore(app.db);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const rowsOf = (key: string) =>
      app.db
        .selectFrom('rate_limit_counters')
        .select(['key', 'count'])
        .where('key', 'like', `${key}:%`)
        .execute();

    it('counts per fixed window, ending at the window boundary, and forgets on reset', async () => {
      const key = `t:${crypto.randomUUID()}`;
      const start = windowOfOurOwn();
      expect(await store.peek(key, WINDOW, start + MINUTE)).toEqual({
        count: 0,
        resetAt: start + WINDOW,
      });
      expect(await store.hit(key, WINDOW, start)).toBe(1);
      expect(await store.hit(key, WINDOW, start + WINDOW - 1)).toBe(2);
      expect(await store.peek(key, WINDOW, start + MINUTE)).toEqual({
        count: 2,
        resetAt: start + WINDOW,
      });
      // The next window starts again from zero.
      expect((await store.peek(key, WINDOW, start + WINDOW)).count).toBe(0);
      expect(await store.hit(key, WINDOW, start + WINDOW)).toBe(1);
      // A reset forgets the window it names, and only that one.
      await store.reset(key, WINDOW, start);
      expect((await store.peek(key, WINDOW, start)).count).toBe(0);
      expect((await store.peek(key, WINDOW, start + WINDOW)).count).toBe(1);
    });

    it('sweeps counters whose window has ended, at most once a minute', async () => {
      const sweeping = databaseRateLimitStore(app.db);
      const [short, edge, other] = ['short', 'edge', 'other'].map(
        (name) => `${name}:${crypto.randomUUID()}`,
      ) as [string, string, string];
      const start = windowOfOurOwn();
      await sweeping.hit(short, 1000, start);
      await sweeping.hit(edge, MINUTE, start);
      // Half a minute after the last sweep: the ended counter is still there.
      await sweeping.hit(other, MINUTE, start + 30_000);
      expect(await rowsOf(short)).toHaveLength(1);
      // A minute after it: swept, while a counter ending just now is kept.
      await sweeping.hit(other, MINUTE, start + MINUTE);
      expect(await rowsOf(short)).toHaveLength(0);
      expect(await rowsOf(edge)).toHaveLength(1);
      // Remembering an address sweeps as well.
      await sweeping.remember(other, MINUTE, start + 2 * MINUTE);
      expect(await rowsOf(edge)).toHaveLength(0);
    });

    it('remembers a key until its time ends, and again when remembered again', async () => {
      const key = `known:${crypto.randomUUID()}`;
      const start = windowOfOurOwn();
      await store.remember(key, 10 * MINUTE, start);
      expect(await store.remembers(key, start + 10 * MINUTE - 1)).toBe(true);
      expect(await store.remembers(key, start + 10 * MINUTE)).toBe(false);
      await store.remember(key, 10 * MINUTE, start + 10 * MINUTE);
      expect(await store.remembers(key, start + 19 * MINUTE)).toBe(true);
      expect(await store.remembers(`never:${crypto.randomUUID()}`, start)).toBe(false);
    });

    it('blocks a code guesser at the limit until the window ends, in whole minutes', async () => {
      const limiter = createAttemptLimiter({
        store,
        prefix: `codes-${crypto.randomUUID()}`,
        maxFailures: 3,
        windowMs: WINDOW,
      });
      const start = windowOfOurOwn();
      await limiter.recordFailure('10.0.0.1', start);
      await limiter.recordFailure('10.0.0.1', start);
      expect(await limiter.blockedForMinutes('10.0.0.1', start)).toBe(0);
      await limiter.recordFailure('10.0.0.1', start);
      expect(await limiter.blockedForMinutes('10.0.0.1', start)).toBe(15);
      expect(await limiter.blockedForMinutes('10.0.0.1', start + 13 * MINUTE + 1)).toBe(2);
      expect(await limiter.blockedForMinutes('10.0.0.1', start + WINDOW - 1)).toBe(1);
      expect(await limiter.blockedForMinutes('10.0.0.2', start)).toBe(0);
      expect(await limiter.blockedForMinutes('10.0.0.1', start + WINDOW)).toBe(0);
    });
  });
}
