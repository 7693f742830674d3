import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's declared schemas (body, querystring, params, response…), if any. */
  schema: RouteSchema | undefined;
}

export interface RouteSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
  response?: Record<string, unknown>;
  hide?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered: for the checks that sweep the whole API. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it is registered (register it before any route). */
export default fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const schema = route.schema as RouteSchema | undefined;
      for (const method of [route.method].flat()) table.push({ method, url: route.url, schema });
    });
  },
  { name: 'route-table' },
);
