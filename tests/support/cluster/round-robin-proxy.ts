import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';

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
  /**
   * Tests steer requests: a function naming the backend for a request (undefined: the next in
   * turn), and a pace for request bodies (bytes per second) so an upload is still in flight
   * when the test interrupts it.
   */
  steer(choose: ((request: IncomingMessage) => number | undefined) | null): void;
  paceBodies(bytesPerSecond: number | null): void;
  /** The tus requests seen: method, backend and Upload-Offset, in order. */
  readonly uploads: {
    method: string;
    backend: number;
    offset: number | null;
    /** The answer's status, once it came (undefined: none came). */
    status?: number;
    /** The Upload-Offset the answer gave, if any. */
    answeredOffset?: number;
  }[];
  /** Request body bytes passed on so far, by all requests. */
  readonly bodyBytes: () => number;
  /** Cuts every upload in flight, as a dropped connection would. */
  cutUploads(): void;
  close(): Promise<void>;
}

/**
 * The small load balancer of the scale-out tests: each request goes to the next backend in
 * turn, with no stickiness, as a production balancer in front of Lectio is configured
 * (docs/DEPLOY.md). Responses stream through unbuffered, so Server-Sent Events pass at once. A
 * backend that refuses the connection is skipped and the request tried on the next one, and
 * it stays out, as a balancer's health check keeps a dead instance out, until its
 * `/api/health` answers again (probed every HEALTH_PROBE_MS). A request with a body is never
 * replayed, as a balancer does not replay non-idempotent requests: it gets 502, which the
 * browser's retry logic must survive.
 */
const HEALTH_PROBE_MS = 1_000;

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

export async function startRoundRobinProxy(
  backends: Backend[],
  port = 0,
): Promise<RoundRobinProxy> {
  let next = 0;
  const served: number[] = [];
  /** Backends that refused a connection, each with the probe that lets it back in. */
  const down = new Map<number, NodeJS.Timeout>();
  const markDown = (index: number) => {
    if (down.has(index)) return;
    const { host, port: backendPort } = backends[index]!;
    const probe = setInterval(() => {
      const check = forward({ host, port: backendPort, path: '/api/health' }, (response) => {
        response.resume();
        if (response.statusCode === 200 && down.get(index) === probe) {
          clearInterval(probe);
          down.delete(index);
        }
      });
      check.on('error', () => {});
      check.end();
    }, HEALTH_PROBE_MS);
    down.set(index, probe);
  };
  let failures = 0;
  let choose: ((request: IncomingMessage) => number | undefined) | null = null;
  let pace: number | null = null;
  let bodyBytes = 0;
  const uploads: RoundRobinProxy['uploads'] = [];
  const uploadsInFlight = new Set<() => void>();
  const pick = (request: IncomingMessage) => {
    const chosen = choose?.(request);
    if (chosen !== undefined) return chosen;
    for (let tried = 0; tried < backends.length; tried++) {
      const index = next++ % backends.length;
      if (!down.has(index)) return index;
    }
    return next++ % backends.length;
  };

  /** Counts body bytes and, when paced, lets them through at the set rate. */
  const pacedCounter = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bodyBytes += chunk.length;
        if (pace === null) return done(null, chunk);
        setTimeout(() => done(null, chunk), (chunk.length / pace) * 1000);
      },
    });

  const server: Server = createServer((incoming, outgoing) => {
    const tryBackend = (attemptsLeft: number) => {
      const index = pick(incoming);
      const offset = incoming.headers['upload-offset'];
      const record: RoundRobinProxy['uploads'][number] | null = incoming.url?.startsWith(
        '/api/uploads',
      )
        ? { method: incoming.method ?? '', backend: index, offset: offset ? Number(offset) : null }
        : null;
      if (record) uploads.push(record);
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
          if (record) {
            record.status = response.statusCode;
            const answeredOffset = response.headers['upload-offset'];
            if (answeredOffset) record.answeredOffset = Number(answeredOffset);
          }
          outgoing.writeHead(response.statusCode ?? 502, response.rawHeaders);
          response.pipe(outgoing);
          response.on('error', () => outgoing.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        failures += 1;
        if (error.code === 'ECONNREFUSED') markDown(index);
        if (error.code === 'ECONNREFUSED' && !hasBody(incoming) && attemptsLeft > 1) {
          tryBackend(attemptsLeft - 1);
        } else if (!outgoing.headersSent) {
          outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
        } else {
          outgoing.destroy();
        }
      });
      const cut = () => {
        upstream.destroy();
        outgoing.destroy();
      };
      if (incoming.url?.startsWith('/api/uploads')) uploadsInFlight.add(cut);
      outgoing.on('close', () => {
        uploadsInFlight.delete(cut);
        upstream.destroy();
      });
      incoming.pipe(pacedCounter()).pipe(upstream);
    };
    tryBackend(backends.length);
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    served,
    failures: () => failures,
    steer: (rule) => {
      choose = rule;
    },
    paceBodies: (bytesPerSecond) => {
      pace = bytesPerSecond;
    },
    uploads,
    bodyBytes: () => bodyBytes,
    cutUploads: () => {
      for (const cut of uploadsInFlight) cut();
    },
    close: () =>
      new Promise((resolve) => {
        for (const probe of down.values()) clearInterval(probe);
        down.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
