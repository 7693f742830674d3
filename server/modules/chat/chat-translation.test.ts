import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TRANSLATION_MESSAGES as M } from '../../../common/copy/chat-translation';
import { CHAT_API, type ChatThread } from '../../../common/schemas/chat';
import { CHAT_TRANSLATION_API } from '../../../common/schemas/chat-translation';
import { testDatabases } from '../../../tests/support/databases';
import { send, type Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { libreTranslateDouble } from '../../adapters/translation/test-double';
import { purgeArchivedChat } from '../privacy/chat-retention';
import {
  chatCalls,
  chatSchool,
  signedInParentOf,
  signedInStudentOf,
  testClock,
  turnOnSchoolChat,
} from './test-support';

/**
 * Issue 17, point 13: "Show in my language" is off by default, sends nothing anywhere unless
 * both this Lectio has a provider and the school turned it on, sends only a message's words,
 * once per language, and never answers a provider's failure with a 500.
 */
for (const database of testDatabases()) {
  describe(`chat translation on ${database.name}`, () => {
    // 10:00 in Chicago: inside the delivery window, so messages arrive at once.
    const clock = testClock('2026-11-27T16:00:00Z');
    let double: Awaited<ReturnType<typeof libreTranslateDouble>>;
    /** This Lectio as installed: no translation provider. */
    let plain: FastifyInstance;
    /** This Lectio with TRANSLATION_URL pointing at the double. */
    let app: FastifyInstance;

    beforeAll(async () => {
      double = await libreTranslateDouble();
      plain = await buildTestApp(await database.create(), {}, { chatClock: clock.now });
      app = await buildTestApp(
        await database.create(),
        {
          TRANSLATION_URL: double.url,
          TRANSLATION_API_KEY: 'test-key',
          TRANSLATION_PROVIDER_NAME: 'Test Translate',
        },
        { chatClock: clock.now },
      );
    });
    afterAll(async () => {
      await plain.close();
      await app.close();
      await double.close();
      await database.dropAll();
    });
    afterEach(() => {
      double.setMode('translate');
      clock.set('2026-11-27T16:00:00Z');
    });

    /** A teacher's message to a 7th grader and her parent, in a school with `translation`. */
    async function conversation(on: FastifyInstance, { translation }: { translation: boolean }) {
      const world = await chatSchool(on);
      await turnOnSchoolChat(on, world.admin, world.schoolId, { translation });
      const student = await signedInStudentOf(on, world.teacher.id, world.classId, {
        grade: '7',
        firstName: 'Maria',
      });
      const parent = await signedInParentOf(on, student.id);
      const chat = chatCalls(on);
      const id = (
        await chat.start(world.teacher, {
          classId: world.classId,
          kind: 'direct',
          studentIds: [student.id],
        })
      ).json().id as string;
      const said = await chat.say(world.teacher, id, 'Maria did well on her reflection today');
      return { ...world, student, parent, id, chat, messageId: said.json().message.id as string };
    }

    const translate = (
      on: FastifyInstance,
      caller: Caller,
      messageId: string,
      target: string,
      audience: 'user' | 'student' = 'user',
    ) => send(on, 'POST', CHAT_TRANSLATION_API.translate(audience, messageId), caller, { target });

    const offered = async (on: FastifyInstance, caller: Caller, id: string, audience = 'user') =>
      (
        await send(on, 'GET', CHAT_API.conversation(audience as 'user', id), caller)
      ).json<ChatThread>().conversation.translation.available;

    const kept = (on: FastifyInstance, messageId: string) =>
      on.db
        .selectFrom('chat_translations')
        .select(['target', 'text'])
        .where('message_id', '=', messageId)
        .orderBy('target')
        .execute();

    it('is off by default: without a provider nothing is offered or sent, even where a school turned it on', async () => {
      const { parent, id, messageId } = await conversation(plain, { translation: true });
      const before = double.requests.length;
      expect(await offered(plain, parent, id)).toBe(false);
      const refused = await translate(plain, parent, messageId, 'es');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ errors: { translation: M.off } });
      expect(double.requests.length).toBe(before);
      expect(await kept(plain, messageId)).toEqual([]);
    });

    it('sends nothing for a school that has not turned it on', async () => {
      const { parent, id, messageId } = await conversation(app, { translation: false });
      const before = double.requests.length;
      expect(await offered(app, parent, id)).toBe(false);
      const refused = await translate(app, parent, messageId, 'es');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.translation).toBe(M.off);
      expect(double.requests.length).toBe(before);
    });

    it('translates the words alone, once per language, and keeps the answer for every reader', async () => {
      const { parent, student, id, messageId } = await conversation(app, { translation: true });
      expect(await offered(app, parent, id)).toBe(true);
      expect(await offered(app, student, id, 'student')).toBe(true);
      const before = double.requests.length;

      const first = await translate(app, parent, messageId, 'es');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        messageId,
        target: 'es',
        text: '[es] Maria did well on her reflection today',
      });
      // Only the words go: no sender, no school, no class, no care flag.
      expect(double.requests.slice(before)).toEqual([
        {
          path: '/translate',
          body: {
            q: 'Maria did well on her reflection today',
            source: 'auto',
            target: 'es',
            format: 'text',
            api_key: 'test-key',
          },
        },
      ]);

      // Asked again, by the same reader or another: served from what was kept.
      expect((await translate(app, parent, messageId, 'es')).json().text).toBe(
        '[es] Maria did well on her reflection today',
      );
      const byStudent = await translate(app, student, messageId, 'es', 'student');
      expect(byStudent.statusCode).toBe(200);
      expect(byStudent.json().text).toBe('[es] Maria did well on her reflection today');
      expect(double.requests.length).toBe(before + 1);

      // Another language is another request, kept beside the first.
      expect((await translate(app, parent, messageId, 'vi')).json().text).toBe(
        '[vi] Maria did well on her reflection today',
      );
      expect(double.requests.length).toBe(before + 2);
      expect(await kept(app, messageId)).toEqual([
        { target: 'es', text: '[es] Maria did well on her reflection today' },
        { target: 'vi', text: '[vi] Maria did well on her reflection today' },
      ]);
    });

    it('refuses a language outside the list with a message, before anything is sent', async () => {
      const { parent, messageId } = await conversation(app, { translation: true });
      const before = double.requests.length;
      for (const target of ['de', 'toString', '']) {
        const refused = await translate(app, parent, messageId, target);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors.target).toBe(M.targetInvalid);
      }
      expect(double.requests.length).toBe(before);
    });

    it('does not translate a withdrawn message', async () => {
      const { teacher, parent, messageId } = await conversation(app, { translation: true });
      expect((await send(app, 'POST', CHAT_API.withdraw(messageId), teacher, {})).statusCode).toBe(
        200,
      );
      const before = double.requests.length;
      const refused = await translate(app, parent, messageId, 'es');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.message).toBe(M.withdrawn);
      expect(double.requests.length).toBe(before);
    });

    it('answers 404 to anyone who may not read the message, and sends nothing', async () => {
      const { teacher, student, id, chat, messageId } = await conversation(app, {
        translation: true,
      });
      const other = await conversation(app, { translation: true });
      const before = double.requests.length;
      for (const [caller, audience] of [
        [other.parent, 'user'],
        [other.teacher, 'user'],
        [other.student, 'student'],
      ] as const) {
        const refused = await translate(app, caller, messageId, 'es', audience);
        expect(refused.statusCode).toBe(404);
      }
      expect((await translate(app, teacher, 'no-such-message', 'es')).statusCode).toBe(404);
      // A message still held for the delivery window is not the reader's to translate yet.
      clock.set('2026-11-28T05:00:00Z'); // 23:00 in Chicago
      const late = (await chat.say(student, id, 'One more question')).json().message.id as string;
      expect((await translate(app, teacher, late, 'es')).statusCode).toBe(404);
      expect(double.requests.length).toBe(before);
    });

    it('answers a provider’s failure with 502 and its message, keeps nothing, and tries again next time', async () => {
      const { parent, messageId } = await conversation(app, { translation: true });
      double.setMode('fail');
      const failed = await translate(app, parent, messageId, 'fr');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ errors: { translation: M.failed } });
      double.setMode('garbage');
      expect((await translate(app, parent, messageId, 'fr')).statusCode).toBe(502);
      expect(await kept(app, messageId)).toEqual([]);

      double.setMode('translate');
      const retried = await translate(app, parent, messageId, 'fr');
      expect(retried.statusCode).toBe(200);
      expect(retried.json().text).toBe('[fr] Maria did well on her reflection today');
    });

    it('goes with its conversation when the privacy job deletes an archived class’s chat', async () => {
      const { parent, classId, messageId } = await conversation(app, { translation: true });
      expect((await translate(app, parent, messageId, 'es')).statusCode).toBe(200);
      expect(await kept(app, messageId)).toHaveLength(1);
      await app.db
        .updateTable('classes')
        .set({ archived_at: '2026-11-27T16:00:00.000Z' })
        .where('id', '=', classId)
        .execute();
      // Archived in 2026–27: kept until the end of 31 July 2028.
      expect(
        await purgeArchivedChat(app.db, app.storage, new Date('2028-08-01T00:00:00Z')),
      ).toBeGreaterThan(0);
      expect(await kept(app, messageId)).toEqual([]);
    });
  });
}
