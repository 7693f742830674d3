import type { HocuspocusProvider } from '@hocuspocus/provider';
import {
  Document,
  OutgoingMessage,
  type Connection,
  type beforeHandleMessagePayload,
} from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { studentKey } from '../../../common/chat/rules';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { roomLogExtension } from './room-log';
import { roomUpdateLog } from './room-state';
import {
  REVOCATION_MS,
  connectToRoom,
  eventually,
  openRoom,
  roomText,
  typeInRoom,
} from './room-test-clients';

/** Resolves when every edit the provider sent has been acknowledged by the server. */
const acknowledged = (provider: HocuspocusProvider) =>
  new Promise<void>((resolve) => {
    if (provider.unsyncedChanges === 0) return resolve();
    const heard = ({ number }: { number: number }) => {
      if (number !== 0) return;
      provider.off('unsyncedChanges', heard);
      resolve();
    };
    provider.on('unsyncedChanges', heard);
  });

/** Closes the provider's socket and resolves once it is closed (connect() is a no-op before). */
const disconnected = (provider: HocuspocusProvider) =>
  new Promise<void>((resolve) => {
    provider.on('disconnect', () => resolve());
    provider.disconnect();
  });

/** The update a browser sends for typing `text` into an empty room. */
function typed(text: string): Uint8Array {
  const writer = new Y.Doc();
  let update: Uint8Array = new Uint8Array();
  writer.on('update', (made: Uint8Array) => (update = made));
  typeInRoom(writer, text);
  return update;
}

/** Issue 18, point 12: an acknowledged edit is a logged edit; a refused one never is. */
for (const database of testDatabases()) {
  describe(`writing rooms' record of updates on ${database.name}`, () => {
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

    const connect: typeof connectToRoom = async (...args) => {
      const connection = await connectToRoom(...args);
      providers.push(connection.provider);
      return connection;
    };
    const logged = (roomId: string) =>
      app.db
        .selectFrom('writing_room_updates')
        .select(['author_key', 'update_bytes'])
        .where('room_id', '=', roomId)
        .orderBy('created_at')
        .execute();
    /** The text the room's record alone rebuilds. */
    const rebuilt = async (roomId: string) => {
      const document = new Y.Doc();
      for (const row of await logged(roomId)) Y.applyUpdate(document, row.update_bytes);
      return roomText(document);
    };

    it('has each edit in the record by the time the writer hears it was received', async () => {
      const { students, roomId } = await openRoom(app);
      const ana = await connect(base, students[0]!, 'student', roomId);
      for (let word = 1; word <= 12; word++) {
        typeInRoom(ana.document, `word${word} `);
        await acknowledged(ana.provider);
        // Read at once on hearing the acknowledgement: the row was written before it was sent.
        expect((await logged(roomId)).length).toBe(word);
      }
      expect(new Set((await logged(roomId)).map((row) => row.author_key))).toEqual(
        new Set([studentKey(students[0]!.id)]),
      );
      expect(await rebuilt(roomId)).toBe(roomText(ana.document));
    });

    it('records what a writer typed while disconnected when the provider brings it back, and nothing for a plain reconnection', async () => {
      const { students, roomId } = await openRoom(app);
      const ana = await connect(base, students[0]!, 'student', roomId);
      typeInRoom(ana.document, 'Be still');
      await acknowledged(ana.provider);

      // A reconnection with nothing new: its answer to the sync is not a new update.
      await disconnected(ana.provider);
      await ana.provider.connect();
      await acknowledged(ana.provider);
      expect(await logged(roomId)).toHaveLength(1);

      await disconnected(ana.provider);
      typeInRoom(ana.document, ' and know.');
      await ana.provider.connect();
      await acknowledged(ana.provider);
      expect(await rebuilt(roomId)).toBe('Be still and know.');
    });

    it('writes the updates appended together in one batch, and fails only the row that cannot be written', async () => {
      const { students, roomId } = await openRoom(app);
      const log = roomUpdateLog(app.db);
      const writer = new Y.Doc();
      const updates: Uint8Array[] = [];
      writer.on('update', (update: Uint8Array) => updates.push(update));
      for (let word = 0; word < 30; word++) typeInRoom(writer, `w${word} `);
      const author = { authorKey: studentKey(students[0]!.id), teacherEdit: false };
      const appended = updates.map((update) => log.append({ roomId, ...author, update }));
      // A room that does not exist: its row breaks the batch it is in, and only its own append.
      const orphan = log.append({ roomId: 'no-such-room', ...author, update: updates[0]! });
      const more = updates.map((update) => log.append({ roomId, ...author, update }));
      const [ids] = await Promise.all([
        Promise.all([...appended, ...more]),
        expect(orphan).rejects.toThrow(),
      ]);
      expect(new Set(ids).size).toBe(60);
      expect(await logged(roomId)).toHaveLength(60);
      expect(await rebuilt(roomId)).toBe(roomText(writer));
    });

    /**
     * The extension on its own, with a connection of the caller writing `update` (the
     * caller typing by default): starts handling it, and the test acts before it is logged.
     */
    function handling(roomId: string, callerId: string, update?: Uint8Array) {
      const document = new Document(roomId);
      const connection = {
        readOnly: false,
        webSocket: {},
        context: { caller: { key: studentKey(callerId), kind: 'student', id: callerId } },
      } as unknown as Connection;
      document.addConnection(connection);
      const message = new OutgoingMessage(roomId)
        .createSyncMessage()
        .writeUpdate(update ?? typed('Sabotage!'))
        .toUint8Array();
      const handled = roomLogExtension(app).beforeHandleMessage!({
        connection,
        document,
        documentName: roomId,
        update: message,
      } as unknown as beforeHandleMessagePayload);
      return { document, connection, handled };
    }

    it('refuses an update Yjs cannot read, logging nothing (it would break every later load)', async () => {
      const { students, roomId } = await openRoom(app);
      const { handled } = handling(roomId, students[0]!.id, new TextEncoder().encode('Sabotage!'));
      await expect(handled).rejects.toThrow();
      expect(await logged(roomId)).toHaveLength(0);
    });

    /** A right that changes while the update is being written. */
    describe('a right lost while the update is being logged', () => {
      it('made read-only: refused, and no row is left', async () => {
        const { students, roomId } = await openRoom(app);
        const { connection, handled } = handling(roomId, students[0]!.id);
        connection.readOnly = true;
        await handled;
        expect(connection.readOnly).toBe(true);
        await eventually(async () => (await logged(roomId)).length === 0, REVOCATION_MS);
      });

      it('closed: refused as well (Hocuspocus would still apply it), and no row is left', async () => {
        const { students, roomId } = await openRoom(app);
        const { document, connection, handled } = handling(roomId, students[0]!.id);
        document.connections.delete(connection.webSocket);
        await handled;
        expect(connection.readOnly).toBe(true);
        await eventually(async () => (await logged(roomId)).length === 0, REVOCATION_MS);
      });

      it('kept: the update is logged and left to be applied', async () => {
        const { students, roomId } = await openRoom(app);
        const { connection, handled } = handling(roomId, students[0]!.id);
        await handled;
        expect(connection.readOnly).toBe(false);
        expect(await rebuilt(roomId)).toBe('Sabotage!');
      });
    });
  });
}
