import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface ApiDocsOptions {
  /** Serve /api/openapi.json and /api/docs (API_DOCS; off in production by default). */
  serve: boolean;
}

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The API described by its route schemas (GUIDE §1): @fastify/swagger collects every route's
 * zod schemas as they are registered (so this plugin comes before the routes) and turns them
 * into an OpenAPI 3.1 document; Swagger UI renders it from files in node_modules, offline.
 */
export default fp<ApiDocsOptions>(
  async (app, { serve }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lectio API',
          description:
            'The JSON API of Lectio: accounts (SPEC §7.1), the bookstore (SPEC §7.2), the classroom, ' +
            'publishing, families and staff. Errors are `{ errors: { field: message } }`.',
          version: '1',
        },
      },
      transform: (route) => {
        const described = jsonSchemaTransform(route);
        // A module's '/' route is served at its bare prefix too ('/api/avatar'): documented so.
        return { ...described, url: described.url.replace(/(.)\/$/, '$1') };
      },
    });
    if (!serve) return;
    app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { validatorUrl: null, deepLinking: true },
      // Swagger UI's scripts are files of its own; its components set inline styles.
      staticCSP:
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data:; connect-src 'self'; font-src 'self' data:; " +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
  },
  { name: 'api-docs' },
);
