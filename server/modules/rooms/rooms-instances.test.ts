import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentKey } from '../../../common/chat/rules';
import { testDatabases } from '../../../tests/support/databases';
import { buildTestApp } from '../../../tests/support/test-app';
import { announceRoomRights } from './room-rights';
import { ROOM_STORE_DEBOUNCE_MS } from './room-server';
import {
  REVOCATION_MS,
  connectToRoom,
  eventually,
  openRoom,
  roomText,
  textOfState,
  typeInRoom,
} from './room-test-clients';

/** Over Redis, an edit reaches the other instance's writers in well under this. */
const PROPAGATION_MS = 2_000;

/**
 * Issue 18, point 5, across instances: two app instances on one PostgreSQL database with
 * REDIS_URL, as deployed (docs/DEPLOY.md): the live channel and the rooms' updates both travel
 * over Redis. CI has PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL); without them
 * there is no second instance to test.
 */
const redisUrl = process.env.TEST_REDIS_URL;
for (const database of testDatabases()) {
  if (database.name !== 'postgres' || !redisUrl) continue;

  describe(`writing rooms on two instances over Redis, on ${database.name}`, () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    const bases = new Map<FastifyInstance, string>();
    const providers: HocuspocusProvider[] = [];

    beforeAll(async () => {
      const url = await database.create();
      a = await buildTestApp(url, { REDIS_URL: redisUrl });
      b = await buildTestApp(url, { REDIS_URL: redisUrl });
      for (const app of [a, b]) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        bases.set(app, `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      }
    });
    afterAll(async () => {
      for (const provider of providers) provider.destroy();
      await a.close();
      await b.close();
      await database.dropAll();
    });

    const connect = async (
      app: FastifyInstance,
      ...args: Parameters<typeof connectToRoom> extends [string, ...infer Rest] ? Rest : never
    ) => {
      const connection = await connectToRoom(bases.get(app)!, ...args);
      providers.push(connection.provider);
      return connection;
    };
    /** The instance's connection of this caller to the room, while it is open. */
    const connectionOn = (app: FastifyInstance, roomId: string, callerId: string) =>
      app.rooms
        .current()
        ?.documents.get(roomId)
        ?.getConnections()
        .find((one) => (one.context as { caller: { id: string } }).caller.id === callerId);
    const serverText = (app: FastifyInstance, roomId: string) => {
      const document = app.rooms.current()?.documents.get(roomId);
      return document ? roomText(document) : '';
    };
    const loggedBy = async (roomId: string) =>
      (
        await a.db
          .selectFrom('writing_room_updates')
          .select('author_key')
          .where('room_id', '=', roomId)
          .orderBy('created_at')
          .execute()
      ).map((row) => row.author_key);

    it('carries a student’s edits on B to a student on A, and takes B’s pen within 2 s when A moves the student out', async () => {
      const { students, roomId } = await openRoom(a);
      const [ana, ben] = [students[0]!, students[1]!];
      const anaOnA = await connect(a, ana, 'student', roomId);
      const benOnB = await connect(b, ben, 'student', roomId);

      typeInRoom(benOnB.document, 'Ben wrote this on B.');
      await eventually(() => roomText(anaOnA.document) === 'Ben wrote this on B.', PROPAGATION_MS);
      typeInRoom(anaOnA.document, ' Ana answered on A.');
      await eventually(
        () => roomText(benOnB.document) === 'Ben wrote this on B. Ana answered on A.',
        PROPAGATION_MS,
      );
      // Each edit logged once, by the instance its writer is connected to.
      await eventually(async () => (await loggedBy(roomId)).length === 2, PROPAGATION_MS, {
        everyMs: 20,
      });
      expect(await loggedBy(roomId)).toEqual([studentKey(ben.id), studentKey(ana.id)]);

      // Ben is moved out through instance A; only the announcement tells B.
      const movedAt = performance.now();
      await a.db
        .updateTable('writing_room_members')
        .set({ left_at: new Date().toISOString() })
        .where('room_id', '=', roomId)
        .where('student_id', '=', ben.id)
        .execute();
      await announceRoomRights(a, roomId);
      await eventually(() => connectionOn(b, roomId, ben.id) === undefined, REVOCATION_MS);
      expect(performance.now() - movedAt).toBeLessThan(REVOCATION_MS);
      expect(connectionOn(a, roomId, ana.id)?.readOnly).toBe(false);

      typeInRoom(benOnB.document, ' Sabotage!');
      typeInRoom(anaOnA.document, ' Amen.');
      const written = 'Ben wrote this on B. Ana answered on A. Amen.';
      // Ana's edit is logged on A and reaches B's document over Redis; Ben's is nowhere.
      await eventually(() => serverText(b, roomId) === written, PROPAGATION_MS);
      await eventually(async () => (await loggedBy(roomId)).length === 3, PROPAGATION_MS, {
        everyMs: 20,
      });
      expect(await loggedBy(roomId)).toEqual([
        studentKey(ben.id),
        studentKey(ana.id),
        studentKey(ana.id),
      ]);
      expect(serverText(a, roomId)).toBe(written);
      expect(roomText(anaOnA.document)).toBe(written);
      // Ben's provider tries again, and is refused before the upgrade: still not in the room.
      expect(connectionOn(b, roomId, ben.id)).toBeUndefined();
      expect(connectionOn(a, roomId, ben.id)).toBeUndefined();

      // The stored state, written debounced by the instance the last edit was made on, too.
      const storedText = async () =>
        textOfState(
          (
            await b.db
              .selectFrom('writing_rooms')
              .select('doc_state')
              .where('id', '=', roomId)
              .executeTakeFirstOrThrow()
          ).doc_state,
        );
      await eventually(async () => (await storedText()) === written, ROOM_STORE_DEBOUNCE_MS * 3, {
        everyMs: 50,
      });
    });
  });
}
