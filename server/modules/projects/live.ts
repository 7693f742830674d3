import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { resolveAccount } from '../../plugins/session';
import { requireTeacherOfClass } from '../../access/teaches-class';
import { listChangedProjects } from './list-changed-projects';

/** How often the database is asked for changes: well inside the 2 s the teacher may wait. */
export const LIVE_POLL_MS = 500;
/**
 * Rows written by another instance can commit a little after their timestamp; each poll looks
 * back this far and skips what it already sent, so none is missed.
 */
const LOOK_BACK_MS = 5_000;
const HEARTBEAT_MS = 15_000;
/**
 * How often an open stream checks that its viewer may still watch (issue 15, point 15): a
 * revoked session or an ended place in the class stops the stream within this time.
 */
export const LIVE_ACCESS_CHECK_MS = 5_000;

/**
 * The clock of a stream's repeated work (polling, heartbeat, access check): real intervals by
 * default; tests pass a manual one and move it on, so nothing waits for real time.
 */
export interface LiveTimer {
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => unknown): () => void;
}

export const realLiveTimer: LiveTimer = {
  every(ms, tick) {
    const interval = setInterval(() => void tick(), ms);
    return () => clearInterval(interval);
  },
};

/**
 * Whether the viewer behind a stream may still watch the class: their session (re-read from
 * the request's token, never the one cached at connect time) is still live and, by the one rule
 * of who teaches a class (server/access/teaches-class.ts), they still teach it.
 */
export async function viewerMayStillWatch(
  request: FastifyRequest,
  classId: string,
): Promise<boolean> {
  const account = await resolveAccount(request);
  if (account?.type !== 'teacher') return false;
  try {
    await requireTeacherOfClass(request, classId);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Ends a stream once `mayStillWatch` says no, checked every LIVE_ACCESS_CHECK_MS on the
 * stream's timer. Kept apart from how changes reach the stream (polling today, an event channel
 * later), so access ends the view whatever carries it. A check that fails ends it too: the
 * browser reconnects and the route checks afresh. Answers the function that stops checking.
 */
export function endWhenAccessEnds({
  mayStillWatch,
  timer,
  end,
  request,
}: {
  mayStillWatch: () => Promise<boolean>;
  timer: LiveTimer;
  end: () => void;
  request: FastifyRequest;
}): () => void {
  let checking = false;
  return timer.every(LIVE_ACCESS_CHECK_MS, async () => {
    if (checking) return;
    checking = true;
    try {
      if (!(await mayStillWatch())) end();
    } catch (error) {
      request.log.warn({ err: error }, 'live access check failed; the stream ends');
      end();
    } finally {
      checking = false;
    }
  });
}

const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

/**
 * Streams a class's changed projects as Server-Sent Events (`event: project`, the id is the
 * change's time so a reconnecting browser resumes with Last-Event-ID). The caller has checked
 * that the signed-in teacher teaches the class, and hands in `mayStillWatch`, which the stream
 * asks again every few seconds (endWhenAccessEnds); `open` holds each stream's stop function
 * so a closing server ends them all.
 */
export function streamClassProjects(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  classId: string,
  {
    open,
    mayStillWatch,
    timer = realLiveTimer,
  }: {
    open: Set<() => void>;
    mayStillWatch: () => Promise<boolean>;
    timer?: LiveTimer | undefined;
  },
): void {
  const resumeFrom = request.headers['last-event-id'];
  let cursor = isIsoTime(resumeFrom) ? resumeFrom : new Date().toISOString();
  const sent = new Map<string, string>();
  let polling = false;
  let closed = false;

  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies must pass each event on at once rather than buffer the stream.
    'x-accel-buffering': 'no',
  });
  out.write('retry: 2000\n\n');

  async function poll() {
    if (polling || closed) return;
    polling = true;
    try {
      const since = new Date(Date.parse(cursor) - LOOK_BACK_MS).toISOString();
      for (const change of await listChangedProjects(db, { classId, since })) {
        if (sent.get(change.projectId) === change.updatedAt) continue;
        sent.set(change.projectId, change.updatedAt);
        if (change.updatedAt > cursor) cursor = change.updatedAt;
        out.write(`id: ${change.updatedAt}\nevent: project\ndata: ${JSON.stringify(change)}\n\n`);
      }
      for (const [projectId, updatedAt] of sent) {
        if (Date.parse(updatedAt) < Date.parse(cursor) - 2 * LOOK_BACK_MS) sent.delete(projectId);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'live class poll failed; the next poll tries again');
    } finally {
      polling = false;
    }
  }

  const stopPolling = timer.every(LIVE_POLL_MS, poll);
  const stopHeartbeat = timer.every(HEARTBEAT_MS, () => out.write(': keep-alive\n\n'));
  const stopChecking = endWhenAccessEnds({ mayStillWatch, timer, end: () => stop(), request });
  const stop = () => {
    if (closed) return;
    closed = true;
    stopPolling();
    stopHeartbeat();
    stopChecking();
    open.delete(stop);
    out.end();
  };
  open.add(stop);
  request.raw.on('close', stop);
  void poll();
}
