import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import { LEARNING_MESSAGES } from '../../../common/academy/learning-messages';
import { ACADEMY_AUTH_API } from '../../../common/schemas/academy-auth';
import { courseFileUrl } from '../../../common/schemas/academy-builder';
import {
  ACADEMY_LEARNING_API as API,
  type CourseHome,
  type LessonAnswer,
  type MyCourses,
  type ProgressAnswer,
} from '../../../common/schemas/academy-learning';
import {
  insertAcademyUser,
  insertCourseWithLessons,
  insertMember,
  type InsertedCourse,
} from '../../../tests/support/academy-courses';
import { testDatabases } from '../../../tests/support/databases';
import { TEST_PASSWORD, cookieOf, unique } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';

const ACADEMY = 'http://courses.lectio.test';
const HOST = new URL(ACADEMY).host;
const DECEMBER_PASSAGE = 'In the beginning was the Word.';
const LOCKED_SECRET = 'Only for those who waited.';

type Caller = { id: string; ct: string } | null;

/** A call on the Academy's host as its pages make it (JSON and Origin for state changes). */
function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  caller: Caller,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      host: HOST,
      ...(method === 'GET' ? {} : { origin: ACADEMY, 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
    ...(caller ? { cookies: { ct: caller.ct } } : {}),
  });
}

