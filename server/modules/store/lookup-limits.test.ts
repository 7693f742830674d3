import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from '../../lib/rate-limit';
import { STORE_FAILURE_LIMIT, createStoreLookupGuard } from './lookup-limits';
import { DEMO_BOOKS } from './seed-demo';
import { freshIp, storeClient } from './test-support';
import { STORE_SERVER_MESSAGES } from '../../../common/store/messages';

/**
 * Issue 15, point 18: store codes cannot be guessed. Failed lookups are counted per address and
 * for everyone; a hit shows children's names only to a buyer who types their first letters.
 */
for (const database of testDatabases()) {
  describe(`store lookups on ${database.name}, database store`, () => {
    let app: FastifyInstance;
    let store: ReturnType<typeof storeClient>;
    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      store = storeClient(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const search = (code: string, ip: string) =>
      store.get(`/api/store/search_activity?code=${code}`, { ip });

    it('stops an address after a few codes that match nothing, even for a right code', async () => {
      const ip = freshIp();
      for (let tries = 0; tries < STORE_FAILURE_LIMIT.perAddress; tries++) {
        expect((await search('ZZZZZ', ip)).statusCode).toBe(404);
      }
      const blocked = await search(DEMO_BOOKS.story.code, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().errors.code).toBe(STORE_SERVER_MESSAGES.tooManyWrongCodes);
      const children = await store.get(
        `/api/store/students_search?code=${DEMO_BOOKS.story.code}&q=mat`,
        { ip },
      );
      expect(children.statusCode).toBe(429);
      // Another family's address is not affected.
      expect((await search(DEMO_BOOKS.story.code, freshIp())).statusCode).toBe(200);
    });

    it('counts child searches that find no one, and never counts a right code', async () => {
      const ip = freshIp();
      for (let tries = 0; tries < 20; tries++) {
        expect((await search(DEMO_BOOKS.story.code, ip)).statusCode).toBe(200);
      }
      for (let tries = 0; tries < STORE_FAILURE_LIMIT.perAddress; tries++) {
        const guess = await store.get(
          `/api/store/students_search?code=${DEMO_BOOKS.story.code}&q=qx${tries}`,
          { ip },
        );
        expect(guess.json()).toEqual([]);
      }
      expect((await search(DEMO_BOOKS.story.code, ip)).statusCode).toBe(429);
    });

    it('shows children only to a buyer who types the first letters', async () => {
      const ip = freshIp();
      const tooShort = await store.get(
        `/api/store/students_search?code=${DEMO_BOOKS.story.code}&q=ma`,
        { ip },
      );
      expect(tooShort.statusCode).toBe(400);
      const found = await store.get(
        `/api/store/students_search?code=${DEMO_BOOKS.story.code}&q=mat`,
        { ip },
      );
      expect(found.json()).toEqual([{ studentId: expect.any(String), studentName: 'Mateo A.' }]);
    });
  });
}

const stores: {
  label: string;
  open: () => Promise<{ store: RateLimitStore; close(): Promise<void> }>;
}[] = [
  {
    label: 'database store',
    async open() {
      const app = await buildTestApp('sqlite::memory:');
      return { store: databaseRateLimitStore(app.db), close: () => app.close() };
    },
  },
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  stores.push({
    label: 'Redis store',
    async open() {
      const redis = new Redis(redisUrl);
      return {
        store: redisRateLimitStore(redis),
        close: async () => {
          await redis.quit();
        },
      };
    },
  });
}

for (const variant of stores) {
  describe(`the store's failure ceiling, ${variant.label}`, () => {
    let opened: Awaited<ReturnType<(typeof variant)['open']>>;
    beforeAll(async () => {
      opened = await variant.open();
    });
    afterAll(() => opened.close());

    it('past the ceiling admits only addresses without a failure, until the window ends', async () => {
      const guard = createStoreLookupGuard(opened.store);
      const { windowMs, everyone } = STORE_FAILURE_LIMIT;
      // A window of our own, far from any other run sharing the Redis server.
      const now = (Date.UTC(2040, 0, 1) / windowMs + randomInt(1_000_000)) * windowMs;
      const spreadOut = Array.from({ length: everyone }, () => freshIp());
      for (const ip of spreadOut) await guard.recordFailure(ip, now);

      await expect(guard.admit(spreadOut[0]!, now + 1)).rejects.toMatchObject({
        status: 429,
        errors: { code: STORE_SERVER_MESSAGES.tooManyWrongCodes },
      });
      // A parent from an address with no failures still gets in.
      await expect(guard.admit(freshIp(), now + 1)).resolves.toBeUndefined();
      // The window ends: everyone may try again.
      await expect(guard.admit(spreadOut[0]!, now + windowMs)).resolves.toBeUndefined();
    });
  });
}
