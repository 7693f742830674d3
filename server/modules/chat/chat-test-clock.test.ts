import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatThread } from '../../../common/schemas/chat';
import { testDatabases } from '../../../tests/support/databases';
import { post, send } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { CHAT_TEST_CLOCK_PATH } from './test-clock';
import { chatCalls, chatSchool, signedInParentOf, signedInStudentOf } from './test-support';

/** The browser journeys' clock (CHAT_TEST_CLOCK): one moment for every instance's chat calls. */
for (const database of testDatabases()) {
  describe(`chat's test clock on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { CHAT_TEST_CLOCK: 'true' });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('holds a message set at 23:00 and delivers it when the clock reaches 07:00', async () => {
      const chat = chatCalls(app);
      const { teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '8' });
      await signedInParentOf(app, student.id);
      const setClock = (now: string | null) =>
        send(app, 'POST', CHAT_TEST_CLOCK_PATH, teacher, { now });

      expect(
        (await post(app, CHAT_TEST_CLOCK_PATH, { now: '2026-11-28T05:00:00Z' })).statusCode,
      ).toBe(401);
      expect((await setClock('2026-11-28T05:00:00Z')).json()).toEqual({
        now: '2026-11-28T05:00:00.000Z',
        delivered: 0,
      });
      const id = (
        await chat.start(teacher, { classId, kind: 'direct', studentIds: [student.id] })
      ).json().id as string;
      const sent = await chat.say(student, id, 'Good night');
      expect(sent.json().message.state).toBe('waiting');
      expect((await chat.thread(teacher, id)).json<ChatThread>().messages).toEqual([]);

      expect((await setClock('2026-11-28T13:00:00Z')).json().delivered).toBe(1);
      expect(
        (await chat.thread(teacher, id)).json<ChatThread>().messages.map((m) => m.body),
      ).toEqual(['Good night']);

      // Cleared, chat runs on the real time again: a new message is stamped now, not at 13:00.
      expect((await setClock(null)).json()).toEqual({ now: null, delivered: 0 });
      const later = (await chat.say(teacher, id, 'Good morning')).json().message;
      expect(Math.abs(Date.parse(later.createdAt) - Date.now())).toBeLessThan(60_000);
    });
  });
}
