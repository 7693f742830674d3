import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_MESSAGES } from '../../common/live/messages';
import { AppError } from '../errors';
import type { SignedInAccount } from '../plugins/session';
import { realLiveTimer, type LiveTimer } from './live-timer';
import { startSseStream, type SseStream } from './sse-stream';

/** A comment on every open stream this often keeps proxies from closing a quiet one. */
export const LIVE_HEARTBEAT_MS = 15_000;
/**
 * How often this instance checks all its open streams at once (sessions still live, access
 * still held), in a few batched queries whatever the number of streams. Revocations that
 * announce themselves on the channel (sign-out, a co-teacher removed) end streams at once;
 * this check catches the rest (a session that ran out, a change made by hand).
 */
export const LIVE_ACCESS_CHECK_MS = 30_000;
/** Live pages (tabs) one account may keep open on one instance: a few, not a flood. */
export const LIVE_PAGES_PER_ACCOUNT = 5;
/** Streams one signed-in page may hold: its notification bell and its live view. */
export const LIVE_STREAMS_PER_PAGE = 2;
/**
 * Open live streams one account may hold on one instance. The count lives in this instance's
 * memory (it mirrors this instance's open connections), so behind a load balancer an account
 * may hold this many on each instance.
 */
export const LIVE_STREAMS_PER_ACCOUNT = LIVE_PAGES_PER_ACCOUNT * LIVE_STREAMS_PER_PAGE;
/** Ids per batched query (well inside both databases' parameter limits). */
const BATCH = 500;

/** What else a stream's viewer must still be allowed, checked in batches: e.g. teaching a class. */
export interface AccessRule {
  /** A check registered with `defineAccess`. */
  name: string;
  /** What it is about (a class id). */
  subject: string;
}

/** Answers, for each (account, subject), whether access still holds, in one go. */
export type BatchedAccessCheck = (
  entries: { accountId: string; subject: string }[],
) => Promise<boolean[]>;

interface OpenStream {
  stream: SseStream;
  account: SignedInAccount;
  access: AccessRule | undefined;
}

export interface LiveStreams {
  /**
   * Opens a Server-Sent Events stream for the signed-in account (the route has checked access
   * already). Over the per-account cap it throws a 429 before anything is written. The stream
   * gets heartbeats, and ends when its session ends, when its access rule stops holding, when
   * the browser leaves or when the server closes.
   */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { account: SignedInAccount; access?: AccessRule },
  ): SseStream;
  /** Registers the batched check behind an access rule's name. */
  defineAccess(name: string, check: BatchedAccessCheck): void;
  /** Checks the open streams `which` picks (all by default) now, and ends those that lost access. */
  recheck(
    which?: (stream: { account: SignedInAccount; access?: AccessRule }) => boolean,
  ): Promise<void>;
  /** How many streams are open on this instance. */
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

const accountKey = (account: SignedInAccount) => `${account.session.subjectType}:${account.id}`;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    result.push(items.slice(start, start + BATCH));
  }
  return result;
}

/**
 * `app.liveStreams`, the one way to open a live endpoint (issue 10, point 7): this instance's
 * open streams, their per-account cap, one heartbeat timer and one batched access check for
 * all of them, and an account-scoped subscription on the live channel so a revoked session's
 * streams end as soon as the revocation is announced.
 */
export default fp<{ timer?: LiveTimer | undefined; perAccount?: number | undefined }>(
  async (app, { timer = realLiveTimer, perAccount = LIVE_STREAMS_PER_ACCOUNT }) => {
    const open = new Set<OpenStream>();
    const byAccount = new Map<string, { streams: Set<OpenStream>; unsubscribe: () => void }>();
    const checks = new Map<string, BatchedAccessCheck>();

    async function recheck(which: (stream: OpenStream) => boolean = () => true) {
      const picked = [...open].filter(which);
      if (picked.length === 0) return;
      try {
        const live = new Set<string>();
        const sessionIds = [...new Set(picked.map((entry) => entry.account.session.id))];
        for (const ids of chunks(sessionIds)) {
          for (const id of await app.sessions.liveAmong(ids)) live.add(id);
        }
        const lost = picked.filter((entry) => !live.has(entry.account.session.id));
        const byRule = new Map<string, OpenStream[]>();
        for (const entry of picked) {
          if (!entry.access || !live.has(entry.account.session.id)) continue;
          const list = byRule.get(entry.access.name) ?? [];
          list.push(entry);
          byRule.set(entry.access.name, list);
        }
        for (const [name, entries] of byRule) {
          const check = checks.get(name);
          if (!check) {
            lost.push(...entries);
            continue;
          }
          for (const part of chunks(entries)) {
            const allowed = await check(
              part.map((entry) => ({
                accountId: entry.account.id,
                subject: entry.access!.subject,
              })),
            );
            part.forEach((entry, index) => {
              if (!allowed[index]) lost.push(entry);
            });
          }
        }
        for (const entry of lost) entry.stream.end();
      } catch (error) {
        // A failing database says nothing about access: the streams stay, the next check decides.
        app.log.warn({ err: error }, 'live access check failed; the next one tries again');
      }
    }

    let checking = false;
    const stopChecking = timer.every(LIVE_ACCESS_CHECK_MS, async () => {
      if (checking) return;
      checking = true;
      try {
        await recheck();
      } finally {
        checking = false;
      }
    });
    const stopHeartbeat = timer.every(LIVE_HEARTBEAT_MS, () => {
      for (const entry of open) entry.stream.comment('keep-alive');
    });

    const registry: LiveStreams = {
      open(request, reply, { account, access }) {
        const key = accountKey(account);
        if ((byAccount.get(key)?.streams.size ?? 0) >= perAccount) {
          throw new AppError('TOO_MANY_REQUESTS', {
            live: LIVE_MESSAGES.tooManyStreams(perAccount),
          });
        }
        const stream = startSseStream(request, reply);
        const entry: OpenStream = { stream, account, access };
        open.add(entry);
        let mine = byAccount.get(key);
        if (!mine) {
          const streams = new Set<OpenStream>();
          // One subscription per signed-in account with open streams on this instance.
          const unsubscribe = app.live.subscribe(`account:${key}`, (event) => {
            if (event.type === 'session-ended')
              void recheck((other) => streams.has(other as OpenStream));
          });
          mine = { streams, unsubscribe };
          byAccount.set(key, mine);
        }
        mine.streams.add(entry);
        stream.onEnd(() => {
          open.delete(entry);
          const current = byAccount.get(key);
          if (!current) return;
          current.streams.delete(entry);
          if (current.streams.size === 0) {
            current.unsubscribe();
            byAccount.delete(key);
          }
        });
        return stream;
      },
      defineAccess(name, check) {
        checks.set(name, check);
      },
      recheck,
      get size() {
        return open.size;
      },
    };
    app.decorate('liveStreams', registry);
    // Before the server stops accepting: open streams would otherwise hold the close up.
    app.addHook('preClose', async () => {
      stopChecking();
      stopHeartbeat();
      for (const entry of [...open]) entry.stream.end();
    });
  },
  { name: 'live-streams', dependencies: ['live-channel', 'session'] },
);
