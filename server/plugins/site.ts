import fp from 'fastify-plugin';
import type { Site } from '../../common/academy/site';

declare module 'fastify' {
  interface FastifyRequest {
    /** Which app the request is for: the Journals site or the Academy (decision 0020). */
    site: Site;
  }
}

export interface SiteOptions {
  /** The Academy's host as browsers name it (`courses.lectio.app`, `localhost:3012`). */
  academyHost: string;
  /** The Academy's own listener; a request that arrived on it is the Academy's, by any name. */
  academyPort: number;
}

/**
 * Tells the two apps apart. One process serves both (decision 0020): in production a proxy
 * sends the courses host here, so the Host header decides; in development the Academy has a
 * listener of its own, so the port that took the connection decides too (127.0.0.1:3012 is
 * the Academy as much as localhost:3012 is).
 */
export default fp<SiteOptions>(
  async (app, { academyHost, academyPort }) => {
    app.decorateRequest('site', 'journals');
    app.addHook('onRequest', async (request) => {
      if (request.host === academyHost || request.socket.localPort === academyPort) {
        request.site = 'academy';
      }
    });
  },
  { name: 'site' },
);
