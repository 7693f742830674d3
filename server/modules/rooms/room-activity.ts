import type { Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { announceSession } from './session-live';

/**
 * How often typing in a room tells the teacher's live view to read the words again: often
 * enough to look live (point 4), rarely enough that thirty rooms of typing stay cheap.
 */
export const ROOM_ACTIVITY_ANNOUNCE_MS = 3_000;

/**
 * The document server's extension that tells a session's pages that a room was written in: at
 * once, then at most once per room every few seconds per instance, the last edit of a burst
 * included. The timers kept here only thin out announcements; nothing else depends on them (a
 * second instance announces for its own writers).
 */
export function roomActivityExtension(app: FastifyInstance): Extension {
  const lastAnnounced = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  const sessionOf = new Map<string, string>();

  async function announce(roomId: string) {
    lastAnnounced.set(roomId, Date.now());
    let sessionId = sessionOf.get(roomId);
    if (!sessionId) {
      const room = await app.db
        .selectFrom('writing_rooms')
        .select('session_id')
        .where('id', '=', roomId)
        .executeTakeFirst();
      if (!room) return;
      sessionId = room.session_id;
      sessionOf.set(roomId, sessionId);
    }
    await announceSession(app, sessionId);
  }

  return {
    async onChange({ documentName, transactionOrigin }) {
      // Only edits made by connections (not loading, not other instances' updates).
      if (!transactionOrigin || typeof transactionOrigin !== 'object') return;
      if (pending.has(documentName)) return;
      const wait = (lastAnnounced.get(documentName) ?? 0) + ROOM_ACTIVITY_ANNOUNCE_MS - Date.now();
      if (wait <= 0) {
        await announce(documentName);
        return;
      }
      const timer = setTimeout(() => {
        pending.delete(documentName);
        announce(documentName).catch((error: unknown) =>
          app.log.error({ err: error, roomId: documentName }, 'Rooms: activity not announced'),
        );
      }, wait);
      timer.unref();
      pending.set(documentName, timer);
    },
    async afterUnloadDocument({ documentName }) {
      clearTimeout(pending.get(documentName));
      pending.delete(documentName);
      lastAnnounced.delete(documentName);
      sessionOf.delete(documentName);
    },
  };
}
