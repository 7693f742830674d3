import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFLECTION_MESSAGES as M } from '../../../common/academy/reflections';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import { REFLECTIONS_API as API } from '../../../common/schemas/academy-reflections';
import { DASHBOARD_API } from '../../../common/schemas/academy-dashboard';
import { ACADEMY_LEARNING_API as LEARN_API } from '../../../common/schemas/academy-learning';
import { LEARNING_MESSAGES } from '../../../common/academy/learning-messages';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller } from '../../../tests/support/factories';
import {
  academyCall,
  insertCourse,
  insertCourseMember,
  insertLesson,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { buildTestApp } from '../../../tests/support/test-app';

const PROMPTS = {
  type: 'prompts',
  prompts: [
    { id: 'word', text: 'Which word stayed with you?' },
    { id: 'answer', text: 'What do you want to say to God?' },
  ],
};
const BOTH = { word: '<p>Be still</p>', answer: '<p>Thank you for the quiet.</p>' };

/**
 * The reflection loop (issue 13, points 11 and 13): a participant's autosaved answers, the
 * hand-in, the instructor's feedback, return and acceptance, and every refusal on the way.
 */
for (const database of testDatabases()) {
  describe(`reflections on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let participant: Caller;
    let classmate: Caller;
    let stranger: Caller;
    let courseId: string;
    let lessonId: string;
    let otherCourseLessonId: string;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      owner = await signedInAcademy(app);
      coInstructor = await signedInAcademy(app);
      stranger = await signedInAcademy(app);
      const otherCourse = await insertCourse(app, stranger.id, { status: 'published' });
      otherCourseLessonId = await insertLesson(app, otherCourse, [PROMPTS]);
    });
    afterAll(() => app.close());

    beforeEach(async () => {
      courseId = await insertCourse(app, owner.id, { status: 'published' });
      lessonId = await insertLesson(app, courseId, [
        { type: 'text', html: '<p>Read slowly.</p>' },
        PROMPTS,
      ]);
      participant = await signedInAcademy(app, 'participant');
      classmate = await signedInAcademy(app, 'participant');
      await insertCourseMember(app, courseId, coInstructor.id, 'instructor');
      await insertCourseMember(app, courseId, participant.id, 'participant');
      await insertCourseMember(app, courseId, classmate.id, 'participant');
    });

    const save = (answers: Record<string, string>, caller = participant) =>
      academyCall(app, 'PUT', API.mine(courseId, lessonId), { caller, body: { answers } });
    const handIn = (caller = participant) =>
      academyCall(app, 'POST', API.handIn(courseId, lessonId), { caller });
    const mine = (caller = participant) =>
      academyCall(app, 'GET', API.mine(courseId, lessonId), { caller });
    const decide = (id: string, body: unknown, caller = owner) =>
      academyCall(app, 'POST', API.decision(courseId, id), { caller, body });

    it('autosaves sanitised answers to the lesson’s own prompts only', async () => {
      const saved = await save({
        word: '<p onclick="x()">Be <script>alert(1)</script><strong>still</strong></p>',
        stray: '<p>not a prompt</p>',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ status: 'draft', wordCount: 2 });
      const read = (await mine()).json().reflection;
      expect(read.answers).toEqual({ word: '<p>Be <strong>still</strong></p>' });
      expect(read.status).toBe('draft');
    });

    it('hands in only when every prompt has words, and keeps each hand-in as a version', async () => {
      await save({ word: '<p>Be still</p>', answer: '<p></p>' });
      const early = await handIn();
      expect(early.statusCode).toBe(400);
      expect(early.json().errors.answers).toBe(M.unanswered(1, 2));

      await save(BOTH);
      const first = await handIn();
      expect(first.statusCode).toBe(200);
      expect(first.json().reflection.status).toBe('submitted');
      // A double click hands in once.
      const again = await handIn();
      expect(again.json().reflection.versions).toHaveLength(1);

      const locked = await save({ word: '<p>changed</p>', answer: '<p>x</p>' });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().errors.answers).toBe(M.locked);
    });

    it('walks submitted → returned → resubmitted → accepted, with the history kept', async () => {
      await save(BOTH);
      const reflectionId = (await handIn()).json().reflection.id as string;

      const queue = await academyCall(app, 'GET', API.queue(courseId), { caller: coInstructor });
      expect(queue.json()).toMatchObject({ waiting: 1, next: null });
      const waiting = await academyCall(app, 'GET', DASHBOARD_API.participants(courseId), {
        caller: owner,
      });
      expect(waiting.json().counts.waiting).toBe(1);
      expect(queue.json().items[0]).toMatchObject({ id: reflectionId, status: 'submitted' });

      const noNote = await decide(reflectionId, { decision: 'returned', note: ' ' });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().errors.note).toBe(M.returnNeedsNote);

      const inline = await academyCall(app, 'POST', API.comments(courseId, reflectionId), {
        caller: owner,
        body: { body: 'Lovely', anchor: { promptId: 'word', start: 3, end: 8, quote: 'still' } },
      });
      expect(inline.statusCode).toBe(200);
      const moved = await academyCall(app, 'POST', API.comments(courseId, reflectionId), {
        caller: owner,
        body: { body: 'Here?', anchor: { promptId: 'word', start: 0, end: 5, quote: 'still' } },
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().errors.anchor).toBe(M.anchorInvalid);

      const returned = await decide(reflectionId, { decision: 'returned', note: 'Say more.' });
      expect(returned.json().status).toBe('returned');
      // The participant sees the feedback and may write again.
      const seen = (await mine()).json().reflection;
      expect(seen.status).toBe('returned');
      expect(seen.comments.map((c: { body: string }) => c.body)).toEqual(['Lovely', 'Say more.']);
      expect(seen.comments[0].anchor).toEqual({
        promptId: 'word',
        start: 3,
        end: 8,
        quote: 'still',
      });
      expect((await save({ ...BOTH, answer: '<p>Thank you, Lord.</p>' })).statusCode).toBe(200);

      expect((await handIn()).json().reflection.status).toBe('resubmitted');
      const accepted = await decide(reflectionId, { decision: 'accepted' }, coInstructor);
      expect(accepted.json().status).toBe('accepted');
      const final = (await mine()).json().reflection;
      expect(final.versions.map((v: { number: number }) => v.number)).toEqual([1, 2]);
      expect(final.versions[0].answers.answer).toBe('<p>Thank you for the quiet.</p>');
      expect(final.versions[1].answers.answer).toBe('<p>Thank you, Lord.</p>');

      // The dashboard's counts follow each step.
      const counts = await app.db
        .selectFrom('course_members')
        .select(['waiting_reflections', 'accepted_reflections'])
        .where('course_id', '=', courseId)
        .where('user_id', '=', participant.id)
        .executeTakeFirstOrThrow();
      expect(counts).toEqual({ waiting_reflections: 0, accepted_reflections: 1 });

      const after = await save(BOTH);
      expect(after.statusCode).toBe(409);
      expect(after.json().errors.answers).toBe(M.accepted);
      expect((await handIn()).statusCode).toBe(409);
    });

    it('decides once when two instructors decide at once', async () => {
      await save(BOTH);
      const reflectionId = (await handIn()).json().reflection.id as string;
      const answers = await Promise.all([
        decide(reflectionId, { decision: 'accepted' }, owner),
        decide(reflectionId, { decision: 'returned', note: 'More' }, coInstructor),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.json().errors.reflection).toBe(M.notAwaiting);
    });

    it('keeps each participant to their own reflection and the review to instructors', async () => {
      await save(BOTH);
      const reflectionId = (await handIn()).json().reflection.id as string;
      // A classmate reads their own (empty) reflection, never this one.
      expect((await mine(classmate)).json().reflection.id).toBeNull();
      for (const caller of [participant, classmate, stranger]) {
        const queue = await academyCall(app, 'GET', API.queue(courseId), { caller });
        expect(queue.statusCode).toBe(404);
        expect(queue.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.courseNotFound);
        const one = await academyCall(app, 'GET', API.one(courseId, reflectionId), { caller });
        expect(one.statusCode).toBe(404);
        expect((await decide(reflectionId, { decision: 'accepted' }, caller)).statusCode).toBe(404);
      }
      expect((await academyCall(app, 'GET', API.queue(courseId))).statusCode).toBe(401);
      // A stranger's course cannot reach this reflection by naming it under their own course.
      const otherCourse = await insertCourse(app, stranger.id, { status: 'published' });
      const crossed = await academyCall(app, 'GET', API.one(otherCourse, reflectionId), {
        caller: stranger,
      });
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json().errors.reflection).toBe(M.notFound);
    });

    it('refuses lessons of other courses, instructors writing, and archived courses', async () => {
      const crossed = await academyCall(app, 'PUT', API.mine(courseId, otherCourseLessonId), {
        caller: participant,
        body: { answers: BOTH },
      });
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json().errors.lesson).toBe(M.lessonNotFound);

      const preview = await save(BOTH, owner);
      expect(preview.statusCode).toBe(403);
      expect(preview.json().errors.answers).toBe(M.previewOnly);
      expect((await mine(owner)).json().reflection.status).toBe('draft');

      await app.db
        .updateTable('courses')
        .set({ status: 'archived' })
        .where('id', '=', courseId)
        .execute();
      const archived = await save(BOTH);
      expect(archived.statusCode).toBe(409);
      expect(archived.json().errors.answers).toBe(M.courseArchived);
    });

    it('completes a lesson only with its reflection handed in: by hand, or with a watched video', async () => {
      const complete = (id: string) =>
        academyCall(app, 'POST', LEARN_API.complete(courseId, id), { caller: participant });
      const early = await complete(lessonId);
      expect(early.statusCode).toBe(409);
      expect(early.json().errors.lesson).toBe(LEARNING_MESSAGES.handInFirst);
      await save(BOTH);
      await handIn();
      expect((await complete(lessonId)).json()).toMatchObject({ completed: true });

      // A video lesson watched to 95 % waits for the hand-in, then completes by itself.
      const videoLesson = await insertLesson(app, courseId, [
        {
          type: 'video',
          source: { kind: 'file', fileKey: 'courses/demo/title.mp4' },
          title: 'A title card',
          durationSeconds: 60,
        },
        PROMPTS,
      ]);
      const watched = await academyCall(app, 'POST', LEARN_API.progress(courseId, videoLesson), {
        caller: participant,
        body: { videoPosition: 57, videoWatched: 950 },
      });
      expect(watched.json()).toMatchObject({ completed: false });
      await academyCall(app, 'PUT', API.mine(courseId, videoLesson), {
        caller: participant,
        body: { answers: BOTH },
      });
      await academyCall(app, 'POST', API.handIn(courseId, videoLesson), { caller: participant });
      const progress = await app.db
        .selectFrom('lesson_progress')
        .select('completed_at')
        .where('lesson_id', '=', videoLesson)
        .where('user_id', '=', participant.id)
        .executeTakeFirstOrThrow();
      expect(progress.completed_at).not.toBeNull();
    });

    it('pages the queue oldest first', async () => {
      const lessons = [lessonId];
      for (let index = 1; index < 3; index += 1) {
        lessons.push(await insertLesson(app, courseId, [PROMPTS], `Lesson ${index}`));
      }
      for (const id of lessons) {
        await academyCall(app, 'PUT', API.mine(courseId, id), {
          caller: participant,
          body: { answers: BOTH },
        });
        await academyCall(app, 'POST', API.handIn(courseId, id), { caller: participant });
      }
      const queue = (await academyCall(app, 'GET', API.queue(courseId), { caller: owner })).json();
      expect(queue.waiting).toBe(3);
      const times = queue.items.map((item: { submittedAt: string }) => item.submittedAt);
      expect([...times].sort()).toEqual(times);
      const oneLesson = await academyCall(
        app,
        'GET',
        `${API.queue(courseId)}?lessonId=${lessons[2]}`,
        { caller: owner },
      );
      expect(oneLesson.json().items.map((i: { lesson: { id: string } }) => i.lesson.id)).toEqual([
        lessons[2],
      ]);
    });
  });
}
