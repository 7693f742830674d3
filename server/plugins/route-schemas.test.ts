import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/support/test-app';
import { UNREACHABLE_STRIPE } from '../../tests/support/test-app';
import type { RouteEntry } from './route-table';
import { API_DOCS_PATH, OPENAPI_PATH } from './api-docs';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a route lacks of its description: request (params, body) and response schemas. */
function missingSchemas({ method, url, schema }: RouteEntry): string[] {
  const missing: string[] = [];
  const responses = Object.keys(schema?.response ?? {});
  if (!responses.some((status) => /^2/.test(status))) missing.push('response');
  if (url.includes('/:') && !schema?.params) missing.push('params');
  if (WITH_BODY.has(method) && !schema?.body) missing.push('body');
  return missing;
}

describe('every API route declares its schemas', () => {
  let app: FastifyInstance;
  let routes: RouteEntry[];

  beforeAll(async () => {
    // With Stripe's keys, so the webhook route is registered and swept too.
    app = await buildTestApp('sqlite::memory:', { ...UNREACHABLE_STRIPE });
    await app.ready();
    routes = app.routeTable.filter(
      ({ method, url, schema }) =>
        url.startsWith('/api/') && method !== 'HEAD' && schema?.hide !== true,
    );
  });
  afterAll(() => app.close());

  it('sweeps the whole API', () => {
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.map(({ url }) => url)).toContain('/api/store/webhook');
  });

  it('has request and response schemas on each route', () => {
    const undescribed = routes
      .map((route) => ({ route: `${route.method} ${route.url}`, missing: missingSchemas(route) }))
      .filter(({ missing }) => missing.length > 0);
    expect(undescribed).toEqual([]);
  });

  it('serves the OpenAPI 3.1 document with every described route', async () => {
    const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, object> }>();
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    const described = routes
      .filter((route) => missingSchemas(route).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(described.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('renders the document at /api/docs under a CSP of its own', async () => {
    const page = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('the API description in production', () => {
  it('is not served unless API_DOCS=true', async () => {
    const hidden = await buildTestApp('sqlite::memory:', { NODE_ENV: 'production' });
    const shown = await buildTestApp('sqlite::memory:', {
      NODE_ENV: 'production',
      API_DOCS: 'true',
    });
    try {
      expect((await hidden.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(404);
      expect((await hidden.inject({ method: 'GET', url: `${API_DOCS_PATH}/` })).statusCode).toBe(
        404,
      );
      expect((await shown.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(200);
    } finally {
      await Promise.all([hidden.close(), shown.close()]);
    }
  });
});
