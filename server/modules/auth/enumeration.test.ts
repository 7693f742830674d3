import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../tests/support/test-app';
import { ORIGIN, TEST_PASSWORD, insertUser } from '../../../tests/support/factories';

/**
 * Nobody learns whether an address has an account from sign-up, sign-in or "forgot password":
 * the status and body are the same, and so is the costly work that would show in the timing
 * (one argon2 hash for a sign-up, one argon2 verification for a sign-in), whether the account
 * exists or not. (The time itself is not measured here: tests do not time; the argon2 call is
 * what costs tens of milliseconds, everything else a few database rows.)
 */
describe('account enumeration', () => {
  let app: FastifyInstance;
  const known = 'known.member@example.org';

  beforeAll(async () => {
    app = await buildTestApp('sqlite::memory:');
    await insertUser(app, { email: known });
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  /** The answer to a call, and how many argon2 hashes and verifications it made. */
  async function observe(url: string, body: Record<string, unknown>, ip: string) {
    const hash = vi.spyOn(argon2, 'hash');
    const verify = vi.spyOn(argon2, 'verify');
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const work = { hashes: hash.mock.calls.length, verifications: verify.mock.calls.length };
    vi.restoreAllMocks();
    return { status: response.statusCode, body: response.body, work };
  }

  const signup = (email: string) => ({
    email,
    firstName: 'Clare',
    lastName: 'Assisi',
    password: 'Prayer12',
    confirmPassword: 'Prayer12',
    role: 5,
  });

  it('sign-up answers and works alike for a registered and a new address', async () => {
    const registered = await observe('/api/auth/signup', signup(known), '10.9.0.1');
    const fresh = await observe('/api/auth/signup', signup('brand.new@example.org'), '10.9.0.2');
    expect(registered).toEqual(fresh);
    expect(fresh.work.hashes).toBe(1);
  });

  it('sign-in answers and works alike for a wrong password and an unknown address', async () => {
    const wrongPassword = await observe(
      '/api/auth/login',
      { email: known, password: `${TEST_PASSWORD}x` },
      '10.9.0.3',
    );
    const unknown = await observe(
      '/api/auth/login',
      { email: 'nobody.here@example.org', password: `${TEST_PASSWORD}x` },
      '10.9.0.4',
    );
    expect(unknown).toEqual(wrongPassword);
    expect(unknown.status).toBe(401);
    expect(unknown.work.verifications).toBe(1);
  });

  it('"forgot password" answers alike for a registered and an unknown address', async () => {
    const registered = await observe('/api/auth/forgot', { email: known }, '10.9.0.5');
    const unknown = await observe('/api/auth/forgot', { email: 'ghost@example.org' }, '10.9.0.6');
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: registered.status,
      body: registered.body,
    });
    expect(unknown.status).toBe(200);
  });
});
