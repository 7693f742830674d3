import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROOM_RIGHTS_RECHECK_MS } from '../../../common/rooms/rights';
import { ROOMS_API, type RoomAudience } from '../../../common/schemas/rooms';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { announceRoomRights } from './room-rights';
import { REVOCATION_MS, connectToRoom, cookieOf, eventually, openRoom } from './room-test-clients';

/** Issue 18, point 5: the server authorises every connection and every change of rights. */
for (const database of testDatabases()) {
  describe(`writing rooms' connections on ${database.name}`, () => {
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

    /**
     * A browser's connection to the room: its own document, synced with the server's, whose
     * text these tests write as a Y.Text (`body`) rather than as Tiptap's paragraphs.
     */
    async function connect(caller: Caller, audience: RoomAudience, roomId: string) {
      const connection = await connectToRoom(base, caller, audience, roomId);
      providers.push(connection.provider);
      return { ...connection, text: () => connection.document.getText('body').toString() };
    }

    /** The server's connection of this caller to the room, while it is open. */
    const connectionOf = (roomId: string, callerId: string) =>
      app.rooms
        .current()
        ?.documents.get(roomId)
        ?.getConnections()
        .find((one) => (one.context as { caller: { id: string } }).caller.id === callerId);
    const serverText = (roomId: string) =>
      app.rooms.current()?.documents.get(roomId)?.getText('body').toString() ?? '';
    const loggedBy = async (roomId: string) =>
      (
        await app.db
          .selectFrom('writing_room_updates')
          .select(['author_key', 'teacher_edit'])
          .where('room_id', '=', roomId)
          .execute()
      ).map((row) => `${row.author_key}:${row.teacher_edit}`);

    it('lets the group write together, logging each edit with its author and the teacher’s as the teacher’s', async () => {
      const {
        teacher,
        students: [ana, ben],
        roomId,
      } = await openRoom(app);
      const anaDoc = await connect(ana, 'student', roomId);
      const benDoc = await connect(ben, 'student', roomId);
      anaDoc.document.getText('body').insert(0, 'The Lord is my shepherd.');
      await eventually(() => benDoc.text() === 'The Lord is my shepherd.', REVOCATION_MS);
      const teacherDoc = await connect(teacher, 'user', roomId);
      teacherDoc.document.getText('body').insert(0, '[Read verse 4 again] ');
      await eventually(() => anaDoc.text().startsWith('[Read verse 4 again]'), REVOCATION_MS);
      await eventually(async () => (await loggedBy(roomId)).length === 2, REVOCATION_MS);
      expect((await loggedBy(roomId)).sort()).toEqual(
        [`s:${ana.id}:0`, `u:${teacher.id}:1`].sort(),
      );
    });

    it('refuses another class’s student, a teacher of another class and a signed-out visitor before upgrading', async () => {
      const { roomId } = await openRoom(app);
      const other = await openRoom(app);
      /** The HTTP status an upgrade gets instead of a connection. */
      const answerTo = (path: string, cookie?: string) =>
        new Promise<number>((resolve, reject) => {
          const socket = new WebSocket(`${base}${path}`, {
            headers: cookie ? { cookie } : {},
          });
          socket.on('unexpected-response', (_request, response) => {
            resolve(response.statusCode ?? 0);
            socket.terminate();
          });
          socket.on('open', () => {
            socket.close();
            reject(new Error('The upgrade was accepted'));
          });
          socket.on('error', () => undefined);
        });
      expect(await answerTo(ROOMS_API.socket('student', roomId), cookieOf(other.students[0]))).toBe(
        404,
      );
      expect(await answerTo(ROOMS_API.socket('user', roomId), cookieOf(other.teacher))).toBe(404);
      expect(await answerTo(ROOMS_API.socket('student', roomId))).toBe(401);
      expect(
        await answerTo(ROOMS_API.socket('student', 'no-such-room'), cookieOf(other.students[0])),
      ).toBe(404);
    });

    it('takes the pen from a student moved out of the room within 2 s: a later edit is refused and never stored', async () => {
      const {
        students: [ana, ben],
        roomId,
      } = await openRoom(app);
      const anaDoc = await connect(ana, 'student', roomId);
      const benDoc = await connect(ben, 'student', roomId);
      anaDoc.document.getText('body').insert(0, 'Still waters.');
      await eventually(() => serverText(roomId) === 'Still waters.', REVOCATION_MS);
      await eventually(async () => (await loggedBy(roomId)).length === 1, REVOCATION_MS);

      // Ben is moved out; the change is announced, as the room routes will.
      const movedAt = performance.now();
      await app.db
        .updateTable('writing_room_members')
        .set({ left_at: new Date().toISOString() })
        .where('room_id', '=', roomId)
        .where('student_id', '=', ben.id)
        .execute();
      await announceRoomRights(app, roomId);
      await eventually(() => connectionOf(roomId, ben.id) === undefined, REVOCATION_MS);
      expect(performance.now() - movedAt).toBeLessThan(REVOCATION_MS);

      benDoc.document.getText('body').insert(0, 'Sabotage! ');
      // Ana's next edit reaches the server after Ben's attempt: the room goes on without it.
      anaDoc.document.getText('body').insert(anaDoc.text().length, ' Amen.');
      await eventually(() => serverText(roomId) === 'Still waters. Amen.', REVOCATION_MS);
      await eventually(async () => (await loggedBy(roomId)).length === 2, REVOCATION_MS);
      expect(await loggedBy(roomId)).toEqual([`s:${ana.id}:0`, `s:${ana.id}:0`]);
      expect(anaDoc.text()).toBe('Still waters. Amen.');
    });

    it('makes a paused room read-only for its students and keeps the teacher writing', async () => {
      const {
        teacher,
        students: [ana],
        roomId,
      } = await openRoom(app);
      const anaDoc = await connect(ana, 'student', roomId);
      const teacherDoc = await connect(teacher, 'user', roomId);
      await app.db
        .updateTable('writing_rooms')
        .set({ paused_at: new Date().toISOString() })
        .where('id', '=', roomId)
        .execute();
      await announceRoomRights(app, roomId);
      expect(connectionOf(roomId, ana.id)?.readOnly).toBe(false);
      await eventually(() => connectionOf(roomId, ana.id)?.readOnly === true, REVOCATION_MS);

      anaDoc.document.getText('body').insert(0, 'While paused. ');
      teacherDoc.document.getText('body').insert(0, 'Think quietly for a minute.');
      await eventually(() => serverText(roomId) === 'Think quietly for a minute.', REVOCATION_MS);
      await eventually(async () => (await loggedBy(roomId)).length === 1, REVOCATION_MS);
      expect(await loggedBy(roomId)).toEqual([`u:${teacher.id}:1`]);
    });

    it('applies a change of rights whose announcement was lost, on the next recheck', async () => {
      const {
        students: [ana],
        roomId,
      } = await openRoom(app);
      await connect(ana, 'student', roomId);
      // Paused, and never announced (the live channel was reconnecting, say).
      await app.db
        .updateTable('writing_rooms')
        .set({ paused_at: new Date().toISOString() })
        .where('id', '=', roomId)
        .execute();
      expect(connectionOf(roomId, ana.id)?.readOnly).toBe(false);
      await eventually(
        () => connectionOf(roomId, ana.id)?.readOnly === true,
        ROOM_RIGHTS_RECHECK_MS + REVOCATION_MS,
      );
    });
  });
}
