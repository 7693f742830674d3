import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import { CHAT_API, type ChatRecipients, type ChatThread } from '../../../common/schemas/chat';
import { testDatabases } from '../../../tests/support/databases';
import { auditOf, insertClass, send, signedInUser, unique } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import {
  chatCalls,
  chatSchool,
  signedInParentOf,
  signedInStudentOf,
  testClock,
  turnOnSchoolChat,
} from './test-support';

/** Issue 17, points 1 to 3: who may start what, and the second adult who is always there. */
for (const database of testDatabases()) {
  describe(`chat's rules on ${database.name}`, () => {
    let app: FastifyInstance;
    const clock = testClock('2026-11-27T16:00:00Z'); // 10:00 in Chicago
    let chat: ReturnType<typeof chatCalls>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {}, { chatClock: clock.now });
      chat = chatCalls(app);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const membersOf = async (caller: Parameters<typeof chat.thread>[0], id: string) =>
      (await chat.thread(caller, id)).json<ChatThread>().conversation.members;

    it('is off until a school admin turns it on, and only the school’s admin may', async () => {
      const { schoolId, admin, teacher, classId } = await chatSchool(app, { enabled: false });
      const student = await signedInStudentOf(app, teacher.id, classId);
      await signedInParentOf(app, student.id);

      const off = await chat.start(teacher, { classId, kind: 'direct', studentIds: [student.id] });
      expect(off.statusCode).toBe(409);
      expect(off.json().errors.classId).toBe(M.chatOff);

      const byTeacher = await send(app, 'PUT', CHAT_API.schoolSettings(schoolId), teacher, {
        enabled: true,
        timeZone: 'America/Chicago',
        safeguardingLeadId: null,
        observerId: null,
        alwaysObserver: false,
        parentMessaging: false,
        parentsSeeReads: false,
        translation: false,
      });
      expect(byTeacher.statusCode).toBe(403);
      expect(byTeacher.json().errors.school).toBe(M.schoolAdminsOnly);

      await turnOnSchoolChat(app, admin, schoolId);
      const on = await chat.start(teacher, { classId, kind: 'direct', studentIds: [student.id] });
      expect(on.statusCode).toBe(200);
      expect((await auditOf(app, admin.id)).map((row) => row.action)).toContain(
        'chat_school_settings_changed',
      );
    });

    it('lets a teacher without a school turn it on only by accepting the terms', async () => {
      const teacher = await signedInUser(app);
      const classId = await insertClass(app, teacher.id, unique('Home study '));
      const student = await signedInStudentOf(app, teacher.id, classId);
      await signedInParentOf(app, student.id);
      const turnOn = (body: Record<string, unknown>) =>
        send(app, 'PUT', CHAT_API.independent, teacher, { timeZone: 'America/New_York', ...body });

      const refused = await turnOn({ enabled: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.acceptTerms).toBe(M.termsRequired);
      expect((await chat.start(teacher, { classId, kind: 'class' })).statusCode).toBe(409);

      const accepted = await turnOn({ enabled: true, acceptTerms: true });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().independent).toMatchObject({
        enabled: true,
        timeZone: 'America/New_York',
      });
      expect((await chat.start(teacher, { classId, kind: 'class' })).statusCode).toBe(200);
    });

    it('makes a 7th grader’s parents permanent writers in every private conversation', async () => {
      const { teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '7' });
      const mum = await signedInParentOf(app, student.id);
      const dad = await signedInParentOf(app, student.id);

      const started = await chat.start(teacher, {
        classId,
        kind: 'direct',
        studentIds: [student.id],
      });
      expect(started.statusCode).toBe(200);
      const id = started.json().id as string;
      const members = await membersOf(teacher, id);
      expect(members.map((m) => [m.kind, m.role, m.permanent]).sort()).toEqual(
        [
          ['parent', 'writer', true],
          ['parent', 'writer', true],
          ['student', 'writer', false],
          ['teacher', 'writer', false],
        ].sort(),
      );
      // Its creator is offered "Remove" on the student only; nobody else is offered it.
      expect(members.filter((m) => m.mayRemove).map((m) => m.kind)).toEqual(['student']);
      expect((await membersOf(mum, id)).some((m) => m.mayRemove)).toBe(false);
      const thread = (await chat.thread(teacher, id)).json<ChatThread>();
      expect(thread.conversation.audience).toBe('Maria, Maria’s parents and you');

      // The second adult can neither leave nor be removed.
      const leave = await chat.leave(mum, id);
      expect(leave.statusCode).toBe(409);
      expect(leave.json().errors.member).toBe(M.permanentMember);
      const remove = await send(app, 'POST', CHAT_API.removeMember(id), teacher, {
        memberKey: `u:${dad.id}`,
      });
      expect(remove.statusCode).toBe(409);
      expect((await membersOf(teacher, id)).filter((m) => m.kind === 'parent')).toHaveLength(2);
    });

    it('copies a 10th grader’s parents read-only, or the school’s observer instead', async () => {
      const { schoolId, admin, teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '10' });
      const parent = await signedInParentOf(app, student.id);

      const copied = await chat.start(teacher, {
        classId,
        kind: 'direct',
        studentIds: [student.id],
      });
      const id = copied.json().id as string;
      expect((await membersOf(teacher, id)).find((m) => m.kind === 'parent')).toMatchObject({
        role: 'copied',
        permanent: true,
      });
      const write = await chat.say(parent, id, 'Thank you!');
      expect(write.statusCode).toBe(409);
      expect(write.json().errors.body).toBe(M.readOnly);

      await turnOnSchoolChat(app, admin, schoolId, { observerId: admin.id });
      const observed = await chat.start(teacher, {
        classId,
        kind: 'direct',
        studentIds: [student.id],
      });
      const members = await membersOf(teacher, observed.json().id);
      expect(members.map((m) => m.kind).sort()).toEqual(['observer', 'student', 'teacher']);
      expect(members.find((m) => m.kind === 'observer')).toMatchObject({
        role: 'copied',
        permanent: true,
      });
    });

    it('refuses a private conversation with a student who has no second adult, and says why', async () => {
      const { teacher, classId } = await chatSchool(app);
      const alone = await signedInStudentOf(app, teacher.id, classId, { firstName: 'Luca' });
      const other = await signedInStudentOf(app, teacher.id, classId, { firstName: 'Ana' });

      const refused = await chat.start(teacher, {
        classId,
        kind: 'direct',
        studentIds: [alone.id],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.studentIds).toBe(M.noSecondAdult('Luca'));

      const recipients = (await chat.recipients(teacher, classId)).json<ChatRecipients>();
      expect(recipients.students.find((s) => s.id === alone.id)).toMatchObject({
        refusal: M.noSecondAdult('Luca'),
        audience: null,
        mayJoinGroups: true,
      });
      expect(recipients.mayStart).toEqual(expect.arrayContaining(['group', 'class']));

      // The way forward: a group with another student works.
      const group = await chat.start(teacher, {
        classId,
        kind: 'group',
        studentIds: [alone.id, other.id],
      });
      expect(group.statusCode).toBe(200);
      // …and nobody may leave it so that one adult and one minor remain.
      const leave = await chat.leave(other, group.json().id);
      expect(leave.statusCode).toBe(409);
      expect(leave.json().errors.members).toBe(M.noSecondAdult('Luca'));
    });

    it('lets a student start only with their own class’s teachers, never with students', async () => {
      const { teacher, classId } = await chatSchool(app);
      const elsewhere = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '8' });
      const classmate = await signedInStudentOf(app, teacher.id, classId, { grade: '8' });
      await signedInParentOf(app, student.id);

      const group = await chat.start(student, {
        classId,
        kind: 'group',
        studentIds: [classmate.id],
      });
      expect(group.statusCode).toBe(400);
      expect(group.json().errors.kind).toBe(M.studentsOnlyTheirTeachers);

      const otherClass = await chat.start(student, { classId: elsewhere.classId, kind: 'direct' });
      expect(otherClass.statusCode).toBe(404);
      expect((await auditOf(app, student.id)).map((row) => row.action)).toContain(
        'chat_class_denied',
      );

      const mine = await chat.start(student, { classId, kind: 'direct' });
      expect(mine.statusCode).toBe(200);
      const members = await membersOf(student, mine.json().id);
      expect(members.map((m) => m.kind).sort()).toEqual(['parent', 'student', 'teacher']);
      expect(members.some((m) => m.key === `s:${classmate.id}`)).toBe(false);
    });

    it('lets a parent message only their own child’s teachers, and other parents only when allowed', async () => {
      const { schoolId, admin, teacher, classId } = await chatSchool(app);
      const child = await signedInStudentOf(app, teacher.id, classId);
      const parent = await signedInParentOf(app, child.id);
      const otherChild = await signedInStudentOf(app, teacher.id, classId);
      const otherParent = await signedInParentOf(app, otherChild.id);
      const elsewhere = await chatSchool(app);

      const notMine = await chat.start(parent, {
        classId,
        kind: 'family',
        studentIds: [otherChild.id],
      });
      expect(notMine.statusCode).toBe(400);
      expect(notMine.json().errors.studentIds).toBe(M.notYourChild);
      const otherTeacher = await chat.start(parent, {
        classId: elsewhere.classId,
        kind: 'family',
        studentIds: [child.id],
      });
      expect(otherTeacher.statusCode).toBe(404);

      const family = await chat.start(parent, { classId, kind: 'family', studentIds: [child.id] });
      expect(family.statusCode).toBe(200);
      expect((await membersOf(parent, family.json().id)).map((m) => m.kind).sort()).toEqual([
        'parent',
        'teacher',
      ]);

      const parents = await chat.start(parent, {
        classId,
        kind: 'parents',
        parentId: otherParent.id,
      });
      expect(parents.statusCode).toBe(409);
      expect(parents.json().errors.kind).toBe(M.parentMessagingOff);
      await turnOnSchoolChat(app, admin, schoolId, { parentMessaging: true });
      const between = await chat.start(parent, {
        classId,
        kind: 'parents',
        parentId: otherParent.id,
      });
      expect(between.statusCode).toBe(200);
      // The thread offers the parent a block on the other parent, and says when it holds.
      const blockOf = async () =>
        (await membersOf(parent, between.json().id)).map((m) => [m.kind, m.you, m.blocked]);
      expect(await blockOf()).toEqual(
        expect.arrayContaining([
          ['parent', true, null],
          ['parent', false, false],
        ]),
      );
      await send(app, 'POST', CHAT_API.blocks, parent, { userId: otherParent.id });
      expect(await blockOf()).toEqual(expect.arrayContaining([['parent', false, true]]));
    });

    it('answers another school’s teacher and admin with the same 404, and audits the attempt', async () => {
      const { admin, teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId);
      await signedInParentOf(app, student.id);
      const id = (
        await chat.start(teacher, { classId, kind: 'direct', studentIds: [student.id] })
      ).json().id as string;
      const other = await chatSchool(app);

      for (const outsider of [other.teacher, other.admin, await signedInUser(app, 'parent')]) {
        const read = await chat.thread(outsider, id);
        expect(read.statusCode).toBe(404);
        expect(read.json().errors.conversation).toBe(M.conversationNotFound);
        expect((await chat.say(outsider, id, 'hello')).statusCode).toBe(404);
        expect((await auditOf(app, outsider.id)).map((row) => row.action)).toContain(
          'chat_access_denied',
        );
      }
      expect((await chat.thread(student, 'not-a-conversation')).statusCode).toBe(404);
      expect((await send(app, 'GET', CHAT_API.conversation('user', id))).statusCode).toBe(401);

      // The school's own admin keeps watch: read-only, and the read is audited.
      const watched = await chat.thread(admin, id);
      expect(watched.statusCode).toBe(200);
      expect(watched.json<ChatThread>().conversation).toMatchObject({ mayWrite: false });
      const reads = (await auditOf(app, admin.id)).filter(
        (row) => row.action === 'chat_admin_read',
      );
      expect(reads).toHaveLength(1);
      expect(JSON.parse(reads[0]!.details!)).toEqual({ conversationId: id });
    });

    it('keeps students under 13 to announcements until a parent or the school consents', async () => {
      const { admin, teacher, classId } = await chatSchool(app);
      const young = await signedInStudentOf(app, teacher.id, classId, {
        grade: '5',
        firstName: 'Rosa',
        consented: false,
      });
      const parent = await signedInParentOf(app, young.id);

      const direct = await chat.start(teacher, { classId, kind: 'direct', studentIds: [young.id] });
      expect(direct.statusCode).toBe(409);
      expect(direct.json().errors.studentIds).toBe(M.under13NoConsent('Rosa'));
      const own = await chat.start(young, { classId, kind: 'direct' });
      expect(own.statusCode).toBe(409);
      expect(own.json().errors.kind).toBe(M.under13Student);

      const announcement = await chat.start(teacher, {
        classId,
        kind: 'announcement',
        title: 'Field trip',
      });
      expect(announcement.statusCode).toBe(200);
      const seen = await chat.thread(young, announcement.json().id);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<ChatThread>().conversation).toMatchObject({
        mayWrite: false,
        whyReadOnly: M.repliesOff,
      });

      // The parent sees their child waiting for consent, and gives it; a stranger cannot.
      const consents = async (caller: typeof teacher) =>
        (await send(app, 'GET', CHAT_API.consents, caller)).json().students;
      expect(await consents(parent)).toEqual([
        expect.objectContaining({ id: young.id, name: 'Rosa Gomez', consentedAt: null }),
      ]);
      expect(await consents(teacher)).toEqual([]);
      expect(await consents(await signedInUser(app, 'parent'))).toEqual([]);
      const stranger = await signedInUser(app, 'parent');
      expect((await send(app, 'POST', CHAT_API.consent(young.id), stranger, {})).statusCode).toBe(
        404,
      );
      expect((await chat.start(young, { classId, kind: 'direct' })).statusCode).toBe(409);
      expect((await send(app, 'POST', CHAT_API.consent(young.id), parent, {})).statusCode).toBe(
        200,
      );
      expect((await consents(parent))[0].consentedAt).toBe(clock.now().toISOString());
      // The school's admin sees it given (and could have given it instead).
      expect(await consents(admin)).toEqual([
        expect.objectContaining({ id: young.id, consentedAt: clock.now().toISOString() }),
      ]);
      expect((await chat.start(young, { classId, kind: 'direct' })).statusCode).toBe(200);
    });

    it('starts a conversation once however often the same start is sent', async () => {
      const { teacher, classId } = await chatSchool(app);
      const body = { classId, kind: 'class', clientId: 'start-twice-0001' };
      const [first, second] = await Promise.all([
        send(app, 'POST', CHAT_API.conversations('user'), teacher, body),
        send(app, 'POST', CHAT_API.conversations('user'), teacher, body),
      ]);
      expect(first!.json().id).toBe(second!.json().id);
      expect([first!.json().created, second!.json().created].sort()).toEqual([false, true]);
      const rows = await app.db
        .selectFrom('chat_conversations')
        .select('id')
        .where('client_id', '=', 'start-twice-0001')
        .execute();
      expect(rows).toHaveLength(1);
    });
  });
}
