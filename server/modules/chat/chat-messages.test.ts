import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES as M } from '../../../common/copy/chat';
import { CHAT_API, type ChatThread, type ConversationList } from '../../../common/schemas/chat';
import { PROJECTS_API } from '../../../common/schemas/projects';
import { testDatabases } from '../../../tests/support/databases';
import { auditOf, outbox, send, signedInUser } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { deliverDueMessages } from './deliver-due';
import { noticeUnreadMessages } from './unread-notices';
import {
  chatCalls,
  chatSchool,
  signedInParentOf,
  signedInStudentOf,
  testClock,
  turnOnSchoolChat,
} from './test-support';

/** Issue 17, points 4, 5, 7, 8 and 9: delivery, withdrawal, mutes, the care flag, receipts. */
for (const database of testDatabases()) {
  describe(`chat's messages on ${database.name}`, () => {
    let app: FastifyInstance;
    // 10:00 in Chicago (UTC−6 in November).
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

    async function seventhGradeThread() {
      clock.set('2026-11-27T16:00:00Z');
      const world = await chatSchool(app);
      const student = await signedInStudentOf(app, world.teacher.id, world.classId, { grade: '7' });
      const parent = await signedInParentOf(app, student.id);
      const started = await chat.start(world.teacher, {
        classId: world.classId,
        kind: 'direct',
        studentIds: [student.id],
      });
      return { ...world, student, parent, id: started.json().id as string };
    }

    const bodies = async (caller: Parameters<typeof chat.thread>[0], id: string) =>
      (await chat.thread(caller, id)).json<ChatThread>().messages.map((m) => m.body);

    it('holds a student’s 23:00 message until 07:00 in the school’s time zone', async () => {
      const { teacher, student, parent, id } = await seventhGradeThread();
      clock.set('2026-11-28T05:00:00Z'); // 23:00 in Chicago
      const sent = await chat.say(student, id, 'I finished my reflection');
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toMatchObject({
        state: 'waiting',
        deliverAt: '2026-11-28T13:00:00.000Z', // 07:00 in Chicago
      });
      expect(await bodies(teacher, id)).toEqual([]);
      expect(await bodies(parent, id)).toEqual([]);
      expect(await bodies(student, id)).toEqual(['I finished my reflection']);

      expect(await deliverDueMessages(app, { now: new Date('2026-11-28T12:59:00Z') })).toBe(0);
      expect(await bodies(teacher, id)).toEqual([]);

      clock.set('2026-11-28T13:00:00Z');
      expect(await deliverDueMessages(app, { now: clock.now() })).toBeGreaterThanOrEqual(1);
      expect(await bodies(teacher, id)).toEqual(['I finished my reflection']);
      const list = (await chat.list(teacher)).json<ConversationList>();
      expect(list.conversations.find((c) => c.id === id)).toMatchObject({ unread: 1 });
      // A second run delivers nothing twice.
      expect(await deliverDueMessages(app, { now: clock.now() })).toBe(0);
    });

    it('lets a teacher’s own quiet hours hold messages on top of the school’s window', async () => {
      const { teacher, student, id } = await seventhGradeThread();
      const quiet = await send(app, 'PUT', CHAT_API.mySettings, teacher, {
        quietHours: { start: '17:00', end: '08:00' },
        emailOff: false,
      });
      expect(quiet.statusCode).toBe(200);
      clock.set('2026-11-27T23:30:00Z'); // 17:30 in Chicago
      const sent = await chat.say(student, id, 'One more question');
      expect(sent.json().message.deliverAt).toBe('2026-11-28T14:00:00.000Z'); // 08:00

      const wholeDay = await send(app, 'PUT', CHAT_API.mySettings, teacher, {
        quietHours: { start: '07:00', end: '22:00' },
        emailOff: false,
      });
      expect(wholeDay.statusCode).toBe(400);
      expect(wholeDay.json().errors.quietHours).toBe(M.quietHoursWholeDay);
    });

    it('lets the safeguarding lead send an urgent message at night, audited; nobody else', async () => {
      const { schoolId, admin, teacher, student, parent, id } = await seventhGradeThread();
      await turnOnSchoolChat(app, admin, schoolId, { safeguardingLeadId: admin.id });
      clock.set('2026-11-28T05:00:00Z');
      const refused = await chat.say(teacher, id, 'Urgent', { urgent: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors.urgent).toBe(M.urgentNotAllowed);

      // The teacher becomes the school's lead: urgent messages arrive at once, and are audited.
      await turnOnSchoolChat(app, admin, schoolId, { safeguardingLeadId: teacher.id });
      const urgent = await chat.say(teacher, id, 'School is closed tomorrow: stay safe', {
        urgent: true,
      });
      expect(urgent.json().message).toMatchObject({ state: 'delivered', urgent: true });
      expect(await bodies(parent, id)).toEqual(['School is closed tomorrow: stay safe']);
      expect(await bodies(student, id)).toEqual(['School is closed tomorrow: stay safe']);
      expect((await auditOf(app, teacher.id)).map((row) => row.action)).toContain(
        'chat_urgent_message',
      );
    });

    it('lets a sender withdraw within 5 minutes; the record keeps the original', async () => {
      const { admin, teacher, student, parent, id } = await seventhGradeThread();
      const sent = (await chat.say(teacher, id, 'Wrong thread, sorry')).json().message;
      expect(sent.withdrawableUntil).toBe('2026-11-27T16:05:00.000Z');

      clock.set('2026-11-27T16:04:59Z');
      expect((await send(app, 'POST', CHAT_API.withdraw(sent.id), parent, {})).statusCode).toBe(
        403,
      );
      const withdrawn = await send(app, 'POST', CHAT_API.withdraw(sent.id), teacher, {});
      expect(withdrawn.statusCode).toBe(200);
      const seenByParent = (await chat.thread(parent, id)).json<ChatThread>().messages[0]!;
      expect(seenByParent).toMatchObject({ body: null, withdrawn: true });
      const list = (await chat.list(student)).json<ConversationList>();
      expect(list.conversations.find((c) => c.id === id)?.lastMessage?.preview).toBe(
        M.withdrawnPlaceholder,
      );
      // School admins and exports keep what was written.
      const kept = (await chat.thread(admin, id)).json<ChatThread>().messages[0]!;
      expect(kept).toMatchObject({ body: 'Wrong thread, sorry', withdrawn: true });
      const row = await app.db
        .selectFrom('chat_messages')
        .select('body')
        .where('id', '=', sent.id)
        .executeTakeFirst();
      expect(row?.body).toBe('Wrong thread, sorry');

      const late = (await chat.say(teacher, id, 'Another')).json().message;
      clock.set('2026-11-27T16:10:00Z');
      const tooLate = await send(app, 'POST', CHAT_API.withdraw(late.id), teacher, {});
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().errors.message).toBe(M.withdrawTooLate);

      // Students never withdraw.
      const own = (await chat.say(student, id, 'Mine')).json().message;
      expect(own.withdrawableUntil).toBeNull();
      const byStudent = await send(app, 'POST', CHAT_API.withdraw(own.id), student, {});
      expect(byStudent.statusCode).toBe(401);
    });

    it('sends a message once however often it is retried', async () => {
      const { teacher, id } = await seventhGradeThread();
      const body = { body: 'Once only', clientId: 'message-twice-01' };
      const [a, b] = await Promise.all([
        send(app, 'POST', CHAT_API.messages('user', id), teacher, body),
        send(app, 'POST', CHAT_API.messages('user', id), teacher, body),
      ]);
      expect(a!.json().message.id).toBe(b!.json().message.id);
      expect(await bodies(teacher, id)).toEqual(['Once only']);
    });

    it('pages a long thread: the latest 100, then those before, and a stranger’s anchor is a 404', async () => {
      const { teacher, id } = await seventhGradeThread();
      const at = (n: number) => new Date(Date.UTC(2026, 10, 20, 8, 0, n)).toISOString();
      await app.db
        .insertInto('chat_messages')
        .values(
          Array.from({ length: 102 }, (_, n) => ({
            id: crypto.randomUUID(),
            conversation_id: id,
            sender_key: `u:${teacher.id}`,
            sender_user_id: teacher.id,
            sender_student_id: null,
            sender_name: 'Ada Teacher',
            body: `Note ${n}`,
            client_id: `paged-${n}`,
            urgent: 0,
            created_at: at(n),
            deliver_at: at(n),
            delivered_at: at(n),
            withdrawn_at: null,
          })),
        )
        .execute();
      const latest = (await chat.thread(teacher, id)).json<ChatThread>();
      expect(latest.messages).toHaveLength(100);
      expect([latest.messages[0]!.body, latest.messages.at(-1)!.body]).toEqual([
        'Note 2',
        'Note 101',
      ]);
      expect(latest.hasEarlier).toBe(true);
      const page = (before: string) =>
        send(app, 'GET', `${CHAT_API.conversation('user', id)}?before=${before}`, teacher);
      const earlier = (await page(latest.messages[0]!.id)).json<ChatThread>();
      expect(earlier.messages.map((m) => m.body)).toEqual(['Note 0', 'Note 1']);
      expect(earlier.hasEarlier).toBe(false);
      // The summary still speaks of the latest message, whatever page is read.
      expect(earlier.conversation.lastMessage?.preview).toBe('Note 101');

      const other = await seventhGradeThread();
      const foreign = (await chat.thread(other.teacher, other.id)).json<ChatThread>();
      await chat.say(other.teacher, other.id, 'Elsewhere');
      const stranger = await page(
        (await chat.thread(other.teacher, other.id)).json<ChatThread>().messages[0]!.id,
      );
      expect(foreign.messages).toEqual([]);
      expect(stranger.statusCode).toBe(404);
      expect((await page('no-such-message')).statusCode).toBe(404);
    });

    it('pages the conversation list by 50, announcements first and each once', async () => {
      clock.set('2026-11-27T16:00:00Z');
      const { teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '8' });
      // A class whose one student is a minor with no second adult cannot be written to.
      const alone = await chat.start(teacher, { classId, kind: 'announcement', title: 'Hi' });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().errors.members).toBe(M.onlyStudentNoSecondAdult);
      await signedInParentOf(app, student.id);
      for (let n = 0; n < 51; n += 1) {
        const started = await chat.start(teacher, {
          classId,
          kind: 'announcement',
          title: `Notice ${n}`,
        });
        expect(started.statusCode, started.body).toBe(200);
        const said = await chat.say(teacher, started.json().id, `News ${n}`);
        expect(said.statusCode, said.body).toBe(200);
      }
      // The student's unread count covers every conversation, not only the first page's.
      const studentList = (
        await send(app, 'GET', CHAT_API.conversations('student'), student)
      ).json<ConversationList>();
      expect(studentList.conversations).toHaveLength(50);
      expect(studentList.unread).toBe(51);
      const list = (offset?: number) =>
        send(
          app,
          'GET',
          `${CHAT_API.conversations('user')}${offset === undefined ? '' : `?offset=${offset}`}`,
          teacher,
        ).then((answer) => answer.json<ConversationList>());
      const first = await list();
      expect(first.conversations).toHaveLength(50);
      expect(first.hasMore).toBe(true);
      const second = await list(50);
      expect(second.conversations).toHaveLength(1);
      expect(second.hasMore).toBe(false);
      const titles = [...first.conversations, ...second.conversations].map((c) => c.title);
      expect(new Set(titles).size).toBe(51);
      expect(
        (await send(app, 'GET', `${CHAT_API.conversations('user')}?offset=-1`, teacher)).statusCode,
      ).toBe(400);
    });

    it('mutes a student in the class until lifted', async () => {
      const { teacher, classId, student, parent, id } = await seventhGradeThread();
      const muted = await send(app, 'POST', CHAT_API.mutes(classId), teacher, {
        studentId: student.id,
        duration: 'hour',
      });
      expect(muted.statusCode).toBe(200);
      expect(muted.json().mutes).toEqual([
        expect.objectContaining({ studentId: student.id, until: '2026-11-27T17:00:00.000Z' }),
      ]);
      // The thread tells the class's teacher the mute that holds; nobody else may mute.
      const memberOf = async (caller: typeof teacher, key: string) =>
        (await chat.thread(caller, id))
          .json<ChatThread>()
          .conversation.members.find((member) => member.key === key)!;
      expect((await memberOf(teacher, `s:${student.id}`)).mute).toEqual({
        muted: true,
        until: '2026-11-27T17:00:00.000Z',
      });
      expect((await memberOf(parent, `s:${student.id}`)).mute).toBeNull();
      // One parent is named as one, as the start dialog names them.
      expect((await chat.thread(teacher, id)).json<ChatThread>().conversation.audience).toBe(
        'Maria, Maria’s parent and you',
      );
      // The teacher created it: the permanent parent cannot be removed, so it is not offered.
      expect((await memberOf(teacher, `u:${parent.id}`)).mayRemove).toBe(false);
      expect((await memberOf(parent, `u:${teacher.id}`)).mayRemove).toBe(false);
      const refused = await chat.say(student, id, 'hello?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.body).toBe(M.muted);
      expect((await chat.thread(student, id)).json<ChatThread>().conversation.whyReadOnly).toBe(
        M.muted,
      );

      clock.set('2026-11-27T17:00:01Z');
      expect((await chat.say(student, id, 'back again')).statusCode).toBe(200);

      await send(app, 'POST', CHAT_API.mutes(classId), teacher, {
        studentId: student.id,
        duration: 'until_lifted',
      });
      expect((await chat.say(student, id, 'still here')).statusCode).toBe(409);
      expect(
        (await send(app, 'POST', CHAT_API.liftMute(classId, student.id), teacher, {})).statusCode,
      ).toBe(200);
      expect((await chat.say(student, id, 'thanks')).statusCode).toBe(200);
      expect((await memberOf(teacher, `s:${student.id}`)).mute).toEqual({
        muted: false,
        until: null,
      });

      const other = await chatSchool(app);
      const crossTenant = await send(app, 'POST', CHAT_API.mutes(classId), other.teacher, {
        studentId: student.id,
        duration: 'day',
      });
      expect(crossTenant.statusCode).toBe(404);
    });

    it('raises the care flag to the safeguarding lead at once, without hiding the message', async () => {
      const { schoolId, admin, teacher, student, id } = await seventhGradeThread();
      await turnOnSchoolChat(app, admin, schoolId, { safeguardingLeadId: admin.id });
      const flaggedAt = clock.now();
      const sent = await chat.say(student, id, 'sometimes I want to kill myself');
      expect(sent.statusCode).toBe(200);

      // Within the request: the flag, the lead's bell and the email (well inside 60 seconds).
      const flags = await send(app, 'GET', CHAT_API.careFlags, admin);
      expect(flags.json().flags[0]).toMatchObject({
        source: 'message',
        categories: ['self-harm'],
        excerpt: 'sometimes I want to kill myself',
        studentName: 'Maria Gomez',
        // The lead reads the student author by full name, not the thread's "Maria G.".
        authorName: 'Maria Gomez',
        dismissedAt: null,
      });
      const leadEmail = await app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      const mail = await outbox(app, leadEmail.email);
      expect(mail.map((m) => m.subject)).toContain(
        `Care flag in ${(await chat.thread(teacher, id)).json().conversation.classTitle}: please read it now`,
      );
      expect(mail.at(-1)!.text_body).not.toContain('kill myself');
      const bell = await app.db
        .selectFrom('notifications')
        .select(['kind', 'created_at'])
        .where('recipient_user_id', '=', admin.id)
        .execute();
      expect(bell).toEqual([{ kind: 'care_flag', created_at: flaggedAt.toISOString() }]);

      // The teacher still sees the message, marked; the student sees nothing of the flag.
      expect((await chat.thread(teacher, id)).json<ChatThread>().messages[0]).toMatchObject({
        body: 'sometimes I want to kill myself',
        flagged: true,
      });
      expect((await chat.thread(student, id)).json<ChatThread>().messages[0]!.flagged).toBe(false);
      // Nobody else reads the school's flags.
      const other = await chatSchool(app);
      expect((await send(app, 'GET', CHAT_API.careFlags, other.admin)).json().flags).toEqual([]);
      const flagId = flags.json().flags[0].id as string;
      expect(
        (await send(app, 'POST', CHAT_API.dismissFlag(flagId), other.admin, {})).statusCode,
      ).toBe(404);

      const dismissed = await send(app, 'POST', CHAT_API.dismissFlag(flagId), admin, {});
      expect(dismissed.statusCode).toBe(200);
      expect((await send(app, 'GET', CHAT_API.careFlags, admin)).json().flags[0]).toMatchObject({
        dismissedBy: 'Ada Lovelace',
      });
      expect((await auditOf(app, admin.id)).map((row) => row.action)).toContain(
        'care_flag_dismissed',
      );

      // A designated lead who is neither in it nor an admin opens it read-only, audited.
      const lead = await signedInUser(app, 'teacher', { schoolId });
      expect((await chat.thread(lead, id)).statusCode).toBe(404);
      const roles = async (caller: typeof lead) => {
        const { leads, oversees } = (await send(app, 'GET', CHAT_API.careFlags, caller)).json();
        return { leads, oversees };
      };
      expect(await roles(lead)).toEqual({ leads: false, oversees: false });
      expect(await roles(teacher)).toEqual({ leads: false, oversees: false });
      expect(await roles(admin)).toEqual({ leads: true, oversees: true });
      await turnOnSchoolChat(app, admin, schoolId, { safeguardingLeadId: lead.id });
      expect(await roles(lead)).toEqual({ leads: true, oversees: false });
      const read = await chat.thread(lead, id);
      expect(read.statusCode).toBe(200);
      expect(read.json<ChatThread>().conversation.mayWrite).toBe(false);
      expect((await auditOf(app, lead.id)).map((row) => row.action)).toContain('chat_admin_read');

      // Ordinary words raise nothing.
      await chat.say(student, id, 'The passage about the Good Shepherd made me feel safe');
      expect((await send(app, 'GET', CHAT_API.careFlags, admin)).json().flags).toHaveLength(1);
    });

    it('checks a handed-in reflection with the same matcher, whether or not chat is on', async () => {
      const { admin, teacher, classId } = await chatSchool(app, { enabled: false });
      const student = await signedInStudentOf(app, teacher.id, classId, { grade: '6' });
      const activity = (
        await send(app, 'POST', '/api/activities/library/psalm-23/copy', teacher)
      ).json() as {
        id: string;
        questions: { id: string }[];
      };
      await send(app, 'POST', `/api/activities/${activity.id}/assign`, teacher, {
        classIds: [classId],
      });
      const write = (text: string) =>
        send(app, 'PUT', PROJECTS_API.studentProject(classId, activity.id), student, {
          answers: { [activity.questions[0]!.id]: `<p>${text}</p>` },
        });
      const handIn = () =>
        send(app, 'POST', PROJECTS_API.studentSubmit(classId, activity.id), student, {});

      await write('The shepherd carries the lost sheep home.');
      expect((await handIn()).statusCode).toBe(200);
      expect((await send(app, 'GET', CHAT_API.careFlags, admin)).json().flags).toEqual([]);

      await write('I am scared to go home because he hits me.');
      expect((await handIn()).statusCode).toBe(200);
      const flags = (await send(app, 'GET', CHAT_API.careFlags, admin)).json().flags;
      expect(flags).toEqual([
        expect.objectContaining({
          source: 'reflection',
          categories: ['abuse'],
          excerpt: 'I am scared to go home because he hits me.',
          studentName: 'Maria Gomez',
        }),
      ]);
      // The teacher's own flags list shows it too (the class is theirs); another school's admin does not.
      expect(
        (await send(app, 'GET', CHAT_API.careFlags, (await chatSchool(app)).admin)).json().flags,
      ).toEqual([]);
      // Handing in the same words again raises nothing more.
      expect((await handIn()).statusCode).toBe(200);
      expect((await send(app, 'GET', CHAT_API.careFlags, admin)).json().flags).toHaveLength(1);
    });

    it('tells an adult of a message unread for 15 minutes, once, and never in the quiet hours', async () => {
      clock.set('2026-11-27T16:00:00Z');
      const { teacher, classId } = await chatSchool(app);
      const student = await signedInStudentOf(app, teacher.id, classId);
      const parent = await signedInParentOf(app, student.id);
      const id = (
        await chat.start(teacher, { classId, kind: 'family', studentIds: [student.id] })
      ).json().id as string;
      const notices = () =>
        app.db
          .selectFrom('notifications')
          .select(['kind', 'link', 'created_at', 'emailed_at'])
          .where('recipient_user_id', '=', parent.id)
          .where('kind', '=', 'chat_message')
          .execute();
      await chat.say(teacher, id, 'Could we meet on Friday?');
      // Other tests' unread messages may be noticed in the same run: this parent's alone count.
      await noticeUnreadMessages(app, { now: new Date('2026-11-27T16:14:00Z') });
      expect(await notices()).toEqual([]);
      await noticeUnreadMessages(app, { now: new Date('2026-11-27T16:15:00Z') });
      expect(await notices()).toEqual([
        {
          kind: 'chat_message',
          link: `/parent/messages/${id}`,
          created_at: '2026-11-27T16:15:00.000Z',
          emailed_at: null,
        },
      ]);
      await noticeUnreadMessages(app, { now: new Date('2026-11-27T16:30:00Z') });
      expect(await notices()).toHaveLength(1);

      // Read, then a message at 21:50 in Chicago: its 15 minutes end in the quiet hours.
      clock.set('2026-11-27T16:31:00Z');
      await chat.read(parent, id);
      clock.set('2026-11-28T03:50:00Z');
      await chat.say(teacher, id, 'Sorry for the late note');
      await noticeUnreadMessages(app, { now: new Date('2026-11-28T04:10:00Z') });
      expect(await notices()).toHaveLength(1);
      await noticeUnreadMessages(app, { now: new Date('2026-11-28T13:00:00Z') });
      expect((await notices()).map((n) => n.created_at)).toEqual([
        '2026-11-27T16:15:00.000Z',
        '2026-11-28T13:00:00.000Z',
      ]);

      // Chat's email turned off: the bell still hears of it, the email never.
      await send(app, 'PUT', CHAT_API.mySettings, parent, { quietHours: null, emailOff: true });
      clock.set('2026-11-28T13:01:00Z');
      await chat.read(parent, id);
      clock.set('2026-11-28T13:02:00Z');
      await chat.say(teacher, id, 'One more thing');
      await noticeUnreadMessages(app, { now: new Date('2026-11-28T13:20:00Z') });
      expect((await notices()).at(-1)).toMatchObject({
        created_at: '2026-11-28T13:20:00.000Z',
        emailed_at: '2026-11-28T13:20:00.000Z',
      });
    });

    it('shows teachers “seen”, never shows students a teacher’s read, and parents only if the school allows', async () => {
      const { schoolId, admin, teacher, student, parent, id } = await seventhGradeThread();
      const fromTeacher = (await chat.say(teacher, id, 'Well done today')).json().message;
      expect(fromTeacher.state).toBe('delivered');
      clock.advance(60_000);
      await chat.read(parent, id);
      const teacherView = (await chat.thread(teacher, id)).json<ChatThread>();
      expect(teacherView.messages.find((m) => m.id === fromTeacher.id)?.state).toBe('seen');

      const fromStudent = (await chat.say(student, id, 'Thank you')).json().message;
      const fromParent = (await chat.say(parent, id, 'Thanks from us too')).json().message;
      clock.advance(60_000);
      await chat.read(teacher, id);
      const studentView = (await chat.thread(student, id)).json<ChatThread>();
      expect(studentView.messages.find((m) => m.id === fromStudent.id)?.state).toBe('delivered');
      expect(
        (await chat.thread(parent, id))
          .json<ChatThread>()
          .messages.find((m) => m.id === fromParent.id)?.state,
      ).toBe('delivered');

      await turnOnSchoolChat(app, admin, schoolId, { parentsSeeReads: true });
      expect(
        (await chat.thread(parent, id))
          .json<ChatThread>()
          .messages.find((m) => m.id === fromParent.id)?.state,
      ).toBe('seen');
    });
  });
}
