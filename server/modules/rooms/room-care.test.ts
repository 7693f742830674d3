import type { HocuspocusProvider } from '@hocuspocus/provider';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_DOCUMENT } from '../../../common/rooms/document';
import { ROOM_PAGES } from '../../../common/rooms/pages';
import { CHAT_API, type CareFlag } from '../../../common/schemas/chat';
import { testDatabases } from '../../../tests/support/databases';
import { ORIGIN, outbox, send, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { chatSchool } from '../chat/test-support';
import { checkRoomText } from './room-care';
import { ROOM_STORE_MAX_DEBOUNCE_MS } from './room-server';
import {
  connectToRoom,
  eventually,
  openRoom,
  roomDocument,
  writeParagraph,
} from './room-test-clients';

/** Issue 18, point 8: the care-flag matcher runs on room text. */
for (const database of testDatabases()) {
  describe(`care flags on writing rooms' text on ${database.name}`, () => {
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

    /** A school's class (its admin leads safeguarding) with an open room for Ana and Ben. */
    async function roomOfTwo(passageText?: string) {
      const room = await openRoom(app, {
        students: ['Ana Reyes', 'Ben Ortiz'],
        ...(passageText ? { passageText } : {}),
      });
      const [{ id: ana }, { id: ben }] = room.students;
      return { ...room, ana, ben, document: roomDocument(app, room.roomId) };
    }

    const check = (roomId: string, state: Uint8Array) =>
      checkRoomText(app, { roomId, state, publicBaseUrl: `${ORIGIN}/` });
    const flagsOf = async (lead: Caller) =>
      (await send(app, 'GET', CHAT_API.careFlags, lead)).json<{ flags: CareFlag[] }>().flags;
    const emailOf = async (userId: string) =>
      (
        await app.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).email;

    it('tells the lead of a student’s words at once, with the sentence, its writer and a link to the room', async () => {
      const { admin, ana, ben, roomId, document } = await roomOfTwo();
      await document.write(`s:${ben}`, (doc) => writeParagraph(doc, 'The shepherd knows us.'));
      await document.write(`s:${ana}`, (doc) =>
        writeParagraph(doc, 'I feel alone. Sometimes I want to kill myself. Nobody sees it.'),
      );
      // Ben wrote last: the words are still Ana's, whose own typing holds them.
      await document.write(`s:${ben}`, (doc) =>
        writeParagraph(doc, 'He leads us beside still waters.'),
      );

      expect(await check(roomId, await document.store())).toBe(1);
      const [flag, ...others] = await flagsOf(admin);
      expect(others).toEqual([]);
      expect(flag).toMatchObject({
        source: 'room',
        categories: ['self-harm'],
        phrase: 'kill myself',
        excerpt: 'Sometimes I want to kill myself.',
        studentName: 'Ana Reyes',
        authorName: 'Ana Reyes',
        link: ROOM_PAGES.teacher(roomId),
        dismissedAt: null,
      });
      const stored = await app.db
        .selectFrom('care_flags')
        .select(['room_id', 'student_id'])
        .where('id', '=', flag!.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ room_id: roomId, student_id: ana });
      const mail = await outbox(app, await emailOf(admin.id));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toMatch(/^Care flag in Grade 7 Religion/);
      expect(mail[0]!.text_body).toContain('Ana Reyes');
      expect(mail[0]!.text_body).not.toContain('kill myself');
      expect(mail[0]!.text_body).toContain(`${ORIGIN}/teacher/safeguarding`);

      // Another school's lead reads nothing of it.
      expect(await flagsOf((await chatSchool(app, { enabled: false })).admin)).toEqual([]);
    });

    it('never flags the same words twice for a room, even retyped or dismissed, and flags new words alone', async () => {
      const { admin, ana, ben, roomId, document } = await roomOfTwo();
      await document.write(`s:${ana}`, (doc) => writeParagraph(doc, 'I want to die.'));
      expect(await check(roomId, await document.store())).toBe(1);
      // Stored again and again while the room is written in: nothing more.
      await document.write(`s:${ben}`, (doc) => writeParagraph(doc, 'We read it twice.'));
      expect(await check(roomId, await document.store())).toBe(0);

      const [first] = await flagsOf(admin);
      expect((await send(app, 'POST', CHAT_API.dismissFlag(first!.id), admin, {})).statusCode).toBe(
        200,
      );
      // Deleted, then typed again by someone else: the same words are not flagged again.
      await document.write(`s:${ana}`, (doc) =>
        doc.getXmlFragment(ROOM_DOCUMENT.fragment).delete(0, 1),
      );
      await document.write(`s:${ben}`, (doc) => writeParagraph(doc, 'Ana said: I want to die'));
      expect(await check(roomId, await document.store())).toBe(0);

      await document.write(`s:${ben}`, (doc) =>
        writeParagraph(doc, 'I am scared to go home because he hits me.'),
      );
      // Ana wrote last, and her typing holds words flagged before: the new words are still Ben's.
      await document.write(`s:${ana}`, (doc) => writeParagraph(doc, 'We prayed for him.'));
      expect(await check(roomId, await document.store())).toBe(1);
      const flags = await flagsOf(admin);
      expect(flags).toHaveLength(2);
      expect(flags[0]).toMatchObject({
        categories: ['abuse'],
        excerpt: 'I am scared to go home because he hits me.',
        studentName: 'Ben Ortiz',
      });
      expect(flags[0]!.phrase).not.toContain('want to die');
      expect(await outbox(app, await emailOf(admin.id))).toHaveLength(2);
    });

    it('leaves the passage the teacher gave alone, and names an adult who wrote the words', async () => {
      const { admin, teacher, ana, roomId, document } = await roomOfTwo(
        'Elijah sat under a broom tree and said: I want to die, Lord.',
      );
      await app.db
        .updateTable('users')
        .set({ first_name: 'Tom', last_name: 'Hale' })
        .where('id', '=', teacher.id)
        .execute();
      // The passage, quoted in the room, raises nothing.
      await document.write(`s:${ana}`, (doc) =>
        writeParagraph(doc, 'Elijah said “I want to die” and God sent an angel with bread.'),
      );
      expect(await check(roomId, await document.store())).toBe(0);

      await document.write(`u:${teacher.id}`, (doc) =>
        writeParagraph(doc, 'Has anyone here thought about suicide? You can talk to me.'),
      );
      expect(await check(roomId, await document.store())).toBe(1);
      expect((await flagsOf(admin))[0]).toMatchObject({
        source: 'room',
        studentName: null,
        authorName: 'Tom Hale',
        excerpt: 'Has anyone here thought about suicide?',
      });
      const mail = await outbox(app, await emailOf(admin.id));
      expect(mail.at(-1)!.text_body).toContain('Tom Hale');
    });

    it('runs when the document server stores a room a student is writing in', async () => {
      const {
        admin,
        students: [ana],
        roomId,
      } = await openRoom(app, { students: ['Ana Reyes'] });
      const { document, provider } = await connectToRoom(base, ana, 'student', roomId);
      providers.push(provider);

      writeParagraph(document, 'Nobody would care. I wish I was dead.');
      // Stored within the debounce (2 s, at most 10 s), then checked.
      const flagged = () =>
        app.db.selectFrom('care_flags').select('id').where('room_id', '=', roomId).execute();
      await eventually(
        async () => (await flagged()).length > 0,
        ROOM_STORE_MAX_DEBOUNCE_MS + 5_000,
      );
      expect((await flagsOf(admin))[0]).toMatchObject({
        source: 'room',
        phrase: 'wish i was dead',
        studentName: 'Ana Reyes',
        excerpt: 'I wish I was dead.',
      });
    });
  });
}
