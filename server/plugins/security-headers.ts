import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  production: boolean;
}

/**
 * Security headers for every response. Pages get their own CSP from the static-client
 * plugin (it knows each page's inline script hashes); this sets the rest and a strict CSP
 * for API answers.
 */
export default fp<SecurityHeadersOptions>(
  async (app, { production }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
