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
  /** How many requests a backend failed to take or answer (a killed instance). */
  readonly failures: () => number;
  close(): Promise<void>;
}

/**
 * The small load balancer of the scale-out tests: each request goes to the next backend in
 * turn, with no stickiness, as a production balancer in front of Lectio is configured
 * (docs/DEPLOY.md). Responses stream through unbuffered, so Server-Sent Events pass at once. A
 * backend that refuses the connection is skipped and the request tried on the next one, as a
 * balancer's health check would take a dead instance out (it is tried again after
 * DOWN_FOR_MS). A request with a body is never replayed, as a balancer does not replay
 * non-idempotent requests: it gets 502, which the browser's retry logic must survive.
 */
const DOWN_FOR_MS = 30_000;

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

export async function startRoundRobinProxy(
  backends: Backend[],
  port = 0,
): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  /** When each backend that refused a connection may be tried again. */
  const downUntil = new Map<number, number>();
  let failures = 0;
  const pick = () => {
    for (let tried = 0; tried < backends.length; tried++) {
      const index = next++ % backends.length;
      if ((downUntil.get(index) ?? 0) <= Date.now()) return index;
    }
    return next++ % backends.length;
  };

  const server: Server = createServer((incoming, outgoing) => {
    const tryBackend = (attemptsLeft: number) => {
      const index = pick();
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
        failures += 1;
        if (error.code === 'ECONNREFUSED') downUntil.set(index, Date.now() + DOWN_FOR_MS);
        if (error.code === 'ECONNREFUSED' && !hasBody(incoming) && attemptsLeft > 1) {
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
    failures: () => failures,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
