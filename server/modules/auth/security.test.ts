import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { TEST_PASSWORD, cookieOf, insertUser, post } from './test-support';

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function loginFrom(app: FastifyInstance, ip: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
  });
}

describe('cookies and cross-site protection', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('sets t HttpOnly, SameSite=Lax, Path=/, 6 days, not Secure outside production', async () => {
    app = await buildTestApp('sqlite::memory:');
    await insertUser(app, { email: 'flags@example.org' });
    const response = await post(app, '/api/auth/login', {
      email: 'flags@example.org',
      password: TEST_PASSWORD,
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(
      /^t=[A-Za-z0-9_-]{43}; Max-Age=518400; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookieOf(response, 't')?.secure).toBeFalsy();
  });

  it('marks the cookies Secure in production', async () => {
    app = await buildTestApp('sqlite::memory:', { NODE_ENV: 'production' });
    await insertUser(app, { email: 'prod@example.org' });
    const response = await post(app, '/api/auth/login', {
      email: 'prod@example.org',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const cookie = cookieOf(response, 't');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: true,
      maxAge: 518400,
    });
    const logout = await post(app, '/api/auth/logout', {}, { cookies: { t: cookie!.value } });
    expect(String(logout.headers['set-cookie'])).toMatch(/^t=; .*Secure/);
  });

  it('refuses a state-changing call from another origin with 403', async () => {
    app = await buildTestApp('sqlite::memory:');
    const response = await post(
      app,
      '/api/auth/forgot',
      { email: 'a@b.org' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { origin: 'Cross-site request refused' } });
    // Its own host and PUBLIC_BASE_URL are fine; so is no Origin at all (API clients).
    const own = await post(
      app,
      '/api/auth/forgot',
      { email: 'a@b.org' },
      { headers: { origin: 'http://localhost:80', host: 'localhost:80' } },
    );
    expect(own.statusCode).toBe(200);
    const none = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot',
      payload: { email: 'a@b.org' },
    });
    expect(none.statusCode).toBe(200);
  });

  it('refuses a body that is not JSON with 415, before reading it', async () => {
    app = await buildTestApp('sqlite::memory:');
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': contentType, origin: 'http://localhost:3011' },
        payload: 't=abc',
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ errors: { body: 'Requests must be sent as JSON' } });
    }
    const missing = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(missing.statusCode).toBe(415);
  });
});

for (const database of testDatabases()) {
  const variants: { label: string; env: Record<string, string> }[] = [
    { label: 'database store', env: {} },
  ];
  if (process.env.TEST_REDIS_URL && database.name === 'sqlite') {
    variants.push({ label: 'Redis store', env: { REDIS_URL: process.env.TEST_REDIS_URL } });
  }
  for (const variant of variants) {
    describe(`failed-login limits on ${database.name}, ${variant.label}`, () => {
      let app: FastifyInstance;
      beforeAll(async () => {
        app = await buildTestApp(await database.create(), variant.env);
      });
      afterAll(async () => {
        vi.useRealTimers();
        await app.close();
        await database.dropAll();
      });

      it('answers the 11th failure for an account with 429 and lets the owner in after the window', async () => {
        const email = `limited.${Date.now()}.${Math.random()}@example.org`;
        await insertUser(app, { email });
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
        for (let attempt = 1; attempt <= 10; attempt++) {
          const response = await loginFrom(app, randomIp(), email, `wrong-${attempt}`);
          expect(response.statusCode).toBe(401);
        }
        const blocked = await loginFrom(app, randomIp(), email, TEST_PASSWORD);
        expect(blocked.statusCode).toBe(429);
        // The counters live in the store of the configuration, shared by every instance.
        const rows = await app.db
          .selectFrom('rate_limit_counters')
          .select('count')
          .where('key', 'like', `login:acct:${email}:%`)
          .execute();
        expect(rows.map((row) => row.count)).toEqual(variant.env.REDIS_URL ? [] : [10]);
        expect(blocked.json()).toEqual({
          errors: { email: 'Too many attempts. Please try again in 15 minutes.' },
        });
        vi.setSystemTime(new Date('2030-01-01T10:14:10Z'));
        expect((await loginFrom(app, randomIp(), email, TEST_PASSWORD)).json()).toEqual({
          errors: { email: 'Too many attempts. Please try again in 1 minute.' },
        });
        vi.setSystemTime(new Date('2030-01-01T10:15:00Z'));
        const after = await loginFrom(app, randomIp(), email, TEST_PASSWORD);
        expect(after.statusCode).toBe(200);
        vi.useRealTimers();
      });

      it('limits one address to 10 failures across accounts', async () => {
        const ip = randomIp();
        for (let attempt = 1; attempt <= 10; attempt++) {
          const response = await loginFrom(
            app,
            ip,
            `spray${attempt}.${Math.random()}@example.org`,
            'wrong-pass',
          );
          expect(response.statusCode).toBe(401);
        }
        const blocked = await loginFrom(
          app,
          ip,
          `spray.${Math.random()}@example.org`,
          'wrong-pass',
        );
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().errors.email).toMatch(
          /^Too many attempts\. Please try again in \d+ minutes?\.$/,
        );
        // Another address is not affected.
        expect(
          (await loginFrom(app, randomIp(), `other.${Math.random()}@example.org`, 'wrong-pass'))
            .statusCode,
        ).toBe(401);
      });
    });
  }
}
