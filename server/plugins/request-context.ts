import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface RequestContext {
  ip: string;
  log: FastifyBaseLogger;
}

const requests = new AsyncLocalStorage<RequestContext>();

/**
 * Remembers, for everything a route handler calls, the request it serves: its address
 * (`request.ip`, after TRUST_PROXY; mail limits count per requesting address) and its logger
 * (every line a service writes carries the request id). Modules deep below a handler would
 * otherwise have to carry both down to each call. The hook runs at preHandler, after the body
 * is parsed, and calls the handler inside the context.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', (request, _reply, done) => {
      requests.run({ ip: request.ip, log: request.log }, done);
    });
  },
  { name: 'request-context' },
);

/** The address of the request being handled; undefined in background jobs. */
export function currentRequestAddress(): string | undefined {
  return requests.getStore()?.ip;
}

/** The logger of the request being handled (its lines carry `reqId`), else the app's. */
export function logOf(app: FastifyInstance): FastifyBaseLogger {
  return requests.getStore()?.log ?? app.log;
}
