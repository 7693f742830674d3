import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface CsrfPluginOptions {
  /** PUBLIC_BASE_URL: its origin is always allowed. */
  publicBaseUrl: string;
  /**
   * Paths another server posts to, protected by their own signature instead (the Stripe
   * webhook): exact paths, not prefixes.
   */
  exemptPaths?: readonly string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request protection for the API (GUIDE §6): a state-changing call must be JSON
 * (a cross-site form can only send form encodings or text/plain without a preflight), and
 * when the browser names its Origin it must be this site.
 */
export default fp<CsrfPluginOptions>(
  async (app, { publicBaseUrl, exemptPaths = [] }) => {
    const allowedOrigin = new URL(publicBaseUrl).origin;
    const exempt = new Set(exemptPaths);
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const path = request.url.split('?')[0] ?? '';
      if (path !== '/api' && !path.startsWith('/api/')) return;
      if (exempt.has(path)) return;
      const contentType = (request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      if (contentType !== 'application/json') {
        return reply.status(415).send({ errors: { body: 'Requests must be sent as JSON' } });
      }
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== allowedOrigin && origin !== ownOrigin(request)) {
        return reply.status(403).send({ errors: { origin: 'Cross-site request refused' } });
      }
    });
  },
  { name: 'csrf' },
);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
