import type { FastifyInstance } from 'fastify';

/**
 * The bodies an RFC 8058 one-click unsubscribe arrives with, for the plugin that serves it
 * (notification email's and the family digest's): a mail client POSTs
 * `List-Unsubscribe=One-Click` as a small form, and some send that one field as multipart,
 * whose content does not matter (the signed token in the URL is the only authority).
 */
export function acceptOneClickBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { bodyLimit: 4096 },
    (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, {}));
      payload.on('error', (error) => done(error));
    },
  );
}
