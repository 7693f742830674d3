// Constant-rate load, for the latency "at half of the measured peak" (GUIDE §7).
//
// autocannon's own rate limit (overallRate) is not a steady rate: each connection sends as
// fast as it is answered until it has sent its share for the current second, then waits for
// the next second. "Half of the peak" then means full load for half of each second, and its
// p99 is the latency of 10 connections queued on a saturated server. Here, as in wrk2, the
// requests follow an even schedule instead: request j is due at j / rate seconds and goes
// out on connection j mod `connections` as soon as it is due and that connection's previous
// answer is in. When that answer came after the request was due, the latency runs from when
// it was due, not from when it was sent: a server that falls behind is charged for the wait
// it causes (no coordinated omission). When the bench process itself sends late (its timers
// on a busy machine), the latency runs from the sending; that lateness is reported apart.
//
// The client is a few lines over raw keep-alive sockets with the request bytes built once:
// node:http costs tens of microseconds per request, enough to make the bench process, not
// the server, the bottleneck at the bare route's rates.
import { connect } from 'node:net';
import { percentile } from './api-throughput.mjs';

/**
 * How many requests of an even schedule are due `elapsedMs` after the start: request i is
 * due at i × 1000 / rate ms, so the first one at once.
 * @param {number} elapsedMs
 * @param {number} rate requests per second
 * @param {number} total requests in the whole run
 */
export function dueCount(elapsedMs, rate, total) {
  if (elapsedMs < 0) return 0;
  return Math.min(total, Math.floor((elapsedMs * rate) / 1000) + 1);
}

/**
 * The bytes of one HTTP/1.1 request.
 * @param {URL} url
 * @param {string} method
 * @param {Record<string, string>} headers
 * @param {string | undefined} body
 */
export function requestBytes(url, method, headers, body) {
  const lines = [`${method} ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

/**
 * Reads HTTP/1.1 answers from a byte stream: `push(chunk)` answers the status codes of the
 * answers the chunk completed (content-length or chunked bodies).
 */
export function responseReader() {
  let buffered = Buffer.alloc(0);
  return {
    /** @param {Buffer} chunk */
    push(chunk) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      /** @type {number[]} */
      const statuses = [];
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n');
        if (headEnd < 0) break;
        const head = buffered.toString('latin1', 0, headEnd);
        const status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        let end;
        if (length) {
          end = headEnd + 4 + Number(length[1]);
        } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
          const last = buffered.indexOf('\r\n0\r\n\r\n', headEnd + 2);
          end = last < 0 ? Infinity : last + 7;
        } else {
          end = headEnd + 4;
        }
        if (buffered.length < end) break;
        statuses.push(status);
        buffered = buffered.subarray(end);
      }
      return statuses;
    },
  };
}

/**
 * @typedef {{ path?: string, headers?: Record<string, string>, body?: string }} RequestPart
 * What one request of a paced load may change: its path (with query), headers and body.
 */

/**
 * Sends `rate` requests per second for `seconds` on an even schedule over `connections`
 * keep-alive connections, and times each answer from when its request was due.
 * `headersFor(j)` may add headers to request j (e.g. a distinct client address);
 * `requestFor(j)` may give request j its own path (and query), headers and body (e.g. each
 * connection a different signed-in user). Request j always goes out on connection
 * j mod `connections`, so a connection can stand for one client.
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   rate: number, seconds: number, connections?: number,
 *   headersFor?: (index: number) => Record<string, string>,
 *   requestFor?: (index: number) => RequestPart }} options
 */
export async function pacedLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  seconds,
  connections = 10,
  headersFor,
  requestFor,
}) {
  const target = new URL(url);
  const total = Math.max(1, Math.round(rate * seconds));
  const fixed = headersFor || requestFor ? null : requestBytes(target, method, headers, body);
  const bytesFor = (index) => {
    if (fixed) return fixed;
    const part = requestFor?.(index) ?? {};
    return requestBytes(
      part.path ? new URL(part.path, target) : target,
      method,
      { ...headers, ...headersFor?.(index), ...part.headers },
      part.body ?? body,
    );
  };
  /** @type {number[]} */
  const latencies = [];
  /** @type {number[]} */
  const lateMs = [];
  const failures = { errors: 0, timeouts: 0, non2xx: 0 };
  const dueAt = (index) => started + (index * 1000) / rate;

  const sockets = await Promise.all(
    Array.from({ length: Math.min(connections, total) }, () => open(target)),
  );
  // Per connection: the request in flight (or -1), when its clock started, the next request
  // it sends, and when it was last answered.
  const lanes = sockets.map((socket, lane) => ({
    socket,
    inFlight: -1,
    since: 0,
    next: lane,
    freeAt: 0,
  }));
  let answered = 0;
  let started = performance.now();
  /** @type {() => void} */
  let wake = () => {};

  for (const lane of lanes) {
    const reader = responseReader();
    lane.socket.on('data', (chunk) => {
      for (const status of reader.push(chunk)) {
        if (lane.inFlight < 0) continue;
        const now = performance.now();
        if (status >= 200 && status < 300) latencies.push(now - lane.since);
        else failures.non2xx += 1;
        lane.inFlight = -1;
        lane.freeAt = now;
        answered += 1;
      }
      wake();
    });
    lane.socket.on('error', () => {
      if (lane.inFlight >= 0) {
        failures.errors += 1;
        answered += 1;
        lane.inFlight = -1;
      }
      lane.next = Infinity;
      wake();
    });
  }

  started = performance.now();
  const deadline = started + seconds * 1000 + 10_000;
  try {
    while (answered < total) {
      const now = performance.now();
      if (now > deadline) {
        failures.timeouts += total - answered;
        break;
      }
      const due = dueCount(now - started, rate, total);
      let nextDue = Infinity;
      for (const lane of lanes) {
        if (lane.inFlight < 0 && lane.next < due) {
          const dueTime = dueAt(lane.next);
          lane.inFlight = lane.next;
          lane.since = lane.freeAt > dueTime ? dueTime : now;
          lateMs.push(now - dueTime);
          lane.socket.write(bytesFor(lane.next));
          lane.next += lanes.length;
        }
        if (lane.next < total) nextDue = Math.min(nextDue, dueAt(lane.next));
      }
      // Sleep until the next request is due or an answer comes in; timers are good to
      // about a millisecond, so the last stretch is polled.
      const wait = Math.min(nextDue - performance.now(), 100);
      await new Promise((resolve) => {
        wake = resolve;
        if (wait > 1.5) setTimeout(resolve, wait - 1);
        else setImmediate(resolve);
      });
    }
  } finally {
    for (const socket of sockets) socket.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    rate,
    sent: total,
    /** Answers per second over the run, from the first request due to the last answer. */
    achievedRps: elapsed > 0 ? answered / elapsed : 0,
    latencies,
    /** How late requests went out against their schedule (a busy bench process or server). */
    lateMs: { p99: percentile(lateMs, 99), max: percentile(lateMs, 100) },
    failures,
  };
}

/** @param {URL} target */
function open(target) {
  return /** @type {Promise<import('node:net').Socket>} */ (
    new Promise((resolve, reject) => {
      const socket = connect(Number(target.port || 80), target.hostname, () => {
        socket.setNoDelay(true);
        socket.off('error', reject);
        resolve(socket);
      });
      socket.once('error', reject);
    })
  );
}
