import { IncomingMessage, MessageType, type Document, type Extension } from '@hocuspocus/server';
import { isDeepStrictEqual } from 'node:util';
import type { RoomConnectionContext } from './room-server';
import { callerPresence } from './room-view';

/** Longest awareness state a client may share: a presence and a caret's two positions. */
export const PRESENCE_STATE_MAX_CHARS = 2_000;

interface AwarenessEntry {
  clientId: number;
  clock: number;
  state: string;
}

/** The awareness entries a client's message carries (y-protocols/awareness's encoding). */
function awarenessEntriesIn(message: Uint8Array): AwarenessEntry[] | null {
  const incoming = new IncomingMessage(message);
  incoming.readVarString();
  if (incoming.readVarUint() !== MessageType.Awareness) return null;
  const update = new IncomingMessage(incoming.readVarUint8Array());
  const entries: AwarenessEntry[] = [];
  for (let count = update.readVarUint(); count > 0; count--) {
    entries.push({
      clientId: update.readVarUint(),
      clock: update.readVarUint(),
      state: update.readVarString(),
    });
  }
  return entries;
}

/**
 * Whether applying the entry changes the document's awareness: y-protocols'
 * applyAwarenessUpdate takes a newer clock, or at the same clock a removal of a present state,
 * and ignores everything else.
 */
function changes(document: Document, { clientId, clock, state }: AwarenessEntry): boolean {
  const current = document.awareness.meta.get(clientId)?.clock ?? 0;
  return (
    current < clock ||
    (current === clock && state === 'null' && document.awareness.states.has(clientId))
  );
}

/**
 * Presence is the server's word, not the browser's (issue 18, point 8). A client shares its
 * presence through the room's awareness, which Hocuspocus relays to every other client as it
 * came; so each awareness message is checked before it is applied, and one that would change
 * presence in a way that does not hold is refused and its connection closed:
 * - the `user` it shares must be the one the server gives this caller (first name and last
 *   initial, adult only for adults, their colour): nobody takes another's name or poses as a
 *   teacher;
 * - it changes only its caller's own clients, never another person's (the same person's
 *   browser reconnecting, while the server still holds its old connection, is not refused);
 * - each state is small.
 * Browsers send back the others' presence they receive (HocuspocusProvider relays every change
 * of its awareness); such an echo is no newer than what the server holds and changes nothing,
 * so it passes unchecked. A well-behaved browser shares exactly what the room's view told it
 * (`me.presence`), so only a tampered one is ever refused.
 */
export function roomPresenceExtension(): Extension {
  return {
    async beforeHandleMessage({ connection, document, update: message }) {
      const entries = awarenessEntriesIn(message);
      if (!entries) return;
      const { caller } = connection.context as RoomConnectionContext;
      const allowed = callerPresence(caller);
      for (const entry of entries) {
        if (!changes(document, entry)) continue;
        for (const other of document.connections.values()) {
          const holder = (other.connection.context as RoomConnectionContext).caller;
          if (other.clients.has(entry.clientId) && holder.key !== caller.key) {
            throw new Error('Awareness of another person’s client');
          }
        }
        if (entry.state.length > PRESENCE_STATE_MAX_CHARS) throw new Error('Awareness too large');
        const shared = JSON.parse(entry.state) as unknown;
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
