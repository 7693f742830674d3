import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import {
  COURSE_MESSAGES as M,
  COURSE_MESSAGES_COPY as COPY,
} from '../../../common/copy/academy-messages';
import { ACADEMY_MESSAGES_API as API } from '../../../common/schemas/academy-messages';
import { academyCall } from '../../../tests/support/academy-callers';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { boardCourse } from '../academy-board/board-fixture.test-support';
import { buildAcademyExport } from '../academy-privacy/build-export';
import { testClock } from '../chat/test-support';

/**
 * Academy course messaging (issue 17, point 1): on by default; a participant writes privately
 * to the course's instructors and they answer; nobody else reads it; the instructors may turn
 * it off (reading stays); a repeated send makes one message; withdrawal in 5 minutes; paging.
 */
for (const database of testDatabases()) {
  describe(`course messaging on ${database.name}`, () => {
    const clock = testClock('2026-11-27T16:00:00Z');
    let app: FastifyInstance;
    let c: Awaited<ReturnType<typeof boardCourse>>;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), {}, { academyMessagesClock: clock.now });
    });
    afterAll(() => app.close());
    beforeEach(async () => {
      clock.set('2026-11-27T16:00:00Z');
      c = await boardCourse(app);
    });

    const send = (
      caller: Caller,
      participant: Caller,
      body = 'Is chapter 2 due Friday?',
      clientId = crypto.randomUUID(),
    ) =>
      academyCall(app, 'POST', API.messages(c.courseId, participant.id), {
        caller,
        body: { clientId, body },
      });
    const thread = (caller: Caller, participant: Caller, query = '') =>
      academyCall(app, 'GET', `${API.thread(c.courseId, participant.id)}${query}`, { caller });
    const list = (caller: Caller, query = '') =>
      academyCall(app, 'GET', `${API.conversations(c.courseId)}${query}`, { caller });
    const bodies = async (caller: Caller, participant: Caller) =>
      (await thread(caller, participant))
        .json()
        .messages.map((m: { senderName: string; body: string }) => `${m.senderName}: ${m.body}`);

    it('is on by default: a participant writes to the instructors, who see it unread and reply', async () => {
      const empty = (await thread(c.rosa, c.rosa)).json();
      expect(empty.viewer).toMatchObject({ messagingOn: true, closedMessage: null, staff: false });
      expect(empty.messages).toEqual([]);

      expect((await send(c.rosa, c.rosa)).statusCode).toBe(200);
      for (const instructor of [c.owner, c.coInstructor]) {
        const page = (await list(instructor)).json();
        expect(page.conversations).toEqual([
          {
            participantId: c.rosa.id,
            participantName: 'Rosa Martin',
            lastMessageAt: '2026-11-27T16:00:00.000Z',
            unread: 1,
          },
        ]);
      }
      clock.advance(60_000);
      expect((await send(c.owner, c.rosa, 'Yes, by Friday noon.')).statusCode).toBe(200);
      expect(await bodies(c.rosa, c.rosa)).toEqual([
        'You: Is chapter 2 due Friday?',
        'Clara Owens: Yes, by Friday noon.',
      ]);
      expect(await bodies(c.coInstructor, c.rosa)).toEqual([
        'Rosa Martin: Is chapter 2 due Friday?',
        'Clara Owens: Yes, by Friday noon.',
      ]);
      // The owner's reply read the conversation for them; the co-instructor still has both.
      expect((await list(c.owner)).json().conversations[0].unread).toBe(0);
      expect((await list(c.coInstructor)).json().conversations[0].unread).toBe(2);
      expect((await list(c.rosa)).json().conversations[0].unread).toBe(1);
      const read = await academyCall(app, 'POST', API.read(c.courseId, c.rosa.id), {
        caller: c.rosa,
        body: {},
      });
      expect(read.statusCode).toBe(200);
      expect((await list(c.rosa)).json().conversations[0].unread).toBe(0);

      // Bells: the instructors heard of Rosa's message, Rosa of the reply; nobody of their own.
      const heard = async (caller: Caller) =>
        (
          await app.db
            .selectFrom('notifications')
            .select(['kind', 'actor_name', 'link'])
            .where('recipient_user_id', '=', caller.id)
            .where('kind', '=', 'course_message')
            .execute()
        ).map((row) => `${row.actor_name} → ${row.link}`);
      const toStaff = `Rosa Martin → ${ACADEMY_PATHS.messages(c.courseId, c.rosa.id)}`;
      expect(await heard(c.owner)).toEqual([toStaff]);
      expect(await heard(c.coInstructor)).toEqual([toStaff]);
      expect(await heard(c.rosa)).toEqual([`Clara Owens → ${ACADEMY_PATHS.messages(c.courseId)}`]);
      expect(await heard(c.ben)).toEqual([]);
    });

    it('keeps each conversation to its participant and the instructors; others get 404, nobody 401', async () => {
      await send(c.rosa, c.rosa);
      // Another participant of the course can neither read nor write Rosa's conversation.
      for (const call of [() => thread(c.ben, c.rosa), () => send(c.ben, c.rosa)]) {
        const refused = await call();
        expect(refused.statusCode).toBe(404);
        expect(refused.json().errors.thread).toBe(M.threadNotFound);
      }
      expect((await list(c.ben)).json().conversations).toEqual([]);
      // Another course's participant and instructor, and a pending member: the course's 404.
      for (const caller of [c.otherParticipant, c.stranger, c.pending]) {
        for (const response of [
          await list(caller),
          await thread(caller, c.rosa),
          await send(caller, c.rosa),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.courseNotFound);
        }
      }
      const audit = await app.db
        .selectFrom('audit_log')
        .select('action')
        .where('actor_id', '=', c.stranger.id)
        .execute();
      expect(audit.map((row) => row.action)).toContain('course_access_denied');
      expect((await academyCall(app, 'GET', API.conversations(c.courseId))).statusCode).toBe(401);
      expect((await academyCall(app, 'GET', API.thread(c.courseId, c.rosa.id))).statusCode).toBe(
        401,
      );
      // An instructor cannot open a conversation with someone outside the course.
      const outsider = await thread(c.owner, c.stranger);
      expect(outsider.statusCode).toBe(404);
      expect((await send(c.owner, c.otherParticipant)).statusCode).toBe(404);
    });

    it('shuts a former participant out, while the instructors still read what they wrote', async () => {
      await send(c.rosa, c.rosa);
      await app.db
        .updateTable('course_members')
        .set({ status: 'left' })
        .where('course_id', '=', c.courseId)
        .where('user_id', '=', c.rosa.id)
        .execute();
      expect((await thread(c.rosa, c.rosa)).statusCode).toBe(404);
      expect((await send(c.rosa, c.rosa)).statusCode).toBe(404);
      expect((await list(c.rosa)).statusCode).toBe(404);
      expect(await bodies(c.owner, c.rosa)).toEqual([
        `${COPY.formerParticipant}: Is chapter 2 due Friday?`,
      ]);
      const refused = await send(c.owner, c.rosa, 'Are you still there?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.messages).toBe(M.participantGone);
    });

    it('lets the instructors turn it off: sending is refused with the reason, reading stays', async () => {
      await send(c.rosa, c.rosa);
      const setting = (caller: Caller, messagingOn: boolean) =>
        academyCall(app, 'PUT', API.settings(c.courseId), { caller, body: { messagingOn } });
      expect((await setting(c.rosa, false)).statusCode).toBe(404);
      expect((await setting(c.coInstructor, false)).statusCode).toBe(200);

      for (const [caller, participant] of [
        [c.rosa, c.rosa],
        [c.owner, c.rosa],
        [c.ben, c.ben],
      ] as const) {
        const refused = await send(caller, participant, 'Hello?');
        expect(refused.statusCode).toBe(409);
        expect(refused.json().errors.messages).toBe(M.messagingOff);
      }
      const readable = (await thread(c.rosa, c.rosa)).json();
      expect(readable.viewer).toMatchObject({ messagingOn: false, closedMessage: M.messagingOff });
      expect(readable.messages.map((m: { body: string }) => m.body)).toEqual([
        'Is chapter 2 due Friday?',
      ]);
      expect((await setting(c.owner, true)).statusCode).toBe(200);
      expect((await send(c.rosa, c.rosa, 'Hello?')).statusCode).toBe(200);
    });

    it('makes one message of a repeated send, and refuses bodies empty or too long', async () => {
      const clientId = crypto.randomUUID();
      const first = await send(c.rosa, c.rosa, 'Once only', clientId);
      const again = await send(c.rosa, c.rosa, 'Once only', clientId);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      expect(await bodies(c.owner, c.rosa)).toEqual(['Rosa Martin: Once only']);
      const notices = await app.db
        .selectFrom('notifications')
        .select('id')
        .where('recipient_user_id', '=', c.owner.id)
        .where('kind', '=', 'course_message')
        .execute();
      expect(notices).toHaveLength(1);
      // The same client id in another conversation is a client's mistake.
      expect((await send(c.owner, c.ben, 'x', clientId)).statusCode).toBe(200);
      const crossed = await send(c.rosa, c.ben, 'x', clientId);
      expect(crossed.statusCode).toBe(404);

      const blank = await send(c.rosa, c.rosa, '   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors.body).toBe(M.bodyRequired);
      const long = await send(c.rosa, c.rosa, 'a'.repeat(5001));
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.body).toBe(M.bodyTooLong);
      expect((await send(c.rosa, c.rosa, 'a'.repeat(5000))).statusCode).toBe(200);
    });

    it('withdraws one’s own message in its first 5 minutes; readers see it withdrawn', async () => {
      const early = (await send(c.rosa, c.rosa, 'Oops, wrong course')).json().id as string;
      clock.set('2026-11-27T16:00:01Z');
      const late = (await send(c.rosa, c.rosa, 'Stays')).json().id as string;
      clock.set('2026-11-27T16:00:02Z');
      const reply = (await send(c.owner, c.rosa, 'Noted')).json().id as string;
      const withdraw = (caller: Caller, id: string) =>
        academyCall(app, 'POST', API.withdraw(c.courseId, id), { caller, body: {} });

      const notMine = await withdraw(c.rosa, reply);
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().errors.message).toBe(M.withdrawOwnOnly);
      expect((await withdraw(c.ben, early)).statusCode).toBe(404);

      clock.set('2026-11-27T16:04:59Z');
      expect((await withdraw(c.rosa, early)).statusCode).toBe(200);
      const twice = await withdraw(c.rosa, early);
      expect(twice.json().errors.message).toBe(M.alreadyWithdrawn);
      clock.set('2026-11-27T16:05:02Z'); // 5 minutes and 1 second after "Stays"
      const tooLate = await withdraw(c.rosa, late);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().errors.message).toBe(M.withdrawTooLate);

      const seen = (await thread(c.owner, c.rosa)).json().messages;
      expect(seen[0]).toMatchObject({ id: early, withdrawn: true, body: '' });
      expect(seen[1]).toMatchObject({ id: late, withdrawn: false, body: 'Stays' });
      // Nothing is deleted: the row keeps its text for the record.
      const row = await app.db
        .selectFrom('course_messages')
        .select(['body', 'withdrawn_at'])
        .where('id', '=', early)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ body: 'Oops, wrong course', withdrawn_at: '2026-11-27T16:04:59.000Z' });
    });

    it('puts the messages a person sent, and only those, in their Academy export', async () => {
      await send(c.rosa, c.rosa, 'My own words');
      await send(c.owner, c.rosa, 'The instructor’s words');
      const exported = (await buildAcademyExport(app.db, c.rosa.id)).json.messages as {
        course: string;
        text: string;
      }[];
      expect(exported.map((m) => m.text)).toEqual(['My own words']);
      const ownerExport = (await buildAcademyExport(app.db, c.owner.id)).json.messages as {
        text: string;
      }[];
      expect(ownerExport.map((m) => m.text)).toEqual(['The instructor’s words']);
    });

    it('pages a long conversation 50 at a time with the before cursor', async () => {
      for (let i = 1; i <= 120; i += 1) {
        await send(i % 2 ? c.rosa : c.owner, c.rosa, `Message ${i}`);
        clock.advance(1_000);
      }
      const texts = (page: { messages: { body: string }[] }) => page.messages.map((m) => m.body);
      const latest = (await thread(c.rosa, c.rosa)).json();
      expect(texts(latest)).toHaveLength(50);
      expect(texts(latest)[0]).toBe('Message 71');
      expect(texts(latest)[49]).toBe('Message 120');
      const middle = (await thread(c.rosa, c.rosa, `?before=${latest.olderCursor}`)).json();
      expect(texts(middle)[0]).toBe('Message 21');
      expect(texts(middle)[49]).toBe('Message 70');
      const first = (await thread(c.rosa, c.rosa, `?before=${middle.olderCursor}`)).json();
      expect(texts(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i + 1}`));
      expect(first.olderCursor).toBeNull();
      const bad = await thread(c.rosa, c.rosa, `?before=${crypto.randomUUID()}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.before).toBe(M.cursorInvalid);
    });
  });
}
