import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { studentKey } from '../../../common/chat/rules';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { ROOM_STORE_DEBOUNCE_MS } from './room-server';
import { ROOM_LOG_MARGIN_MS, loadStoredRoom } from './room-state';
import {
  connectToRoom,
  eventually,
  openRoom,
  roomText,
  textOfState,
  typeInRoom,
} from './room-test-clients';

/** A writer's document and each update it makes, as a browser would send them. */
function writer() {
  const document = new Y.Doc();
  const updates: Uint8Array[] = [];
  document.on('update', (update: Uint8Array) => updates.push(update));
  return { document, updates, type: (text: string) => typeInRoom(document, text) };
}

const secondsAgo = (now: number, seconds: number) => new Date(now - seconds * 1000).toISOString();

/** Issue 18, point 12: a room loads its stored state and whatever the log holds beyond it. */
for (const database of testDatabases()) {
  describe(`writing rooms' stored state on ${database.name}`, () => {
    let app: FastifyInstance;
    let base: string;
    const providers: HocuspocusProvider[] = [];

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      for (const provider of providers) provider.destroy();
      await app.close();
      await database.dropAll();
    });

    async function storeState(roomId: string, document: Y.Doc, takenAt: string) {
      await app.db
        .updateTable('writing_rooms')
        .set({ doc_state: Buffer.from(Y.encodeStateAsUpdate(document)), doc_state_at: takenAt })
        .where('id', '=', roomId)
        .execute();
    }
    async function log(roomId: string, authorId: string, updates: Uint8Array[], at: string) {
      for (const update of updates) {
        await app.db
          .insertInto('writing_room_updates')
          .values({
            id: crypto.randomUUID(),
            room_id: roomId,
            author_key: studentKey(authorId),
            teacher_edit: 0,
            update_bytes: Buffer.from(update),
            created_at: at,
          })
          .execute();
      }
    }
    /** The room's text as a browser opening it now sees it. */
    async function opened(roomId: string, caller: Parameters<typeof connectToRoom>[1]) {
      const connection = await connectToRoom(base, caller, 'student', roomId);
      providers.push(connection.provider);
      return roomText(connection.document);
    }

    it('reopens a room stored before a crash with the edits only the log kept', async () => {
      const { students, roomId } = await openRoom(app);
      const ana = writer();
      const now = Date.now();
      ana.type('Stored words.');
      await log(roomId, students[0]!.id, ana.updates.splice(0), secondsAgo(now, 8));
      await storeState(roomId, ana.document, secondsAgo(now, 6));
      // Logged and acknowledged after the state was taken; the crash came before the next store.
      ana.type(' Logged after.');
      await log(roomId, students[0]!.id, ana.updates.splice(0), secondsAgo(now, 5));

      expect(await opened(roomId, students[1]!)).toBe('Stored words. Logged after.');
    });

    it('reads only the updates logged since the state was taken, less the margin', async () => {
      const { students, roomId } = await openRoom(app);
      const now = Date.now();
      const takenAt = now - 60_000;
      const margin = ROOM_LOG_MARGIN_MS / 1000;
      const ana = writer();
      ana.type('In the state.');
      await storeState(roomId, ana.document, new Date(takenAt).toISOString());
      // Never happens (the state holds everything logged before it): it shows what is read.
      const earlier = writer();
      earlier.type('Outside the margin.');
      await log(roomId, students[0]!.id, earlier.updates, secondsAgo(takenAt, margin + 1));
      ana.type(' Within the margin.');
      await log(roomId, students[0]!.id, ana.updates.splice(-1), secondsAgo(takenAt, margin - 1));

      const stored = await loadStoredRoom(app.db, roomId);
      expect(textOfState(stored.state)).toBe('In the state.');
      expect(stored.updates).toHaveLength(1);
      expect(await opened(roomId, students[1]!)).toBe('In the state. Within the margin.');
    });

    it('rebuilds a room never stored from its whole log', async () => {
      const { students, roomId } = await openRoom(app);
      const ana = writer();
      const now = Date.now();
      for (const word of ['Lord, ', 'teach ', 'us ', 'to ', 'pray.']) ana.type(word);
      await log(roomId, students[0]!.id, ana.updates, secondsAgo(now, 3_600));

      expect((await loadStoredRoom(app.db, roomId)).updates).toHaveLength(5);
      expect(await opened(roomId, students[1]!)).toBe('Lord, teach us to pray.');
    });

    it('loads a room whose record holds an unreadable update, without it', async () => {
      const { students, roomId } = await openRoom(app);
      const ana = writer();
      const now = Date.now();
      ana.type('Still ');
      await log(roomId, students[0]!.id, ana.updates.splice(0), secondsAgo(now, 3));
      await log(
        roomId,
        students[0]!.id,
        [new TextEncoder().encode('not an update')],
        secondsAgo(now, 2),
      );
      ana.type('here.');
      await log(roomId, students[0]!.id, ana.updates.splice(0), secondsAgo(now, 1));

      expect(await opened(roomId, students[1]!)).toBe('Still here.');
    });

    it('stores the state with the moment it was taken, debounced while the room is written in', async () => {
      const { students, roomId } = await openRoom(app);
      const connection = await connectToRoom(base, students[0]!, 'student', roomId);
      providers.push(connection.provider);
      const before = new Date().toISOString();
      typeInRoom(connection.document, 'Here I am.');
      const stored = () =>
        app.db
          .selectFrom('writing_rooms')
          .select(['doc_state', 'doc_state_at'])
          .where('id', '=', roomId)
          .executeTakeFirstOrThrow();
      await eventually(
        async () => (await stored()).doc_state !== null,
        ROOM_STORE_DEBOUNCE_MS * 3,
        {
          everyMs: 50,
        },
      );
      const { doc_state, doc_state_at } = await stored();
      expect(textOfState(doc_state)).toBe('Here I am.');
      expect(doc_state_at! >= before).toBe(true);
    });
  });
}
