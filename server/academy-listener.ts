import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The Academy's own listener (decision 0020): a second HTTP server handing every request to
 * the same Fastify instance, whose `site` plugin knows it by the port it arrived on. One
 * process, one database pool, one set of background jobs for both apps.
 */
export async function listenForAcademy(
  app: FastifyInstance,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((request, response) => app.routing(request, response));
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  app.log.info({ url: `http://${host}:${port}` }, 'Academy listening');
  return server;
}

/** Stops taking connections; requests under way finish, idle and live connections end. */
export async function closeAcademyListener(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
}
