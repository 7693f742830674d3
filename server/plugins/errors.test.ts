import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildTestApp } from '../../tests/support/test-app';
import { AppError } from '../errors';

let app: FastifyInstance;

async function appWithProbeRoutes() {
  app = await buildTestApp('sqlite::memory:');
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe',
    { schema: { body: z.object({ email: z.email('Email is invalid'), count: z.number().int() }) } },
    async (request) => ({ echoed: request.body.email }),
  );
  const rows = z.object({
    students: z.array(z.object({ lastName: z.string().min(1, 'Last name is required') })),
  });
  typed.post('/api/probe/rows', { schema: { body: rows } }, async () => ({}));
  typed.post(
    '/api/probe/rows-by-path',
    { schema: { body: rows }, config: { fieldErrorKey: 'path' } },
    async () => ({}),
  );
  typed.post('/api/probe/whole', { schema: { body: z.array(z.string()) } }, async () => ({}));
  typed.get('/api/probe/forbidden', async () => {
    throw new AppError('FORBIDDEN', { email: 'Not allowed' });
  });
  typed.get('/api/probe/crash', async () => {
    throw new Error('secret internal detail: connection string postgres://u:p@db');
  });
  return app;
}

afterEach(() => app.close());

describe('error handling', () => {
  it('answers malformed JSON with 400 and a field message', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { body: 'Malformed JSON' } });
  });

  it('answers wrong types with 400 naming each field', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { email: 'not-an-email', count: 'three' },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: Record<string, string> };
    expect(errors.email).toBe('Email is invalid');
    expect(errors.count).toBeTruthy();
  });

  it('names a nested field by its top-level field, or by its path where a route asks', async () => {
    await appWithProbeRoutes();
    const payload = { students: [{ lastName: 'Ok' }, { lastName: '' }] };
    const byField = await app.inject({ method: 'POST', url: '/api/probe/rows', payload });
    expect(byField.json()).toEqual({ errors: { students: 'Last name is required' } });
    const byPath = await app.inject({ method: 'POST', url: '/api/probe/rows-by-path', payload });
    expect(byPath.statusCode).toBe(400);
    expect(byPath.json()).toEqual({ errors: { 'students.1.lastName': 'Last name is required' } });
  });

  it('names a failure of the whole body "body"', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({ method: 'POST', url: '/api/probe/whole', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['body']);
  });

  it('accepts a valid body and ignores unknown fields', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { email: 'ada@example.org', count: 1, extra: { nested: true } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ echoed: 'ada@example.org' });
  });

  it('maps AppError codes to their status', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/probe/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: { email: 'Not allowed' } });
  });

  it('hides the details of unexpected failures', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('postgres://');
    expect(response.json()).toEqual({
      errors: { server: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: { path: 'Not found' } });
  });

  it('refuses a body that is not JSON', async () => {
    await appWithProbeRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'text/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errors: { body: 'Requests must be sent as JSON' } });
  });
});
