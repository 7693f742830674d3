import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../tests/support/test-app';

let app: FastifyInstance;
afterEach(() => app.close());

/** A route whose answer has a field (`secret`) its response schema does not describe. */
async function appWithDriftingRoute(env: Record<string, string> = {}) {
  app = await buildTestApp('sqlite::memory:', env);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const answer = z.object({ name: z.string() });
  typed.get('/api/probe/drift', { schema: { response: { 200: answer } } }, async () => ({
    name: 'Ada',
    secret: 'not described',
  }));
  typed.get('/api/probe/exact', { schema: { response: { 200: answer } } }, async () => ({
    name: 'Ada',
  }));
  // A handler whose types were bypassed (e.g. a row cast from the database).
  typed.get('/api/probe/wrong', { schema: { response: { 200: answer } } }, async () => ({
    name: 42 as unknown as string,
  }));
  return app;
}

describe('answers and their response schemas', () => {
  it('refuses, outside production, an answer its schema would change', async () => {
    await appWithDriftingRoute();
    const drift = await app.inject({ method: 'GET', url: '/api/probe/drift' });
    expect(drift.statusCode).toBe(500);
    expect(drift.body).not.toContain('not described');
    const exact = await app.inject({ method: 'GET', url: '/api/probe/exact' });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toEqual({ name: 'Ada' });
  });

  it('sends, in production, only what the schema describes', async () => {
    await appWithDriftingRoute({ NODE_ENV: 'production' });
    const drift = await app.inject({ method: 'GET', url: '/api/probe/drift' });
    expect(drift.statusCode).toBe(200);
    expect(drift.json()).toEqual({ name: 'Ada' });
  });

  it('never sends an answer of the wrong shape', async () => {
    await appWithDriftingRoute({ NODE_ENV: 'production' });
    const wrong = await app.inject({ method: 'GET', url: '/api/probe/wrong' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json()).toEqual({
      errors: { server: 'Something went wrong on our side. Please try again.' },
    });
  });
});
