import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Backend {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Which backend answered each request, in order (to prove requests alternate). */
  readonly served: number[];
  close(): Promise<void>;
}

/**
 * The small load balancer of the scale-out tests: each request goes to the next backend in
 * turn, with no stickiness, as a production balancer in front of Lectio is configured
 * (docs/DEPLOY.md). Responses stream through unbuffered, so Server-Sent Events pass at once. A
 * backend that refuses the connection is skipped and the request tried on the next one, as a
 * balancer's health check would take a dead instance out; a request whose body was already
 * being sent cannot be replayed and gets 502, which the browser's retry logic must survive.
 */
export async function startRoundRobinProxy(
  backends: Backend[],
  port = 0,
): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];

  const server: Server = createServer((incoming, outgoing) => {
    const tryBackend = (attemptsLeft: number) => {
      const index = next++ % backends.length;
      const backend = backends[index]!;
      const upstream = forward(
        {
          host: backend.host,
          port: backend.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress },
        },
        (response: IncomingMessage) => {
          served.push(index);
          outgoing.writeHead(response.statusCode ?? 502, response.rawHeaders);
          response.pipe(outgoing);
          response.on('error', () => outgoing.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        const bodyStarted = incoming.readableEnded || incoming.readableDidRead;
        if (error.code === 'ECONNREFUSED' && !bodyStarted && attemptsLeft > 1) {
          tryBackend(attemptsLeft - 1);
        } else if (!outgoing.headersSent) {
          outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
        } else {
          outgoing.destroy();
        }
      });
      outgoing.on('close', () => upstream.destroy());
      incoming.pipe(upstream);
    };
    tryBackend(backends.length);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
