import type { Connection, Document, Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { ROOM_RIGHTS_RECHECK_MS, writes, type RoomRight } from '../../../common/rooms/rights';
import { roomRightOf } from '../../access/writing-rooms';
import type { RoomConnectionContext } from './room-server';

const scopeOf = (roomId: string) => `room:${roomId}`;

/**
 * Says on the live channel that rights in the room changed (a student removed or moved, the
 * room closed or paused, the session ended): every instance holding the room checks each of
 * its connections again at once (issue 18, point 5: within 2 s). Call it after the change
 * has committed.
 */
export async function announceRoomRights(app: FastifyInstance, roomId: string): Promise<void> {
  await app.live.publish({ type: 'room-rights', scope: scopeOf(roomId), id: roomId });
}

/**
 * Each connection of the document gets the right it has now: read-only when it may only read,
 * closed when it may not be there at all. An edit sent after this is refused by the document
 * server (a read-only connection's updates are never applied, so never stored or logged).
 * The rights are all asked first and then given in one later turn of the event loop: an update
 * being logged is checked once more and handled by the document server within one turn
 * (room-log.ts), and a change of right must never fall between the two.
 */
export async function applyRoomRights(app: FastifyInstance, document: Document): Promise<void> {
  const decided: { connection: Connection; right: RoomRight | null }[] = [];
  for (const connection of document.getConnections()) {
    const context = connection.context as RoomConnectionContext | undefined;
    if (!context?.caller) continue;
    decided.push({ connection, right: await roomRightOf(app.db, context.caller, document.name) });
  }
  await new Promise((resolve) => setImmediate(resolve));
  for (const { connection, right } of decided) {
    if (!right) connection.close();
    else connection.readOnly = !writes(right);
  }
}

/**
 * The document server's extension that keeps each room this instance holds listening for its
 * rights' changes, from load to unload, and checking them again every ROOM_RIGHTS_RECHECK_MS
 * in case an announcement was lost.
 */
export function roomRightsExtension(app: FastifyInstance): Extension {
  const stops = new Map<string, () => void>();
  return {
    async afterLoadDocument({ documentName, document }) {
      stops.get(documentName)?.();
      const apply = () =>
        void applyRoomRights(app, document).catch((error: unknown) =>
          app.log.error({ err: error, roomId: documentName }, 'Rooms: rights not applied'),
        );
      const unsubscribe = app.live.subscribe(scopeOf(documentName), apply);
      const recheck = setInterval(apply, ROOM_RIGHTS_RECHECK_MS);
      recheck.unref();
      stops.set(documentName, () => {
        unsubscribe();
        clearInterval(recheck);
      });
      await app.live.ready();
    },
    async afterUnloadDocument({ documentName }) {
      stops.get(documentName)?.();
      stops.delete(documentName);
    },
  };
}
