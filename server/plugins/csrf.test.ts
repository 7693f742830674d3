import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_API } from '../../common/schemas/payments';
import { FAMILY_DIGEST_API } from '../../common/schemas/family-digest';
import { NOTIFICATIONS_API } from '../../common/schemas/notifications';
import { buildTestApp } from '../../tests/support/test-app';
import { insertUser, ORIGIN } from '../../tests/support/factories';
import { BILLING_API } from '../../common/schemas/billing';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing API route, found in the app's own route table (so a route added later
 * is swept too), refuses a cross-site request even with a signed-in victim's cookie: another
 * site's Origin gets 403, and a body a cross-site form could send (form encodings, plain text)
 * gets 415, before any handler runs.
 */
describe('cross-site request protection on every state-changing route', () => {
  let app: FastifyInstance;
  let cookies: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp('sqlite::memory:', { PUBLIC_BASE_URL: ORIGIN });
    const id = await insertUser(app, { email: 'victim@example.org', admin: true });
    const { token } = await app.sessions.create({
      kind: 'user',
      subjectType: 'user',
      subjectId: id,
    });
    cookies = { t: token, st: token };
  });
  afterAll(() => app.close());

  /** The routes to sweep, with their parameters filled in. */
  const stateChangingRoutes = () =>
    app.routeTable
      .filter(({ method, url }) => STATE_CHANGING.has(method) && url.startsWith('/api/'))
      // Both are posted by other servers and carry their own signature instead.
      .filter(({ url }) => url !== PAYMENT_API.webhook && url !== NOTIFICATIONS_API.unsubscribe)
      // Issue 12, digest part: the family digest's one-click unsubscribe, signed the same way.
      .filter(({ url }) => url !== FAMILY_DIGEST_API.unsubscribe)
      // Issue 16: Stripe Billing's webhook, signed by Stripe like the store's.
      .filter(({ url }) => url !== BILLING_API.webhook)
      .map(({ method, url }) => ({
        method: method as 'POST',
        url: url.replace(/:[A-Za-z]+/g, crypto.randomUUID()).replace(/\*$/, 'x'),
      }));

  it('finds the whole API in the route table', () => {
    const routes = stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((route) => route.url)).toContain('/api/auth/logout');
  });

  it("refuses another site's Origin with 403 on each", async () => {
    for (const { method, url } of stateChangingRoutes()) {
      const response = await app.inject({
        method,
        url,
        cookies,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toEqual({
        errors: { origin: 'Cross-site request refused' },
      });
    }
  });

  it('refuses form and plain-text bodies with 415 on each', async () => {
    for (const { method, url } of stateChangingRoutes()) {
      for (const type of [
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
      ]) {
        const response = await app.inject({
          method,
          url,
          cookies,
          headers: { origin: ORIGIN, 'content-type': type },
          payload: 'a=1',
        });
        expect(response.statusCode, `${method} ${url} ${type}`).toBe(415);
      }
    }
  });

  it('a refused logout leaves the session signed in', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    const session = await app.inject({ method: 'GET', url: '/api/auth/session', cookies });
    expect(session.json().account.email).toBe('victim@example.org');
  });
});
