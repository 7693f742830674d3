import type { Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { loadStoredRoom, storeRoomState } from './room-state';

/**
 * The document server's storage of rooms in the main database (decision 0025, point 12).
 * Loading applies the stored state and then the logged updates it may lack (a crash between
 * two debounced writes of the state loses none of them), all in one Yjs transaction: one by
 * one, 20,000 updates cost twice as long, and merging them first (Y.mergeUpdates) far longer.
 * Storing records when the state was taken, before encoding it, so the loader's trust in it
 * is never misplaced.
 */
export function roomStoreExtension(app: FastifyInstance): Extension {
  return {
    async onLoadDocument({ document, documentName }) {
      const { state, updates } = await loadStoredRoom(app.db, documentName);
      document.transact(() => {
        if (state) Y.applyUpdate(document, state);
        for (const update of updates) {
          // One unreadable row (none is logged unread: room-log.ts) must not lose the room.
          try {
            Y.applyUpdate(document, update);
          } catch (error) {
            app.log.error({ err: error, roomId: documentName }, 'Rooms: a logged update skipped');
          }
        }
      });
    },
    async onStoreDocument({ document, documentName }) {
      const takenAt = new Date();
      await storeRoomState(app.db, documentName, {
        state: Y.encodeStateAsUpdate(document),
        takenAt,
      });
    },
  };
}
