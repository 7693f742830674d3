import { Connection, IncomingMessage, MessageType, type Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';
import type { RoomConnectionContext } from './room-server';
import { forgetRefusedUpdate, roomUpdateLog } from './room-state';

/** The document update a client's message carries, and whether it is its sync's answer. */
function updateIn(message: Uint8Array): { update: Uint8Array; syncAnswer: boolean } | null {
  const incoming = new IncomingMessage(message);
  incoming.readVarString();
  const type = incoming.readVarUint();
  if (type !== MessageType.Sync && type !== MessageType.SyncReply) return null;
  const step = incoming.readVarUint();
  if (step !== messageYjsUpdate && step !== messageYjsSyncStep2) return null;
  return { update: incoming.readVarUint8Array(), syncAnswer: step === messageYjsSyncStep2 };
}

/**
 * An acknowledged edit is a logged edit (issue 18, point 12).
 *
 * What Hocuspocus 3.4.4 does with a client's update (Connection.handleMessage, then
 * MessageReceiver.readSyncMessage): it awaits the `beforeHandleMessage` hooks, then in one
 * synchronous step refuses the update if the connection is read-only (answering SyncStatus
 * false) or applies it and at once sends SyncStatus true: the acknowledgement that brings the
 * provider's `unsyncedChanges` to 0. Applying it emits the document's update, whose `onChange`
 * hooks run without being awaited, so an update logged from `onChange` is acknowledged before
 * its row is written, and a crash in between loses an edit the writer was told was saved (the
 * stored state is debounced by seconds).
 *
 * So each update a connection sends is logged here, in `beforeHandleMessage`, and the message
 * is handled only once the row is written; a failed write fails the message, which closes the
 * connection unacknowledged, and the provider sends the edit again when it reconnects.
 * A read-only connection's updates are never logged: Hocuspocus refuses them. Its right can
 * change while the row is written: the connection is checked again after, and an update it may
 * no longer write is refused and its row taken back. That last check and Hocuspocus's own run
 * in one turn of the event loop (nothing between them waits on I/O or timers); rights change
 * only in a later turn (applyRoomRights waits for one), never between the two.
 *
 * Updates that reach the document otherwise (over Redis from another instance, which logged
 * them; from loading) are not logged again; a server-side edit made with a transaction origin
 * that carries a caller (`{ context: { caller } }`) is logged from `onChange`.
 */
export function roomLogExtension(app: FastifyInstance): Extension {
  const log = roomUpdateLog(app.db);
  return {
    // Last of the extensions: its check must be the last step before the message is handled.
    priority: 0,
    async beforeHandleMessage({ connection, document, documentName, update: message }) {
      const carried = updateIn(message);
      if (!carried || connection.readOnly) return;
      // A reconnecting provider's answer to the sync often brings nothing new.
      if (carried.syncAnswer && Y.snapshotContainsUpdate(Y.snapshot(document), carried.update)) {
        return;
      }
      // An update Yjs cannot read would be refused when applied, but logged it would break
      // every later load of the room: it fails the message here (the connection is closed).
      Y.decodeUpdate(carried.update);
      const { caller } = connection.context as RoomConnectionContext;
      const id = await log.append({
        roomId: documentName,
        authorKey: caller.key,
        teacherEdit: caller.kind === 'teacher',
        update: carried.update,
      });
      // Still this connection of the document (a socket's reconnection is a new one, under the
      // same socket) and still writing: Hocuspocus applies the update next.
      const open = document.connections.get(connection.webSocket)?.connection === connection;
      if (open && !connection.readOnly) return;
      // Hocuspocus still handles a closed connection's message: refuse it as well.
      connection.readOnly = true;
      void forgetRefusedUpdate(app.db, id).catch((error: unknown) =>
        app.log.error({ err: error, roomId: documentName }, 'Rooms: refused update kept'),
      );
    },
    async onChange({ documentName, transactionOrigin, update }) {
      // Sockets' updates were logged before they were applied; Redis's origin is a string.
      if (typeof transactionOrigin !== 'object' || transactionOrigin instanceof Connection) return;
      const caller = (transactionOrigin as { context?: Partial<RoomConnectionContext> } | null)
        ?.context?.caller;
      if (!caller) return;
      await log.append({
        roomId: documentName,
        authorKey: caller.key,
        teacherEdit: caller.kind === 'teacher',
        update,
      });
    },
  };
}
