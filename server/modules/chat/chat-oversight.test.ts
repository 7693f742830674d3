import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import { CHAT_API, type OversightList, type OversightLog } from '../../../common/schemas/chat';
import { testDatabases } from '../../../tests/support/databases';
import { auditOf, send, signedInUser } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { runPrivacyJob } from '../privacy/job';
import {
  chatCalls,
  chatSchool,
  signedInParentOf,
  signedInStudentOf,
  testClock,
  turnOnSchoolChat,
} from './test-support';

/** Issue 17, points 6, 7 and 10: oversight and its log, consent, and parents' blocks. */
for (const database of testDatabases()) {
  describe(`chat's oversight on ${database.name}`, () => {
    let app: FastifyInstance;
    const clock = testClock('2026-11-27T16:00:00Z');
    let chat: ReturnType<typeof chatCalls>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {}, { chatClock: clock.now });
      chat = chatCalls(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('lets a school admin search and export its conversations, audited, and the teacher see it', async () => {
      const { admin, teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '8' });
      await signedInParentOf(app, student.id);
      const id = (
        await chat.start(teacher, { classId, kind: 'direct', studentIds: [student.id] })
      ).json().id as string;
      const said = (await chat.say(teacher, id, '=1+1 See you at the retreat')).json().message;
      await send(app, 'POST', CHAT_API.withdraw(said.id), teacher, {});
      clock.set('2026-11-29T16:00:00Z');
      await chat.say(student, id, 'Can I bring my rosary?');

      const found = await send(app, 'GET', `${CHAT_API.oversight}?q=ROSARY`, admin);
      expect(found.statusCode).toBe(200);
      expect(found.json<OversightList>().conversations).toEqual([
        expect.objectContaining({ id, messages: 1, title: 'Maria Gomez' }),
      ]);
      const inRange = await send(
        app,
        'GET',
        `${CHAT_API.oversight}?from=2026-11-27&to=2026-11-28`,
        admin,
      );
      expect(inRange.json<OversightList>().conversations.find((c) => c.id === id)?.messages).toBe(
        1,
      );
      expect(
        (await send(app, 'GET', `${CHAT_API.oversight}?q=nothing-like-this`, admin)).json()
          .conversations,
      ).toEqual([]);
      expect(
        (await send(app, 'GET', `${CHAT_API.oversight}?from=2026-13-40`, admin)).statusCode,
      ).toBe(400);

      const csv = await send(
        app,
        'GET',
        `${CHAT_API.oversightExport(id, 'csv')}?from=2026-11-27`,
        admin,
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      // Withdrawn words stay in the record; a formula is kept as text.
      expect(csv.body).toContain("'=1+1");
      expect(csv.body).toContain('See you at the retreat');
      expect(csv.body).toContain('Withdrawn by the sender');
      expect(csv.body).toContain('Can I bring my rosary?');
      const pdf = await send(app, 'GET', CHAT_API.oversightExport(id, 'pdf'), admin);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const actions = (await auditOf(app, admin.id)).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['chat_admin_search', 'chat_admin_export']));
      const log = await send(app, 'GET', CHAT_API.oversightLog(classId), teacher);
      expect(
        log.json<OversightLog>().entries.map((e) => [e.action, e.adminName, e.conversationId]),
      ).toEqual([
        ['export', 'Ada Lovelace', id],
        ['export', 'Ada Lovelace', id],
      ]);

      // Nobody else: a teacher, another school's admin, a parent.
      const other = await chatSchool(app);
      expect((await send(app, 'GET', CHAT_API.oversight, teacher)).statusCode).toBe(403);
      expect(
        (await send(app, 'GET', CHAT_API.oversight, other.admin)).json().conversations,
      ).toEqual([]);
      const stolen = await send(app, 'GET', CHAT_API.oversightExport(id, 'csv'), other.admin);
      expect(stolen.statusCode).toBe(404);
      expect(
        (await send(app, 'GET', CHAT_API.oversightLog(classId), other.teacher)).statusCode,
      ).toBe(404);
    });

    it('keeps an archived class’s conversations a school year plus a year, then the privacy job deletes them', async () => {
      const { teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '9' });
      await signedInParentOf(app, student.id);
      clock.set('2026-11-27T16:00:00Z');
      const id = (
        await chat.start(teacher, { classId, kind: 'direct', studentIds: [student.id] })
      ).json().id as string;
      await chat.say(student, id, 'Thank you for this year');
      const restored = await chatSchool(app);
      const kept = (
        await chat.start(restored.teacher, { classId: restored.classId, kind: 'class' })
      ).json().id as string;
      for (const archived of [classId, restored.classId]) {
        await app.db
          .updateTable('classes')
          .set({ archived_at: '2026-11-27T16:00:00.000Z' })
          .where('id', '=', archived)
          .execute();
      }
      // Archived in 2026–27 (ending 31 July 2027): kept until the end of 31 July 2028.
      const conversations = () =>
        app.db
          .selectFrom('chat_conversations')
          .select('id')
          .where('id', 'in', [id, kept])
          .execute();
      const run = (at: string) =>
        runPrivacyJob(app, { now: new Date(at), linkBase: 'http://localhost:3011' });
      expect((await run('2028-07-31T23:00:00Z')).chatPurged).toBe(0);
      expect(await conversations()).toHaveLength(2);
      await app.db
        .updateTable('classes')
        .set({ archived_at: null })
        .where('id', '=', restored.classId)
        .execute();
      expect((await run('2028-08-01T00:00:00Z')).chatPurged).toBe(1);
      expect((await conversations()).map((row) => row.id)).toEqual([kept]);
      expect(
        await app.db
          .selectFrom('chat_messages')
          .select('id')
          .where('conversation_id', '=', id)
          .execute(),
      ).toEqual([]);
    });

    it('takes COPPA consent from a parent or the school, and from nobody else', async () => {
      const { admin, teacher, classId } = await chatSchool(app);
      const young = await signedInStudentOf(app, teacher.id, classId, {
        grade: '6',
        consented: false,
      });
      const parent = await signedInParentOf(app, young.id);
      const stranger = await signedInUser(app, 'parent');
      const other = await chatSchool(app);

      for (const outsider of [stranger, teacher, other.admin]) {
        expect((await send(app, 'POST', CHAT_API.consent(young.id), outsider, {})).statusCode).toBe(
          404,
        );
      }
      expect((await chat.start(young, { classId, kind: 'direct' })).statusCode).toBe(409);
      expect((await send(app, 'POST', CHAT_API.consent(young.id), parent, {})).statusCode).toBe(
        200,
      );
      expect((await chat.start(young, { classId, kind: 'direct' })).statusCode).toBe(200);

      const classmate = await signedInStudentOf(app, teacher.id, classId, {
        grade: '5',
        consented: false,
      });
      await signedInParentOf(app, classmate.id);
      expect((await send(app, 'POST', CHAT_API.consent(classmate.id), admin, {})).statusCode).toBe(
        200,
      );
      expect((await auditOf(app, admin.id)).map((row) => row.action)).toContain(
        'chat_consent_given',
      );
    });

    it('lets a parent block another parent, who then cannot reach them', async () => {
      const { schoolId, admin, teacher, classId } = await chatSchool(app);
      await turnOnSchoolChat(app, admin, schoolId, { parentMessaging: true });
      const a = await signedInParentOf(app, (await signedInStudentOf(app, teacher.id, classId)).id);
      const b = await signedInParentOf(app, (await signedInStudentOf(app, teacher.id, classId)).id);
      const id = (await chat.start(a, { classId, kind: 'parents', parentId: b.id })).json()
        .id as string;
      expect((await chat.say(b, id, 'Carpool on Sunday?')).statusCode).toBe(200);

      const blocked = await send(app, 'POST', CHAT_API.blocks, a, { userId: b.id });
      expect(blocked.json().blocked).toEqual([{ id: b.id, name: 'Ada Lovelace' }]);
      const refused = await chat.say(b, id, 'Hello?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.body).toBe(M.blocked);
      const again = await chat.start(b, { classId, kind: 'parents', parentId: a.id });
      expect(again.json().errors.parentId).toBe(M.blocked);
      expect((await send(app, 'POST', CHAT_API.blocks, teacher, { userId: b.id })).statusCode).toBe(
        403,
      );

      await send(app, 'DELETE', CHAT_API.block(b.id), a, {});
      expect((await chat.say(b, id, 'Hello again')).statusCode).toBe(200);
    });
  });
}
