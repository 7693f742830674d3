import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MESSAGES } from '../../common/uploads/messages';

export interface CsrfPluginOptions {
  /** PUBLIC_BASE_URL: its origin is always allowed. */
  publicBaseUrl: string;
  /**
   * Paths another server posts to, protected by their own signature instead (the Stripe
   * webhook): exact paths, not prefixes.
   */
  exemptPaths?: readonly string[];
  /**
   * The tus upload endpoint (`/api/uploads`, and the uploads under it): their bodies are raw
   * bytes, not JSON. They must carry the Tus-Resumable header instead, which a cross-site form
   * cannot send and a cross-site script can only send after a CORS preflight this server never
   * grants; the Origin rule holds as for every other call.
   */
  tusPath?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes raw bytes (chat's attachment upload): `application/octet-stream` is
     * accepted there as JSON is elsewhere. A cross-site form cannot send that type, and a
     * cross-site script only after a CORS preflight this server never grants.
     */
    binaryBody?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request protection for the API (GUIDE §6): a state-changing call must be JSON
 * (a cross-site form can only send form encodings or text/plain without a preflight), and
 * when the browser names its Origin it must be this site.
 */
export default fp<CsrfPluginOptions>(
  async (app, { publicBaseUrl, exemptPaths = [], tusPath }) => {
    const allowedOrigin = new URL(publicBaseUrl).origin;
    const exempt = new Set(exemptPaths);
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const path = request.url.split('?')[0] ?? '';
      if (path !== '/api' && !path.startsWith('/api/')) return;
      if (exempt.has(path)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== allowedOrigin && origin !== ownOrigin(request)) {
        return reply.status(403).send({ errors: { origin: 'Cross-site request refused' } });
      }
      const tus = tusPath !== undefined && (path === tusPath || path.startsWith(`${tusPath}/`));
      const contentType = (request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase();
      if (tus && request.headers['tus-resumable'] === undefined) {
        return reply.status(415).send({ errors: { body: UPLOAD_MESSAGES.tusRequired } });
      }
      const binary =
        request.routeOptions.config?.binaryBody === true &&
        contentType === 'application/octet-stream';
      if (!tus && !binary && contentType !== 'application/json') {
        return reply.status(415).send({ errors: { body: 'Requests must be sent as JSON' } });
      }
    });
  },
  { name: 'csrf' },
);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Whether a request's Origin, when the browser names one, is this site. A WebSocket upgrade is
 * a GET, which the rule above leaves alone, yet it opens a channel that writes: its routes ask
 * this before upgrading (cross-site WebSocket hijacking).
 */
export function fromThisSite(request: FastifyRequest, publicBaseUrl: string): boolean {
  const origin = request.headers.origin;
  return (
    origin === undefined ||
    origin === new URL(publicBaseUrl).origin ||
    origin === ownOrigin(request)
  );
}
