import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders from './security-headers';

async function answerHeaders(production: boolean) {
  const app = Fastify();
  await app.register(securityHeaders, { production });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'self'").send('page'),
  );
  const api = await app.inject({ url: '/api/thing' });
  const page = await app.inject({ url: '/page' });
  await app.close();
  return { api: api.headers, page: page.headers };
}

describe('security headers', () => {
  it('gives API answers a strict CSP and the usual protections', async () => {
    const { api } = await answerHeaders(false);
    expect(api['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api['x-content-type-options']).toBe('nosniff');
    expect(api['x-frame-options']).toBe('SAMEORIGIN');
    expect(api['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(api['cross-origin-opener-policy']).toBe('same-origin');
    expect(api['x-powered-by']).toBeUndefined();
    expect(api['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS in production only', async () => {
    const { api } = await answerHeaders(true);
    expect(api['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets a route set its own CSP', async () => {
    const { page } = await answerHeaders(false);
    expect(page['content-security-policy']).toBe("default-src 'self'");
    expect(page['x-content-type-options']).toBe('nosniff');
  });
});