for (const database of testDatabases()) {
  describe(`participants learn in a course on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let otherInstructor: Caller;
    let participant: Caller;
    let second: Caller;
    let pending: Caller;
    let stranger: Caller;
    let course: InsertedCourse;
    let other: InsertedCourse;
    let draft: InsertedCourse;
    // Lessons in course order.
    let [welcome, listen, video, december, afterJoin] = ['', '', '', '', ''];

    const signIn = async (type: 'participant' | 'teacher', name: string) => {
      const email = `${unique(name)}@example.org`;
      const id = await insertAcademyUser(app.db, { email, type });
      const response = await call(app, 'POST', ACADEMY_AUTH_API.login, null, {
        role: type === 'teacher' ? 'instructor' : 'participant',
        email,
        password: TEST_PASSWORD,
      });
      const ct = cookieOf(response, 'ct')?.value;
      if (!ct) throw new Error(`Sign-in failed: ${response.body}`);
      return { id, ct };
    };

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { ACADEMY_BASE_URL: ACADEMY });
      owner = await signIn('teacher', 'owner');
      coInstructor = await signIn('teacher', 'co');
      otherInstructor = await signIn('teacher', 'other');
      participant = await signIn('participant', 'clare');
      second = await signIn('participant', 'agnes');
      pending = await signIn('participant', 'pending');
      stranger = await signIn('participant', 'stranger');
      course = await insertCourseWithLessons(app.db, {
        ownerId: owner!.id,
        title: 'Praying with Scripture',
        chapters: [
          {
            title: 'Listening',
            lessons: [
              { title: 'Welcome' },
              { title: 'Listening to the Word', requiresPrevious: true },
              {
                title: 'Watching',
                blocks: [
                  {
                    type: 'video',
                    source: { kind: 'file', fileKey: 'courses/demo/title.mp4' },
                    title: 'A title card',
                    durationSeconds: 60,
                  },
                ],
              },
            ],
          },
          {
            title: 'Advent',
            release: 'date',
            releaseDate: '2099-12-03',
            lessons: [
              {
                title: 'December',
                blocks: [
                  {
                    type: 'scripture',
                    reference: 'John 1:1',
                    text: DECEMBER_PASSAGE,
                    translation: 'World English Bible',
                  },
                  { type: 'text', html: `<p>${LOCKED_SECRET}</p>` },
                ],
              },
            ],
          },
          {
            title: 'Later',
            lessons: [{ title: 'A week in', release: 'afterJoin', releaseDays: 7 }],
          },
        ],
      });
      [welcome, listen, video, december, afterJoin] = course.lessonIds as [
        string,
        string,
        string,
        string,
        string,
      ];
      await insertMember(app.db, course.id, participant!.id);
      await insertMember(app.db, course.id, second!.id);
      await insertMember(app.db, course.id, pending!.id, { status: 'pending' });
      await insertMember(app.db, course.id, coInstructor!.id, { role: 'instructor' });
      other = await insertCourseWithLessons(app.db, {
        ownerId: otherInstructor!.id,
        title: 'Another parish',
        chapters: [{ title: 'Theirs', lessons: [{ title: 'Their lesson' }] }],
      });
      draft = await insertCourseWithLessons(app.db, {
        ownerId: owner!.id,
        title: 'Unfinished',
        status: 'draft',
        chapters: [{ title: 'Soon', lessons: [{ title: 'Not yet' }] }],
      });
      await insertMember(app.db, draft.id, participant!.id);
      await insertMember(app.db, other.id, participant!.id, { status: 'left' });
    });

    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** Tests run in a shuffled order: each that changes progress has a participant of its own. */
    const freshParticipant = async () => {
      const caller = await signIn('participant', 'fresh');
      await insertMember(app.db, course.id, caller.id);
      return caller;
    };

    const home = async (caller: Caller = participant) => {
      const response = await call(app, 'GET', API.course(course.id), caller);
      expect(response.statusCode).toBe(200);
      return response.json<CourseHome>();
    };
    const progressRows = (userId: string) =>
      app.db.selectFrom('lesson_progress').selectAll().where('user_id', '=', userId).execute();

    it('answers 401 to nobody signed in, on every route', async () => {
      const routes: ['GET' | 'POST' | 'DELETE', string][] = [
        ['GET', API.courses],
        ['GET', API.course(course.id)],
        ['GET', API.lesson(course.id, welcome)],
        ['POST', API.complete(course.id, welcome)],
        ['DELETE', API.complete(course.id, welcome)],
        ['POST', API.unlocks(course.id)],
      ];
      for (const [method, url] of routes) {
        const body = url.endsWith('unlocks') ? { userId: 'a', itemId: 'b' } : {};
        expect((await call(app, method, url, null, body)).statusCode, url).toBe(401);
      }
      expect(
        (
          await call(app, 'POST', API.progress(course.id, video), null, {
            videoPosition: 1,
            videoWatched: 1,
          })
        ).statusCode,
      ).toBe(401);
    });

    it('shows the course home with each item’s state, progress, continue and next unlock', async () => {
      const answer = await home(await freshParticipant());
      expect(answer.preview).toBe(false);
      expect(answer.course).toMatchObject({
        title: 'Praying with Scripture',
        instructorName: 'Clare Offreduccio',
      });
      expect(answer.totalLessons).toBe(5);
      expect(answer.progressPercent).toBe(0);
      expect(answer.continueLessonId).toBe(welcome);
      const lessons = answer.chapters.flatMap((chapter) => chapter.lessons);
      expect(lessons.map((lesson) => [lesson.title, lesson.state])).toEqual([
        ['Welcome', { open: true }],
        ['Listening to the Word', { open: false, waitsFor: 'previous' }],
        ['Watching', { open: true }],
        ['December', { open: false, opensAt: '2099-12-03T00:00:00.000Z' }],
        ['A week in', { open: false, opensAt: expect.any(String) }],
      ]);
      // The earliest date waiting: a week after joining comes before December 2099.
      expect(answer.nextUnlockAt).toBe(lessons[4]!.state.opensAt);
      expect(answer.chapters[1]!.rule).toEqual({
        mode: 'date',
        date: '2099-12-03',
        days: null,
        requiresPrevious: false,
      });
    });

    it('never sends a locked lesson’s content, and says when it opens', async () => {
      const response = await call(app, 'GET', API.lesson(course.id, december), participant);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors.lesson).toBe(
        LEARNING_MESSAGES.lessonOpensOn('2099-12-03T00:00:00.000Z'),
      );
      expect(response.json().errors.lesson).toContain('3 December 2099');
      expect(response.body).not.toContain(DECEMBER_PASSAGE);
      expect(response.body).not.toContain(LOCKED_SECRET);
      const waiting = await call(app, 'GET', API.lesson(course.id, listen), participant);
      expect(waiting.statusCode).toBe(403);
      expect(waiting.json().errors.lesson).toBe(
        LEARNING_MESSAGES.lessonWaitsForPrevious('Welcome'),
      );
      // Nor can it be completed or reported on.
      expect(
        (await call(app, 'POST', API.complete(course.id, december), participant)).statusCode,
      ).toBe(403);
    });

    it('hides the course from non-members, pending members and on a draft: 404', async () => {
      for (const caller of [stranger, pending, otherInstructor]) {
        expect((await call(app, 'GET', API.course(course.id), caller)).statusCode).toBe(404);
        const lesson = await call(app, 'GET', API.lesson(course.id, welcome), caller);
        expect(lesson.statusCode).toBe(404);
        expect(lesson.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.courseNotFound);
        expect((await call(app, 'POST', API.complete(course.id, welcome), caller)).statusCode).toBe(
          404,
        );
      }
      expect((await call(app, 'GET', API.course(draft.id), participant)).statusCode).toBe(404);
      expect((await call(app, 'GET', API.course('not a course'), participant)).statusCode).toBe(
        404,
      );
    });

    it('answers 404 to another course’s lesson asked for under this course', async () => {
      const response = await call(
        app,
        'GET',
        API.lesson(course.id, other.lessonIds[0]!),
        participant,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().errors.lesson).toBe(LEARNING_MESSAGES.lessonNotFound);
      expect(response.body).not.toContain('Their lesson');
      expect(
        (await call(app, 'POST', API.complete(course.id, other.lessonIds[0]!), participant))
          .statusCode,
      ).toBe(404);
    });

    it('lists my courses with progress, the pending ones as waiting, never drafts or left ones', async () => {
      const mine = (await call(app, 'GET', API.courses, participant)).json<MyCourses>();
      expect(mine.courses.map((item) => [item.title, item.status])).toEqual([
        ['Praying with Scripture', 'active'],
      ]);
      const waiting = (await call(app, 'GET', API.courses, pending)).json<MyCourses>();
      expect(waiting.courses).toMatchObject([
        { title: 'Praying with Scripture', status: 'pending', continueLessonId: null },
      ]);
    });

    it("gives my course's cover as the members' file address, none to the pending or without one", async () => {
      const coverOf = async (caller: typeof participant) =>
        (await call(app, 'GET', API.courses, caller)).json<MyCourses>().courses[0]?.coverUrl;
      expect(await coverOf(participant)).toBeNull();
      const setCover = (key: string | null) =>
        app.db
          .updateTable('courses')
          .set({ cover_file_key: key })
          .where('id', '=', course.id)
          .execute();
      await setCover('covers/praying.png');
      try {
        expect(await coverOf(participant)).toBe(courseFileUrl(course.id, 'covers/praying.png'));
        // Not a member yet: the course's files are not theirs, so no address either.
        expect(await coverOf(pending)).toBeNull();
      } finally {
        await setCover(null);
      }
    });

    it('completes a lesson once (repeat harmless), opens the next, raises progress; can undo', async () => {
      const participant = await freshParticipant();
      const first = await call(app, 'POST', API.complete(course.id, welcome), participant);
      expect(first.statusCode).toBe(200);
      expect(first.json<ProgressAnswer>()).toMatchObject({
        completed: true,
        progressPercent: 20,
        saved: true,
      });
      const [row] = await progressRows(participant!.id);
      const again = await call(app, 'POST', API.complete(course.id, welcome), participant);
      expect(again.json<ProgressAnswer>().progressPercent).toBe(20);
      const [same] = await progressRows(participant!.id);
      expect(same!.completed_at).toBe(row!.completed_at);
      const completedCount = () =>
        app.db
          .selectFrom('course_members')
          .select('completed_lessons')
          .where('course_id', '=', course.id)
          .where('user_id', '=', participant!.id)
          .executeTakeFirstOrThrow();
      // The participants dashboard's count follows.
      expect((await completedCount()).completed_lessons).toBe(1);

      const opened = await call(app, 'GET', API.lesson(course.id, listen), participant);
      expect(opened.statusCode).toBe(200);
      const lesson = opened.json<LessonAnswer>();
      expect(lesson.previous).toMatchObject({ id: welcome, state: { open: true } });
      expect(lesson.next).toMatchObject({ id: video });
      expect((await home(participant)).continueLessonId).toBe(listen);

      const undone = await call(app, 'DELETE', API.complete(course.id, welcome), participant);
      expect(undone.json<ProgressAnswer>()).toMatchObject({ completed: false, progressPercent: 0 });
      expect((await completedCount()).completed_lessons).toBe(0);
      expect((await call(app, 'GET', API.lesson(course.id, listen), participant)).statusCode).toBe(
        403,
      );
    });

    it('completes a video lesson by itself at 90 % watched, never lowering what was watched', async () => {
      const participant = await freshParticipant();
      const report = (videoWatched: number, videoPosition = 10, caller: Caller = participant) =>
        call(app, 'POST', API.progress(course.id, video), caller, { videoPosition, videoWatched });
      const manual = await call(app, 'POST', API.complete(course.id, video), participant);
      expect(manual.statusCode).toBe(409);
      expect(manual.json().errors.lesson).toBe(LEARNING_MESSAGES.watchVideoFirst);

      expect((await report(500, 30)).json<ProgressAnswer>()).toMatchObject({
        completed: false,
        videoWatched: 500,
        videoPosition: 30,
      });
      // A late, smaller report (another tab, a retry) never lowers it; replays change nothing.
      expect((await report(200, 12)).json<ProgressAnswer>()).toMatchObject({
        videoWatched: 500,
        videoPosition: 12,
      });
      await Promise.all([report(899, 54), report(899, 54)]);
      expect((await report(899, 54)).json<ProgressAnswer>().completed).toBe(false);
      const done = await report(920, 55);
      expect(done.json<ProgressAnswer>()).toMatchObject({ completed: true, videoWatched: 920 });
      // The page resumes where they stopped.
      const lesson = (
        await call(app, 'GET', API.lesson(course.id, video), participant)
      ).json<LessonAnswer>();
      expect(lesson.lesson.completesByVideo).toBe(true);
      expect(lesson.progress).toEqual({ completed: true, videoPosition: 55, videoWatched: 920 });
    });

    it('refuses bad progress reports with a 400 and a lesson without a video with a 409', async () => {
      for (const body of [
        { videoPosition: -1, videoWatched: 10 },
        { videoPosition: 1, videoWatched: 1001 },
        { videoPosition: 1.5, videoWatched: 10 },
        { videoPosition: '1', videoWatched: 10 },
      ]) {
        expect(
          (await call(app, 'POST', API.progress(course.id, video), second, body)).statusCode,
        ).toBe(400);
      }
      const textLesson = await call(app, 'POST', API.progress(course.id, welcome), second, {
        videoPosition: 1,
        videoWatched: 10,
      });
      expect(textLesson.statusCode).toBe(409);
      expect(textLesson.json().errors.video).toBe(LEARNING_MESSAGES.noTrackedVideo);
    });

    it('records the participant’s last activity when they view, at most once a minute', async () => {
      const second = await freshParticipant();
      const activity = async () =>
        (
          await app.db
            .selectFrom('course_members')
            .select('last_activity_at')
            .where('course_id', '=', course.id)
            .where('user_id', '=', second!.id)
            .executeTakeFirstOrThrow()
        ).last_activity_at;
      await call(app, 'GET', API.lesson(course.id, welcome), second);
      const first = await activity();
      expect(first).not.toBeNull();
      await call(app, 'GET', API.course(course.id), second);
      expect(await activity()).toBe(first);
    });

    it('lets staff preview everything, the rules shown, and writes nothing of theirs', async () => {
      for (const caller of [owner, coInstructor]) {
        const answer = await home(caller);
        expect(answer.preview).toBe(true);
        const states = answer.chapters.flatMap((chapter) =>
          chapter.lessons.map((lesson) => lesson.state),
        );
        expect(states.every((state) => state.open)).toBe(true);
        const locked = await call(app, 'GET', API.lesson(course.id, december), caller);
        expect(locked.statusCode).toBe(200);
        expect(locked.body).toContain(DECEMBER_PASSAGE);
        const completed = await call(app, 'POST', API.complete(course.id, welcome), caller);
        expect(completed.json<ProgressAnswer>()).toMatchObject({ saved: false, completed: false });
        const reported = await call(app, 'POST', API.progress(course.id, video), caller, {
          videoPosition: 50,
          videoWatched: 950,
        });
        expect(reported.json<ProgressAnswer>().saved).toBe(false);
        expect(await progressRows(caller!.id)).toEqual([]);
      }
    });

    it("serves Lectio's own art as SVG, and nothing else by that route", async () => {
      const art = await call(app, 'GET', API.art('chapter-listening'), null);
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
      expect(art.body.startsWith('<svg') || art.body.startsWith('<?xml')).toBe(true);
      expect((await call(app, 'GET', API.art('..%2Fpackage.json'), null)).statusCode).toBe(404);
      expect((await call(app, 'GET', API.art('cover-unknown'), null)).statusCode).toBe(404);
    });

    describe('unlocking for one participant', () => {
      const unlock = (caller: Caller, body: unknown, method: 'POST' | 'DELETE' = 'POST') =>
        call(app, method, API.unlocks(course.id), caller, body);

      it('is for the course’s staff only', async () => {
        const body = { userId: participant!.id, itemId: december };
        expect((await unlock(participant, body)).statusCode).toBe(404);
        expect((await unlock(otherInstructor, body)).statusCode).toBe(404);
        expect((await unlock(null, body)).statusCode).toBe(401);
      });

      it('opens a lesson for that participant only, repeatably, and closes it again', async () => {
        const participant = await freshParticipant();
        const body = { userId: participant!.id, itemId: december };
        expect((await unlock(coInstructor, body)).json()).toEqual({ unlocked: true });
        expect((await unlock(owner, body)).statusCode).toBe(200);
        const opened = await call(app, 'GET', API.lesson(course.id, december), participant);
        expect(opened.statusCode).toBe(200);
        expect(opened.body).toContain(DECEMBER_PASSAGE);
        expect((await call(app, 'GET', API.lesson(course.id, december), second)).statusCode).toBe(
          403,
        );

        expect((await unlock(owner, body, 'DELETE')).json()).toEqual({ unlocked: false });
        expect((await unlock(owner, body, 'DELETE')).statusCode).toBe(200);
        expect(
          (await call(app, 'GET', API.lesson(course.id, december), participant)).statusCode,
        ).toBe(403);
      });

      it('opens a whole chapter', async () => {
        const second = await freshParticipant();
        await unlock(owner, { userId: second!.id, itemId: course.chapterIds[1] });
        expect((await call(app, 'GET', API.lesson(course.id, december), second)).statusCode).toBe(
          200,
        );
      });

      it('refuses someone outside the course, another course’s item and malformed ids', async () => {
        const outsider = await unlock(owner, { userId: stranger!.id, itemId: december });
        expect(outsider.statusCode).toBe(404);
        expect(outsider.json().errors.userId).toBe(LEARNING_MESSAGES.participantNotFound);
        const pendingOne = await unlock(owner, { userId: pending!.id, itemId: december });
        expect(pendingOne.statusCode).toBe(404);
        const foreign = await unlock(owner, {
          userId: participant!.id,
          itemId: other.lessonIds[0],
        });
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().errors.itemId).toBe(LEARNING_MESSAGES.itemNotFound);
        const malformed = await unlock(owner, { userId: "x' or 1=1", itemId: december });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().errors.userId).toBe(LEARNING_MESSAGES.idInvalid);
        const inOther = await call(app, 'POST', API.unlocks(other.id), owner, {
          userId: participant!.id,
          itemId: afterJoin,
        });
        expect(inOther.statusCode).toBe(404);
      });
    });
  });
}
