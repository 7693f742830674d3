import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requests = new AsyncLocalStorage<{ ip: string }>();

/**
 * Remembers, for everything a route handler calls, which address the request came from
 * (`request.ip`, after TRUST_PROXY). Mail limits count per requesting address, and every module
 * that sends mail would otherwise have to carry the address down to each send. The hook runs at
 * preHandler, after the body is parsed, and calls the handler inside the context.
 */
export function trackRequestAddress(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    requests.run({ ip: request.ip }, done);
  });
}

/** The address of the request being handled; undefined in background jobs. */
export function currentRequestAddress(): string | undefined {
  return requests.getStore()?.ip;
}
