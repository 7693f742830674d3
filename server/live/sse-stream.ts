import type { FastifyReply, FastifyRequest } from 'fastify';

/** One open Server-Sent Events response. */
export interface SseStream {
  /** Writes one event; a no-op once the stream has ended. */
  send(message: { event: string; id?: string; data: unknown }): void;
  /** Writes an SSE comment, which browsers ignore and proxies see as traffic. */
  comment(text: string): void;
  /** Ends the response (the browser reconnects and is checked afresh). Idempotent. */
  end(): void;
  /** Runs `fn` once when the stream ends, whoever ends it (us, the browser, the server). */
  onEnd(fn: () => void): void;
  readonly ended: boolean;
}

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

/**
 * Takes the reply over as an event stream: the headers a live view needs (no caching, no
 * proxy buffering), the reconnection delay, then events as they are sent. Ends when the
 * browser goes away or `end()` is called.
 */
export function startSseStream(request: FastifyRequest, reply: FastifyReply): SseStream {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies must pass each event on at once rather than buffer the stream.
    'x-accel-buffering': 'no',
  });
  out.write(`retry: ${RETRY_MS}\n\n`);
  const endListeners: (() => void)[] = [];
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    out.end();
    for (const listener of endListeners.splice(0)) {
      try {
        listener();
      } catch (error) {
        request.log.warn({ err: error }, 'a live stream end listener failed');
      }
    }
  };
  request.raw.on('close', end);
  return {
    send({ event, id, data }) {
      if (ended) return;
      const idLine = id === undefined ? '' : `id: ${id.replace(/[\r\n]/g, '')}\n`;
      out.write(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      if (!ended) out.write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`);
    },
    end,
    onEnd(fn) {
      if (ended) fn();
      else endListeners.push(fn);
    },
    get ended() {
      return ended;
    },
  };
}
