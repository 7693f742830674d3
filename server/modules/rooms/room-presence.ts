import { IncomingMessage, MessageType, type Extension } from '@hocuspocus/server';
import { isDeepStrictEqual } from 'node:util';
import type { RoomConnectionContext } from './room-server';
import { callerPresence } from './room-view';

/** Longest awareness state a client may share: a presence and a caret's two positions. */
export const PRESENCE_STATE_MAX_CHARS = 2_000;

/** The awareness entries a client's message carries (y-protocols/awareness's encoding). */
function awarenessEntriesIn(message: Uint8Array): { clientId: number; state: string }[] | null {
  const incoming = new IncomingMessage(message);
  incoming.readVarString();
  if (incoming.readVarUint() !== MessageType.Awareness) return null;
  const update = new IncomingMessage(incoming.readVarUint8Array());
  const entries: { clientId: number; state: string }[] = [];
  for (let count = update.readVarUint(); count > 0; count--) {
    const clientId = update.readVarUint();
    update.readVarUint(); // the entry's clock
    entries.push({ clientId, state: update.readVarString() });
  }
  return entries;
}

/**
 * Presence is the server's word, not the browser's (issue 18, point 8). A client shares its
 * presence through the room's awareness, which Hocuspocus relays to every other client as it
 * came; so each awareness message is checked before it is applied, and one that does not hold
 * is refused and its connection closed:
 * - the `user` it shares must be the one the server gives this caller (first name and last
 *   initial, adult only for adults, their colour): nobody takes another's name or poses as a
 *   teacher;
 * - it speaks only for its caller's own clients, never for another person's (the same person's
 *   browser reconnecting, while the server still holds its old connection, is not refused);
 * - each state is small.
 * A well-behaved browser shares exactly what the room's view told it (`me.presence`), so only
 * a tampered one is ever refused.
 */
export function roomPresenceExtension(): Extension {
  return {
    async beforeHandleMessage({ connection, document, update: message }) {
      const entries = awarenessEntriesIn(message);
      if (!entries) return;
      const { caller } = connection.context as RoomConnectionContext;
      const allowed = callerPresence(caller);
      for (const { clientId, state } of entries) {
        for (const other of document.connections.values()) {
          const holder = (other.connection.context as RoomConnectionContext).caller;
          if (other.clients.has(clientId) && holder.key !== caller.key) {
            throw new Error('Awareness of another person’s client');
          }
        }
        if (state.length > PRESENCE_STATE_MAX_CHARS) throw new Error('Awareness too large');
        const shared = JSON.parse(state) as unknown;
        if (shared === null) continue; // the client leaving
        if (typeof shared !== 'object' || Array.isArray(shared)) {
          throw new Error('Awareness not an object');
        }
        if ('user' in shared && !isDeepStrictEqual(shared.user, allowed)) {
          throw new Error('Presence not the caller’s');
        }
      }
    },
  };
}
