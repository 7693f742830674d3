import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app';
import { cookieOf, insertUser, post, TEST_PASSWORD } from '../../../tests/support/factories';

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

// The failed-login limits are proven in login-limits.test.ts.
