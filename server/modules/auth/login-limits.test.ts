import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  databaseRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from '../../lib/rate-limit';
import { LOGIN_LIMITS, createLoginLimiter } from './login-limits';
import {
  insertUser,
  TEST_PASSWORD,
  insertStudent as newStudent,
} from '../../../tests/support/factories';
import { AUTH_MESSAGES } from '../../../common/auth/messages';

/**
 * Issue 15 point 10: sign-in limits count per account, per account and address, and per
 * address with a much higher ceiling, so one school behind one address is never locked out
 * by its own pupils' typos or by one account being attacked.
 */
const START = new Date('2030-01-01T10:00:00Z');
const at = (minutes: number, seconds = 0) =>
  new Date(START.getTime() + minutes * 60_000 + seconds * 1000);
const octet = () => Math.floor(Math.random() * 250);
const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;
const WRONG = 'not-the-password';
const tooMany = (minutes: number) => ({
  errors: { email: AUTH_MESSAGES.tooManyAttempts(minutes) },
});

for (const database of testDatabases()) {
  const variants: { label: string; redisUrl?: string }[] = [{ label: 'database store' }];
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl && database.name === 'sqlite') variants.push({ label: 'Redis store', redisUrl });

  for (const variant of variants) {
    describe(`sign-in limits on ${database.name}, ${variant.label}`, () => {
      let app: FastifyInstance;
      let redis: Redis | undefined;
      /** The store the app counts in, to stand in for a spray without 100 password hashes. */
      let store: RateLimitStore;
      let teacherId: string;
      const run = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
      let counter = 0;
      const unique = (label: string) => `${label}.${++counter}.${run}@example.org`;

      beforeAll(async () => {
        app = await buildTestApp(
          await database.create(),
          variant.redisUrl ? { REDIS_URL: variant.redisUrl } : {},
        );
        if (variant.redisUrl) {
          redis = new Redis(variant.redisUrl);
          store = redisRateLimitStore(redis);
        } else {
          store = databaseRateLimitStore(app.db);
        }
        teacherId = await insertUser(app, { email: unique('admin') });
      });
      afterAll(async () => {
        vi.useRealTimers();
        await redis?.quit();
        await app.close();
        await database.dropAll();
      });
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(START);
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      function signIn(ip: string, email: string, password: string, student = false) {
        return app.inject({
          method: 'POST',
          url: student ? '/api/auth/student_login' : '/api/auth/login',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email, password }),
        });
      }

      async function failTimes(times: number, ip: string, email: string, student = false) {
        for (let attempt = 1; attempt <= times; attempt++) {
          const response = await signIn(ip, email, `${WRONG}-${attempt}`, student);
          expect(response.statusCode, `failure ${attempt}`).toBe(401);
        }
      }

      async function insertStudent() {
        const email = unique('pupil');
        await newStudent(app, {
          administratorId: teacherId,
          firstName: 'Pia',
          lastName: 'Frassati',
          username: null,
          email,
          passwordHash: true,
        });
        return email;
      }

      it('states its numbers: 10 per account, 5 per account and address, 100 per address in 15 minutes', () => {
        expect(LOGIN_LIMITS).toMatchObject({
          windowMs: 15 * 60_000,
          perAccount: 10,
          perAccountAndAddress: 5,
          perAddress: 100,
        });
      });

      it('ten failures on one account from a school address never stop another account there', async () => {
        const school = randomIp();
        const guessed = unique('guessed');
        const classmate = unique('classmate');
        await insertUser(app, { email: guessed });
        await insertUser(app, { email: classmate });
        await failTimes(LOGIN_LIMITS.perAccountAndAddress, school, guessed);
        for (let attempt = 1; attempt <= 5; attempt++) {
          expect((await signIn(school, guessed, WRONG)).statusCode).toBe(429);
        }
        // The other account, from the same address, with its correct password.
        expect((await signIn(school, classmate, TEST_PASSWORD)).statusCode).toBe(200);
        // Its own slip there is answered as a slip, not as a block.
        expect((await signIn(school, classmate, WRONG)).statusCode).toBe(401);
      });

      it('an address that is only busy lets a correct password in, even for a first sign-in', async () => {
        const school = randomIp();
        const limiter = createLoginLimiter({ store });
        // A morning of typos across the school: one short of the ceiling.
        for (let pupil = 1; pupil < LOGIN_LIMITS.perAddress; pupil++) {
          await limiter.recordFailure(unique('typo'), school);
        }
        const newcomer = unique('newcomer');
        await insertUser(app, { email: newcomer });
        expect((await signIn(school, newcomer, TEST_PASSWORD)).statusCode).toBe(200);
      });

      it('one address guessing at an account blocks that account there only', async () => {
        const attacker = randomIp();
        const owner = unique('owner');
        await insertUser(app, { email: owner });
        await failTimes(LOGIN_LIMITS.perAccountAndAddress, attacker, owner);
        const blocked = await signIn(attacker, owner, TEST_PASSWORD);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual(tooMany(15));
        expect((await signIn(randomIp(), owner, TEST_PASSWORD)).statusCode).toBe(200);
      });

      it('an account waits out the window from every address after its limit, and only the window', async () => {
        const owner = unique('target');
        await insertUser(app, { email: owner });
        const half = LOGIN_LIMITS.perAccount / 2;
        await failTimes(half, randomIp(), owner);
        await failTimes(LOGIN_LIMITS.perAccount - half, randomIp(), owner);
        const anywhere = await signIn(randomIp(), owner, TEST_PASSWORD);
        expect(anywhere.statusCode).toBe(429);
        expect(anywhere.json()).toEqual(tooMany(15));
        // The counters live in the configured store, shared by every instance.
        const rows = await app.db
          .selectFrom('rate_limit_counters')
          .select('count')
          .where('key', 'like', `login:acct:${owner}:%`)
          .execute();
        expect(rows.map((row) => row.count)).toEqual(
          variant.redisUrl ? [] : [LOGIN_LIMITS.perAccount],
        );
        vi.setSystemTime(at(14, 10));
        expect((await signIn(randomIp(), owner, TEST_PASSWORD)).json()).toEqual(tooMany(1));
        vi.setSystemTime(at(15));
        expect((await signIn(randomIp(), owner, TEST_PASSWORD)).statusCode).toBe(200);
      });

      it('the address ceiling stops spraying, yet lets accounts that signed in there before in', async () => {
        const school = randomIp();
        const regular = unique('regular');
        const stranger = unique('stranger');
        await insertUser(app, { email: regular });
        await insertUser(app, { email: stranger });
        // The regular signed in from the school last week.
        vi.setSystemTime(at(-7 * 24 * 60));
        expect((await signIn(school, regular, TEST_PASSWORD)).statusCode).toBe(200);
        vi.setSystemTime(START);
        // A spray: one guess at each of many accounts, up to the ceiling.
        const limiter = createLoginLimiter({ store });
        for (let guess = 1; guess < LOGIN_LIMITS.perAddress; guess++) {
          await limiter.recordFailure(unique('sprayed'), school);
        }
        expect((await signIn(school, unique('sprayed'), WRONG)).statusCode).toBe(401);
        // Past the ceiling, a guess at another account is refused without being checked, even
        // when it is right: the answer tells the sprayer nothing.
        const guess = await signIn(school, stranger, TEST_PASSWORD);
        expect(guess.statusCode).toBe(429);
        expect(guess.json()).toEqual(tooMany(15));
        expect((await signIn(school, unique('sprayed'), WRONG)).statusCode).toBe(429);
        // The school's own accounts still get in, and the stranger does from elsewhere.
        expect((await signIn(school, regular, TEST_PASSWORD)).statusCode).toBe(200);
        expect((await signIn(randomIp(), stranger, TEST_PASSWORD)).statusCode).toBe(200);
        vi.setSystemTime(at(15));
        expect((await signIn(school, stranger, TEST_PASSWORD)).statusCode).toBe(200);
      });

      it('counts student sign-ins the same way', async () => {
        const school = randomIp();
        const guessed = await insertStudent();
        const classmate = await insertStudent();
        await failTimes(LOGIN_LIMITS.perAccountAndAddress, school, guessed, true);
        expect((await signIn(school, guessed, TEST_PASSWORD, true)).statusCode).toBe(429);
        expect((await signIn(school, classmate, TEST_PASSWORD, true)).statusCode).toBe(200);
        expect((await signIn(randomIp(), guessed, TEST_PASSWORD, true)).statusCode).toBe(200);
      });
    });
  }
}
