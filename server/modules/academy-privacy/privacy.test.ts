import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACADEMY_PRIVACY_MESSAGES as M } from '../../../common/academy/privacy-messages';
import { ACADEMY_PATHS } from '../../../common/academy/routes';
import { ACADEMY_PRIVACY_API as API } from '../../../common/schemas/academy-privacy';
import { BOARD_API } from '../../../common/schemas/academy-board';
import { DASHBOARD_API } from '../../../common/schemas/academy-dashboard';
import { ACADEMY_LEARNING_API as LEARN_API } from '../../../common/schemas/academy-learning';
import { REFLECTIONS_API } from '../../../common/schemas/academy-reflections';
import { testDatabases } from '../../../tests/support/databases';
import { TEST_PASSWORD, insertClass, type Caller } from '../../../tests/support/factories';
import {
  academyCall,
  insertCourse,
  insertCourseMember,
  insertLesson,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { buildTestApp } from '../../../tests/support/test-app';

const PROMPTS = { type: 'prompts', prompts: [{ id: 'word', text: 'Which word stayed with you?' }] };

/**
 * The Academy's privacy (issue 13, point 15): a person's export holds their data and nobody
 * else's; leaving a course deletes their work in it and applies the course's board rule;
 * deleting the account needs the password and never takes other people's work with it.
 */
for (const database of testDatabases()) {
  describe(`Academy privacy on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let participant: Caller;
    let classmate: Caller;
    let courseId: string;
    let lessonId: string;
    let myThreadId: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
    });
    afterAll(() => app.close());

    const writeAndHandIn = async (caller: Caller, words: string) => {
      const body = { answers: { word: `<p>${words}</p>` } };
      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, lessonId), { caller, body });
      const handed = await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller,
      });
      return handed.json().reflection.id as string;
    };

    beforeEach(async () => {
      owner = await signedInAcademy(app);
      coInstructor = await signedInAcademy(app);
      participant = await signedInAcademy(app, 'participant');
      classmate = await signedInAcademy(app, 'participant');
      courseId = await insertCourse(app, owner.id, { status: 'published', title: 'Psalms' });
      lessonId = await insertLesson(app, courseId, [PROMPTS], 'Be still');
      await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
      await insertCourseMember(app, courseId, participant.id, 'participant');
      await insertCourseMember(app, courseId, classmate.id, 'participant');
      const mine = await writeAndHandIn(participant, 'My own quiet words');
      await writeAndHandIn(classmate, 'Someone else entirely');
      await academyCall(app, 'POST', REFLECTIONS_API.decision(courseId, mine), {
        caller: owner,
        body: { decision: 'returned', note: 'Say more about the quiet.' },
      });
      await academyCall(app, 'POST', LEARN_API.complete(courseId, lessonId), {
        caller: participant,
      });
      // On the board: their thread, which the classmate answers, and their reply to the
      // classmate's thread, which they also report.
      const post = (caller: Caller, url: string, body: Record<string, string>) =>
        academyCall(app, 'POST', url, { caller, body: { clientId: crypto.randomUUID(), ...body } });
      myThreadId = (
        await post(participant, BOARD_API.threads(courseId), {
          title: 'Where I pray',
          body: '<p>In my garden</p>',
        })
      ).json().id as string;
      await post(classmate, BOARD_API.replies(courseId, myThreadId), {
        body: '<p>Someone else entirely replying</p>',
      });
      const theirs = (
        await post(classmate, BOARD_API.threads(courseId), {
          title: 'A classmate asks',
          body: '<p>Someone else entirely asking</p>',
        })
      ).json().id as string;
      await post(participant, BOARD_API.replies(courseId, theirs), { body: '<p>My answer</p>' });
      await academyCall(app, 'POST', BOARD_API.report(courseId, theirs), {
        caller: participant,
        body: { reason: 'Off topic' },
      });
    });

    const memberStatus = async (userId: string) =>
      (
        await app.db
          .selectFrom('course_members')
          .select('status')
          .where('course_id', '=', courseId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.status;
    const reflectionsOf = (userId: string) =>
      app.db.selectFrom('course_reflections').select('id').where('user_id', '=', userId).execute();
    const progressOf = (userId: string) =>
      app.db
        .selectFrom('lesson_progress')
        .select('lesson_id')
        .where('user_id', '=', userId)
        .execute();

    it('answers 401 to a signed-out visitor on every call', async () => {
      for (const [method, url] of [
        ['GET', API.account],
        ['GET', API.exportFile('json')],
        ['GET', API.exportFile('pdf')],
        ['POST', API.leave(courseId)],
        ['POST', API.deleteAccount],
      ] as const) {
        const answer = await academyCall(app, method, url, { body: { password: 'x' } });
        expect(answer.statusCode, url).toBe(401);
      }
    });

    it('shows the account page its profile, its courses and nothing blocking deletion', async () => {
      const answer = await academyCall(app, 'GET', API.account, { caller: participant });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        profile: { firstName: 'Ada', lastName: 'Lovelace' },
        courses: [{ id: courseId, title: 'Psalms', formerPosts: 'former' }],
        blockers: { courses: [], journals: false },
      });
      const ownerView = (await academyCall(app, 'GET', API.account, { caller: owner })).json();
      expect(ownerView.courses).toEqual([]);
      expect(ownerView.blockers.courses).toEqual([{ id: courseId, title: 'Psalms' }]);
    });

    it('exports the person’s own data as JSON, with versions and feedback, and nobody else’s', async () => {
      const answer = await academyCall(app, 'GET', API.exportFile('json'), { caller: participant });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="lectio-academy-data.json"',
      );
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const data = JSON.parse(answer.body);
      expect(data.account).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      expect(data.memberships).toEqual([
        expect.objectContaining({ courseTitle: 'Psalms', role: 'participant', status: 'active' }),
      ]);
      expect(data.progress).toEqual([
        expect.objectContaining({ courseTitle: 'Psalms', lessonTitle: 'Be still' }),
      ]);
      expect(data.progress[0].completedAt).toEqual(expect.any(String));
      expect(data.reflections).toHaveLength(1);
      expect(data.reflections[0]).toMatchObject({
        lessonTitle: 'Be still',
        status: 'returned',
        answers: [{ prompt: 'Which word stayed with you?', answer: 'My own quiet words' }],
        versions: [{ number: 1, answers: [{ answer: 'My own quiet words' }] }],
        feedback: [{ version: 1, body: 'Say more about the quiet.', decision: 'returned' }],
      });
      expect(data.board.posts).toEqual([
        expect.objectContaining({ kind: 'thread', thread: 'Where I pray', text: 'In my garden' }),
        expect.objectContaining({ kind: 'reply', thread: 'A classmate asks', text: 'My answer' }),
      ]);
      expect(data.board.reports).toEqual([
        expect.objectContaining({ course: 'Psalms', reason: 'Off topic' }),
      ]);
      expect(answer.body).not.toContain('Someone else entirely');
      expect(answer.body).not.toContain(classmate.id);
      expect(answer.body).not.toContain('password');
    });

    it('exports a PDF with its own file name', async () => {
      const answer = await academyCall(app, 'GET', API.exportFile('pdf'), { caller: participant });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        'attachment; filename="lectio-academy-data.pdf"',
      );
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('leaves a course once: work deleted, board rule applied, the dashboard no longer lists them', async () => {
      await app.db
        .updateTable('courses')
        .set({ former_posts: 'remove' })
        .where('id', '=', courseId)
        .execute();
      const first = await academyCall(app, 'POST', API.leave(courseId), { caller: participant });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'left' });
      const again = await academyCall(app, 'POST', API.leave(courseId), { caller: participant });
      expect(again.json()).toEqual({ status: 'left' });

      expect(await memberStatus(participant.id)).toBe('left');
      expect(await reflectionsOf(participant.id)).toEqual([]);
      expect(await progressOf(participant.id)).toEqual([]);
      expect(await reflectionsOf(classmate.id)).toHaveLength(1);
      // By the course's rule ('remove'): their reply is gone; their thread, which the classmate
      // answered, stays without its words or author so the answer still reads.
      const board = await app.db
        .selectFrom('board_posts')
        .select(['id', 'author_id', 'gone', 'body'])
        .where('course_id', '=', courseId)
        .where((eb) => eb.or([eb('author_id', '=', participant.id), eb('id', '=', myThreadId)]))
        .execute();
      expect(board).toEqual([{ id: myThreadId, author_id: null, gone: 'removed', body: '' }]);
      // The course's rule went with the leaving, once.
      const left = await app.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'course_left')
        .where('actor_id', '=', participant.id)
        .execute();
      expect(left.map((row) => JSON.parse(row.details ?? '{}'))).toEqual([
        { formerPosts: 'remove' },
      ]);

      const dashboard = await academyCall(app, 'GET', DASHBOARD_API.participants(courseId), {
        caller: owner,
      });
      expect(dashboard.json().participants.map((row: { id: string }) => row.id)).toEqual([
        classmate.id,
      ]);
      const queue = await academyCall(app, 'GET', REFLECTIONS_API.queue(courseId), {
        caller: owner,
      });
      expect(queue.json().waiting).toBe(1);
      // The course is no longer theirs to open.
      const course = await academyCall(app, 'GET', LEARN_API.course(courseId), {
        caller: participant,
      });
      expect(course.statusCode).toBe(404);
    });

    it('refuses leaving to a stranger (404) and to the course’s instructors (409)', async () => {
      const stranger = await signedInAcademy(app, 'participant');
      const strangers = await academyCall(app, 'POST', API.leave(courseId), { caller: stranger });
      expect(strangers.statusCode).toBe(404);
      const unknown = await academyCall(app, 'POST', API.leave('no-such-course'), {
        caller: participant,
      });
      expect(unknown.statusCode).toBe(404);
      for (const caller of [owner, coInstructor]) {
        const teaching = await academyCall(app, 'POST', API.leave(courseId), { caller });
        expect(teaching.statusCode).toBe(409);
        expect(teaching.json().errors.course).toBe(M.notAParticipant);
      }
      expect(await memberStatus(coInstructor.id)).toBe('active');
    });

    it('deletes the account only with the right password', async () => {
      const empty = await academyCall(app, 'POST', API.deleteAccount, {
        caller: participant,
        body: { password: '' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.password).toBe(M.passwordRequired);
      const wrong = await academyCall(app, 'POST', API.deleteAccount, {
        caller: participant,
        body: { password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.password).toBe(M.wrongPassword);
      expect(await memberStatus(participant.id)).toBe('active');

      const done = await academyCall(app, 'POST', API.deleteAccount, {
        caller: participant,
        body: { password: TEST_PASSWORD },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ url: ACADEMY_PATHS.accountDeleted });
      expect(done.headers['set-cookie']).toEqual(expect.stringContaining('ct=;'));

      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', participant.id)
        .execute();
      expect(user).toEqual([]);
      expect(await memberStatus(participant.id)).toBeUndefined();
      expect(await reflectionsOf(participant.id)).toEqual([]);
      expect(await progressOf(participant.id)).toEqual([]);
      expect(await reflectionsOf(classmate.id)).toHaveLength(1);
      // By the course's rule ('former', the default): both posts stay, by nobody named.
      const posts = await app.db
        .selectFrom('board_posts')
        .select(['body', 'author_id', 'author_former'])
        .where('course_id', '=', courseId)
        .where('body', 'in', ['<p>In my garden</p>', '<p>My answer</p>'])
        .orderBy('created_at')
        .execute();
      expect(posts).toEqual([
        { body: '<p>In my garden</p>', author_id: null, author_former: 1 },
        { body: '<p>My answer</p>', author_id: null, author_former: 1 },
      ]);
      const gone = await academyCall(app, 'GET', API.account, { caller: participant });
      expect(gone.statusCode).toBe(401);
      const audit = await app.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'details'])
        .where((eb) =>
          eb.or([eb('target_id', '=', participant.id), eb('actor_id', '=', participant.id)]),
        )
        .execute();
      expect(audit).toEqual([
        { action: 'account_deleted', actor_id: null, details: '{"via":"academy"}' },
      ]);
    });

    it('refuses to delete an owner whose courses others are in, listing them', async () => {
      const answer = await academyCall(app, 'POST', API.deleteAccount, {
        caller: owner,
        body: { password: TEST_PASSWORD },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().errors.account).toBe(M.ownsCourses(['Psalms']));
      const course = await app.db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', courseId)
        .execute();
      expect(course).toHaveLength(1);
    });

    it('refuses a Journals teacher with classes, and deletes an instructor’s empty courses', async () => {
      const journals = await signedInAcademy(app);
      await insertClass(app, journals.id, 'Period 3');
      const refused = await academyCall(app, 'POST', API.deleteAccount, {
        caller: journals,
        body: { password: TEST_PASSWORD },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.account).toBe(M.journalsData);

      const draft = await insertCourse(app, coInstructor.id, { title: 'Draft of mine' });
      const done = await academyCall(app, 'POST', API.deleteAccount, {
        caller: coInstructor,
        body: { password: TEST_PASSWORD },
      });
      expect(done.statusCode).toBe(200);
      const courses = await app.db
        .selectFrom('courses')
        .select('id')
        .where('id', 'in', [draft, courseId])
        .execute();
      expect(courses).toEqual([{ id: courseId }]);
      expect(await memberStatus(coInstructor.id)).toBeUndefined();
    });
  });
}
