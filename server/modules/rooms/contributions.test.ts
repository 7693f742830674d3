import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { ROOM_CONTRIBUTION_MESSAGES } from '../../../common/copy/room-contributions';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import { ROOM_MESSAGES } from '../../../common/rooms/rights';
import type { RoomContributions } from '../../../common/schemas/room-contributions';
import { ROOMS_API, type RoomAudience } from '../../../common/schemas/rooms';
import { testDatabases } from '../../../tests/support/databases';
import { send, signedInUser, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { signedInParentOf } from '../chat/test-support';
import {
  connectToRoom,
  eventually,
  openRoom,
  paragraphsOf,
  writeParagraph,
} from './room-test-clients';

const ANA = 'The Lord is my shepherd, I shall not want.';
const BEN = 'He makes me lie down in green pastures.';
const TEACHER = 'Read verse 4 again.';

/** Issue 18, points 6 and 7: an honest record of who wrote what, and restoring deleted words. */
for (const database of testDatabases()) {
  describe(`who wrote what in a writing room on ${database.name}`, () => {
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

    /** A browser's connection to the room, and the text of each of its paragraphs. */
    const join = async (caller: Caller, audience: RoomAudience, roomId: string) => {
      const connection = await connectToRoom(base, caller, audience, roomId);
      providers.push(connection.provider);
      return { ...connection, paragraphs: () => paragraphsOf(connection.document) };
    };
    const serverParagraphs = (roomId: string) => {
      const document = app.rooms.current()?.documents.get(roomId);
      return document ? paragraphsOf(document) : [];
    };
    const logOf = (roomId: string) =>
      app.db
        .selectFrom('writing_room_updates')
        .select(['author_key', 'teacher_edit'])
        .where('room_id', '=', roomId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    const contributions = (caller: Caller, audience: RoomAudience, roomId: string) =>
      send(app, 'GET', ROOMS_API.contributions(audience, roomId), caller);
    const restore = (caller: Caller, roomId: string, body: unknown) =>
      send(app, 'POST', ROOMS_API.restore(roomId), caller, body);
    const writer = (view: RoomContributions, key: string) =>
      view.writers.find((one) => one.key === key);

    /** Ana, Ben and the teacher each write a paragraph through their own connection. */
    async function writtenRoom() {
      const opened = await openRoom(app);
      const room = { ...opened, ana: opened.students[0], ben: opened.students[1] };
      const ana = await join(room.ana, 'student', room.roomId);
      const ben = await join(room.ben, 'student', room.roomId);
      const teacher = await join(room.teacher, 'user', room.roomId);
      writeParagraph(ana.document, ANA, 0);
      await eventually(() => ben.paragraphs().length === 1);
      writeParagraph(ben.document, BEN, 1);
      await eventually(() => teacher.paragraphs().length === 2);
      writeParagraph(teacher.document, TEACHER, 2);
      await eventually(async () => (await logOf(room.roomId)).length === 3);
      await eventually(() => ana.paragraphs().length === 3 && ben.paragraphs().length === 3);
      return { ...room, connections: { ana, ben, teacher } };
    }

    it('counts each writer’s words, marks the teacher’s edits, and names writers by who is looking', async () => {
      const room = await writtenRoom();
      const asTeacher = await contributions(room.teacher, 'user', room.roomId);
      expect(asTeacher.statusCode).toBe(200);
      const view = asTeacher.json<RoomContributions>();
      expect(view).toMatchObject({ roomName: 'Room 1', canRestore: true, deletions: [] });
      expect(writer(view, `s:${room.ana.id}`)).toMatchObject({
        name: 'Ana Perez',
        adult: false,
        teacherEdits: false,
        wordsNow: 9,
        wordsAdded: 9,
      });
      expect(writer(view, `s:${room.ben.id}`)).toMatchObject({ name: 'Ben Okafor', wordsNow: 8 });
      expect(writer(view, `u:${room.teacher.id}`)).toMatchObject({
        name: 'Ada Lovelace',
        adult: true,
        teacherEdits: true,
        wordsNow: 4,
      });
      expect(view.frames.at(-1)!.paragraphs).toEqual([
        [{ key: `s:${room.ana.id}`, text: ANA }],
        [{ key: `s:${room.ben.id}`, text: BEN }],
        [{ key: `u:${room.teacher.id}`, text: TEACHER }],
      ]);

      // A student of the room sees it too, everyone as first name and last initial.
      const asAna = await contributions(room.ana, 'student', room.roomId);
      expect(asAna.statusCode).toBe(200);
      const seen = asAna.json<RoomContributions>();
      expect(seen.canRestore).toBe(false);
      expect(seen.writers.map((one) => one.name).sort()).toEqual(['Ada L.', 'Ana P.', 'Ben O.']);
    });

    it('attributes Ben deleting Ana’s paragraph to Ben, and the teacher restores it in one click for everyone connected', async () => {
      const room = await writtenRoom();
      const { ana, ben } = room.connections;
      ben.document.getXmlFragment(ROOM_DOCUMENT.fragment).delete(0, 1);
      await eventually(() => ana.paragraphs().length === 2);
      await eventually(async () => (await logOf(room.roomId)).length === 4);

      const deleted = (
        await contributions(room.teacher, 'user', room.roomId)
      ).json<RoomContributions>();
      expect(writer(deleted, `s:${room.ana.id}`)).toMatchObject({ wordsNow: 0, wordsAdded: 9 });
      expect(writer(deleted, `s:${room.ben.id}`)).toMatchObject({
        wordsNow: 8,
        wordsDeletedOthers: 9,
        wordsDeletedOwn: 0,
      });
      expect(deleted.deletions).toEqual([
        expect.objectContaining({
          text: ANA,
          writtenBy: `s:${room.ana.id}`,
          deletedBy: `s:${room.ben.id}`,
          restoredAt: null,
        }),
      ]);
      const deletionId = deleted.deletions[0]!.id;

      const restored = await restore(room.teacher, room.roomId, { deletionId });
      expect(restored.statusCode).toBe(200);
      // Ana, connected, sees her paragraph back where it was at once.
      await eventually(() => ana.paragraphs()[0] === ANA);
      expect(ana.paragraphs()).toEqual([ANA, BEN, TEACHER]);
      expect(serverParagraphs(room.roomId)).toEqual([ANA, BEN, TEACHER]);
      expect((await logOf(room.roomId)).at(-1)).toEqual({
        author_key: `u:${room.teacher.id}`,
        teacher_edit: 1,
      });

      const after = (
        await contributions(room.teacher, 'user', room.roomId)
      ).json<RoomContributions>();
      expect(writer(after, `s:${room.ana.id}`)).toMatchObject({ wordsNow: 9 });
      expect(writer(after, `s:${room.ben.id}`)).toMatchObject({ wordsDeletedOthers: 9 });
      expect(after.deletions).toEqual([
        expect.objectContaining({ id: deletionId, restoredAt: restored.json().restoredAt }),
      ]);

      // Restoring twice is harmless: refused, and nothing is written twice.
      const again = await restore(room.teacher, room.roomId, { deletionId });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        errors: { deletionId: ROOM_CONTRIBUTION_MESSAGES.alreadyRestored },
      });
      expect(serverParagraphs(room.roomId)).toEqual([ANA, BEN, TEACHER]);
      expect(await logOf(room.roomId)).toHaveLength(5);
    });

    it('catches up with rows another instance logged, even ones older than it has seen', async () => {
      const room = await writtenRoom();
      const before = (
        await contributions(room.teacher, 'user', room.roomId)
      ).json<RoomContributions>();
      expect(writer(before, `s:${room.ben.id}`)).toMatchObject({ wordsNow: 8 });
      // Ben writes through another instance, whose clock is behind: its row sorts first.
      const elsewhere = new Y.Doc();
      Y.applyUpdate(elsewhere, Y.encodeStateAsUpdate(room.connections.ben.document));
      const changes: Uint8Array[] = [];
      elsewhere.on('update', (update: Uint8Array) => changes.push(update));
      writeParagraph(elsewhere, 'Beside still waters.', 3);
      await app.db
        .insertInto('writing_room_updates')
        .values({
          id: crypto.randomUUID(),
          room_id: room.roomId,
          author_key: `s:${room.ben.id}`,
          teacher_edit: 0,
          update_bytes: Buffer.from(changes[0]!),
          created_at: '2000-01-01T00:00:00.000Z',
        })
        .execute();
      const after = (
        await contributions(room.teacher, 'user', room.roomId)
      ).json<RoomContributions>();
      expect(writer(after, `s:${room.ben.id}`)).toMatchObject({ wordsNow: 11 });
    });

    it('restores into a room nobody has open, and stores it', async () => {
      const room = await writtenRoom();
      const { ben } = room.connections;
      ben.document.getXmlFragment(ROOM_DOCUMENT.fragment).delete(0, 1);
      await eventually(async () => (await logOf(room.roomId)).length === 4);
      for (const connection of Object.values(room.connections)) connection.provider.destroy();
      await eventually(() => !app.rooms.current()?.documents.has(room.roomId), 5_000);

      const [deletion] = (
        await contributions(room.teacher, 'user', room.roomId)
      ).json<RoomContributions>().deletions;
      expect(
        (await restore(room.teacher, room.roomId, { deletionId: deletion!.id })).statusCode,
      ).toBe(200);
      await eventually(() => !app.rooms.current()?.documents.has(room.roomId), 5_000);
      const reopened = await join(room.ana, 'student', room.roomId);
      expect(reopened.paragraphs()).toEqual([ANA, BEN, TEACHER]);
    });

    it('shows the record to the room’s students, the class’s teachers and the school’s admins only', async () => {
      const room = await writtenRoom();
      const other = await openRoom(app);
      const parent = await signedInParentOf(app, room.ana.id);
      const stranger = await signedInUser(app, 'teacher');
      const notFound = { errors: { room: ROOM_MESSAGES.notFound } };
      for (const [caller, audience] of [
        [other.students[0], 'student'],
        [other.teacher, 'user'],
        [other.admin, 'user'],
        [parent, 'user'],
        [stranger, 'user'],
      ] as const) {
        const refused = await contributions(caller, audience, room.roomId);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(notFound);
      }
      expect((await contributions(room.admin, 'user', room.roomId)).statusCode).toBe(200);
      // A room nobody has written in yet has an empty record.
      const empty = await contributions(other.teacher, 'user', other.roomId);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ writers: [], timeline: [], frames: [], deletions: [] });
      expect((await contributions(room.ben, 'student', other.roomId)).statusCode).toBe(404);
      expect(
        (await send(app, 'GET', ROOMS_API.contributions('student', room.roomId))).statusCode,
      ).toBe(401);
    });

    it('lets only the class’s teachers restore, and answers hostile input with a message', async () => {
      const room = await writtenRoom();
      const other = await openRoom(app);
      const parent = await signedInParentOf(app, room.ana.id);
      room.connections.ben.document.getXmlFragment(ROOM_DOCUMENT.fragment).delete(0, 1);
      await eventually(async () => (await logOf(room.roomId)).length === 4);
      const [deletion] = (
        await contributions(room.teacher, 'user', room.roomId)
      ).json<RoomContributions>().deletions;
      const body = { deletionId: deletion!.id };

      const asAdmin = await restore(room.admin, room.roomId, body);
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toEqual({ errors: { room: ROOM_MESSAGES.teacherOnly } });
      expect((await restore(parent, room.roomId, body)).statusCode).toBe(403);
      expect((await restore(other.teacher, room.roomId, body)).statusCode).toBe(404);
      expect((await restore(room.ana, room.roomId, body)).statusCode).toBe(401);

      const unknown = await restore(room.teacher, room.roomId, { deletionId: '1-2' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        errors: { deletionId: ROOM_CONTRIBUTION_MESSAGES.deletionNotFound },
      });
      for (const hostile of [
        {},
        { deletionId: 7 },
        { deletionId: ' ' },
        { deletionId: 'x'.repeat(81) },
      ]) {
        const refused = await restore(room.teacher, room.roomId, hostile);
        expect(refused.statusCode).toBe(400);
        expect(Object.values(refused.json<{ errors: Record<string, string> }>().errors)).toContain(
          ROOM_CONTRIBUTION_MESSAGES.deletionId,
        );
      }
      expect(serverParagraphs(room.roomId)).toEqual([BEN, TEACHER]);
      expect(await logOf(room.roomId)).toHaveLength(4);
    });
  });
}
