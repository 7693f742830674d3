import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDER_MESSAGES as M } from '../../../common/academy/builder-messages';
import { COURSE_ACCESS_MESSAGES } from '../../../common/academy/messages';
import {
  ACADEMY_BUILDER_API as API,
  courseFileUrl,
  uploadFileKey,
  type BuilderCourse,
  type BuilderLesson,
} from '../../../common/schemas/academy-builder';
import { testDatabases } from '../../../tests/support/databases';
import { insertUser, outbox, unique } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';
import { insertVideoUpload } from '../media/test-support';

const ACADEMY = 'http://courses.lectio.test';
const ACADEMY_HOST = new URL(ACADEMY).host;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Caller {
  id: string;
  email: string;
  ct: string;
}

for (const database of testDatabases()) {
  describe(`the course builder on ${database.name}`, () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildTestApp(await database.create(), { ACADEMY_BASE_URL: ACADEMY });
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    /** A call to the Academy's host, as its pages make it (JSON, its own Origin). */
    const call = (
      method: Method,
      url: string,
      caller?: Caller,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<LightMyRequestResponse> =>
      app.inject({
        method,
        url,
        headers: {
          host: ACADEMY_HOST,
          ...(method === 'GET' ? {} : { origin: ACADEMY, 'content-type': 'application/json' }),
          ...headers,
        },
        ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? {}) }),
        ...(caller ? { cookies: { ct: caller.ct } } : {}),
      });

    /** An account signed in on the Academy: an instructor (teacher) or a participant. */
    const signedIn = async (kind: 'teacher' | 'participant' = 'teacher'): Promise<Caller> => {
      const email = `${unique(kind)}@example.org`;
      const id = await insertUser(app, { email });
      if (kind === 'participant') {
        await app.db
          .updateTable('users')
          .set({ account_type: 'participant' })
          .where('id', '=', id)
          .execute();
      }
      const { token } = await app.sessions.create({
        kind: 'user',
        subjectType: 'user',
        subjectId: id,
        site: 'academy',
      });
      return { id, email, ct: token };
    };

    const createCourse = async (owner: Caller, title = 'Praying with the Psalms') => {
      const response = await call('POST', API.courses, owner, { title, category: 'prayer' });
      expect(response.statusCode).toBe(201);
      return response.json<BuilderCourse>();
    };

    const addChapter = async (owner: Caller, courseId: string, title: string) =>
      (await call('POST', API.chapters(courseId), owner, { title })).json<BuilderCourse>();

    const addLesson = async (owner: Caller, courseId: string, chapterId: string, title: string) =>
      (
        await call('POST', API.lessons(courseId), owner, { chapterId, title })
      ).json<BuilderCourse>();

    const addMember = async (
      courseId: string,
      userId: string,
      role: 'instructor' | 'participant',
      status: 'active' | 'pending' = 'active',
    ) => {
      const now = new Date().toISOString();
      await app.db
        .insertInto('course_members')
        .values({
          course_id: courseId,
          user_id: userId,
          role,
          status,
          join_link_id: null,
          joined_at: now,
          last_activity_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    };

    /** A course with one chapter holding one lesson with a text block. */
    const courseWithLesson = async (owner: Caller) => {
      const course = await createCourse(owner);
      const withChapter = await addChapter(owner, course.id, 'Listening');
      const chapterId = withChapter.chapters[0]!.id;
      const withLesson = await addLesson(owner, course.id, chapterId, 'The still small voice');
      const lesson = withLesson.chapters[0]!.lessons[0]!;
      const saved = await call('PATCH', API.lesson(lesson.id), owner, {
        updatedAt: lesson.updatedAt,
        blocks: [{ type: 'text', html: '<p>Be still.</p>' }],
      });
      expect(saved.statusCode).toBe(200);
      return { course, chapterId, lesson: saved.json<BuilderLesson>() };
    };

    describe('courses', () => {
      it('creates a draft owned by the caller and lists it with its counts', async () => {
        const owner = await signedIn();
        const { course } = await courseWithLesson(owner);
        expect(course).toMatchObject({ status: 'draft', visibility: 'private', role: 'owner' });
        const listed = await call('GET', API.courses, owner);
        expect(listed.statusCode).toBe(200);
        expect(listed.json().courses).toEqual([
          expect.objectContaining({
            id: course.id,
            title: 'Praying with the Psalms',
            status: 'draft',
            role: 'owner',
            chapterCount: 1,
            lessonCount: 1,
            participantCount: 0,
          }),
        ]);
      });

      it('creates one course for a repeated request with the same id', async () => {
        const owner = await signedIn();
        const id = crypto.randomUUID();
        const body = { id, title: 'Confirmation', category: 'sacraments' };
        const first = await call('POST', API.courses, owner, body);
        const again = await call('POST', API.courses, owner, body);
        expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
        expect((await call('GET', API.courses, owner)).json().courses).toHaveLength(1);
        const other = await signedIn();
        const stolen = await call('POST', API.courses, other, body);
        expect(stolen.statusCode).toBe(409);
        expect(stolen.json().errors.id).toBe(M.idTaken);
      });

      it('refuses bad input with the field’s message', async () => {
        const owner = await signedIn();
        const blank = await call('POST', API.courses, owner, { title: '  ', category: 'prayer' });
        expect(blank.statusCode).toBe(400);
        expect(blank.json().errors.title).toBe(M.titleRequired);
        const category = await call('POST', API.courses, owner, { title: 'A', category: 'x' });
        expect(category.json().errors.category).toBe(M.categoryInvalid);
        const { course } = await courseWithLesson(owner);
        const percent = await call('PATCH', API.course(course.id), owner, {
          completionPercent: 0,
        });
        expect(percent.statusCode).toBe(400);
        expect(percent.json().errors.completionPercent).toBe(M.completionInvalid);
      });

      it('saves details and settings, sanitising the description', async () => {
        const owner = await signedIn();
        const { course } = await courseWithLesson(owner);
        const response = await call('PATCH', API.course(course.id), owner, {
          title: 'Praying the Hours',
          subtitle: 'Morning and evening',
          description: '<p onclick="x()">Welcome<script>alert(1)</script></p>',
          visibility: 'unlisted',
          completionPercent: 80,
          formerPosts: 'remove',
          boardPremoderation: true,
          boardPostFirst: true,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          title: 'Praying the Hours',
          subtitle: 'Morning and evening',
          description: '<p>Welcome</p>',
          visibility: 'unlisted',
          completionPercent: 80,
          formerPosts: 'remove',
          boardPremoderation: true,
          boardPostFirst: true,
        });
      });

      it('publishes only with content, keeps the first publication date, archives and restores', async () => {
        const owner = await signedIn();
        const empty = await createCourse(owner);
        const refused = await call('POST', API.status(empty.id), owner, { status: 'published' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().errors.status).toBe(M.publishNeedsContent);

        const { course } = await courseWithLesson(owner);
        const published = await call('POST', API.status(course.id), owner, {
          status: 'published',
        });
        expect(published.json()).toMatchObject({ status: 'published' });
        const firstPublished = published.json<BuilderCourse>().publishedAt;
        expect(firstPublished).not.toBeNull();
        // Publishing twice (a double click) changes nothing.
        const twice = await call('POST', API.status(course.id), owner, { status: 'published' });
        expect(twice.json().publishedAt).toBe(firstPublished);
        await call('POST', API.status(course.id), owner, { status: 'archived' });
        const fromArchive = await call('POST', API.status(course.id), owner, {
          status: 'published',
        });
        expect(fromArchive.json().errors.status).toBe(M.archivedFirstRestore);
        const restored = await call('POST', API.status(course.id), owner, { status: 'draft' });
        expect(restored.json()).toMatchObject({ status: 'draft', publishedAt: firstPublished });
      });

      it('deletes a course with its members and lessons (owner only)', async () => {
        const owner = await signedIn();
        const { course, lesson } = await courseWithLesson(owner);
        const participant = await signedIn('participant');
        await addMember(course.id, participant.id, 'participant');
        const deleted = await call('DELETE', API.course(course.id), owner);
        expect(deleted.statusCode).toBe(204);
        expect((await call('GET', API.course(course.id), owner)).statusCode).toBe(404);
        const members = await app.db
          .selectFrom('course_members')
          .select('user_id')
          .where('course_id', '=', course.id)
          .execute();
        expect(members).toEqual([]);
        expect((await call('GET', API.lesson(lesson.id), owner)).statusCode).toBe(404);
        // Deleting again is the same 404, never a 500.
        expect((await call('DELETE', API.course(course.id), owner)).statusCode).toBe(404);
      });
    });

    describe('duplicating', () => {
      it('copies chapters and lessons into a new draft once per id', async () => {
        const owner = await signedIn();
        const { course, lesson } = await courseWithLesson(owner);
        await call('POST', API.status(course.id), owner, { status: 'published' });
        const id = crypto.randomUUID();
        const [first, second] = await Promise.all([
          call('POST', API.duplicate(course.id), owner, { id }),
          call('POST', API.duplicate(course.id), owner, { id }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
        const copy = first.json<BuilderCourse>();
        expect(copy).toMatchObject({
          id,
          title: 'Copy of Praying with the Psalms',
          status: 'draft',
          publishedAt: null,
        });
        expect(copy.chapters).toHaveLength(1);
        expect(copy.chapters[0]!.lessons[0]).toMatchObject({
          title: lesson.title,
          blockCount: 1,
          blockTypes: ['text'],
        });
        expect(copy.chapters[0]!.lessons[0]!.id).not.toBe(lesson.id);
        const copies = (await call('GET', API.courses, owner)).json().courses;
        expect(copies).toHaveLength(2);
      });
    });

    describe('chapters and lessons', () => {
      it('reorders chapters, and refuses a list that is not exactly the course’s chapters', async () => {
        const owner = await signedIn();
        const course = await createCourse(owner);
        await addChapter(owner, course.id, 'One');
        await addChapter(owner, course.id, 'Two');
        const three = await addChapter(owner, course.id, 'Three');
        const ids = three.chapters.map((chapter) => chapter.id);
        const reordered = await call('POST', API.chapterOrder(course.id), owner, {
          chapterIds: [ids[2], ids[0], ids[1]],
        });
        expect(reordered.statusCode).toBe(200);
        expect(reordered.json<BuilderCourse>().chapters.map((c) => c.title)).toEqual([
          'Three',
          'One',
          'Two',
        ]);
        const other = await createCourse(owner, 'Other');
        const foreign = (await addChapter(owner, other.id, 'Foreign')).chapters[0]!.id;
        for (const chapterIds of [
          [ids[0], ids[1]],
          [ids[0], ids[1], ids[1]],
          [ids[0], ids[1], foreign],
          [ids[0], ids[1], ids[2], foreign],
        ]) {
          const refused = await call('POST', API.chapterOrder(course.id), owner, { chapterIds });
          expect(refused.statusCode).toBe(409);
          expect(refused.json().errors.chapterIds).toBe(M.orderMismatch);
        }
      });

      it('reorders lessons and moves one to another chapter', async () => {
        const owner = await signedIn();
        const course = await createCourse(owner);
        await addChapter(owner, course.id, 'First');
        const twoChapters = await addChapter(owner, course.id, 'Second');
        const [first, second] = twoChapters.chapters.map((chapter) => chapter.id) as [
          string,
          string,
        ];
        await addLesson(owner, course.id, first, 'A');
        await addLesson(owner, course.id, first, 'B');
        const withLessons = await addLesson(owner, course.id, second, 'C');
        const [a, b] = withLessons.chapters[0]!.lessons.map((lesson) => lesson.id) as [
          string,
          string,
        ];
        const c = withLessons.chapters[1]!.lessons[0]!.id;
        const moved = await call('POST', API.lessonOrder(course.id), owner, {
          chapterId: second,
          lessonIds: [b, c],
        });
        expect(moved.statusCode).toBe(200);
        const outline = moved.json<BuilderCourse>().chapters;
        expect(outline[0]!.lessons.map((lesson) => lesson.title)).toEqual(['A']);
        expect(outline[1]!.lessons.map((lesson) => lesson.title)).toEqual(['B', 'C']);
        // Leaving out a lesson the chapter holds would orphan it: refused.
        const dropped = await call('POST', API.lessonOrder(course.id), owner, {
          chapterId: second,
          lessonIds: [c],
        });
        expect(dropped.statusCode).toBe(409);
        expect(dropped.json().errors.lessonIds).toBe(M.orderMismatch);
        const tampered = await call('POST', API.lessonOrder(course.id), owner, {
          chapterId: second,
          lessonIds: [b, c, 'not-a-lesson'],
        });
        expect(tampered.statusCode).toBe(409);
        const wrongChapter = await call('POST', API.lessonOrder(course.id), owner, {
          chapterId: 'nope',
          lessonIds: [a],
        });
        expect(wrongChapter.statusCode).toBe(404);
      });

      it('makes one chapter for a repeated request with the same id', async () => {
        const owner = await signedIn();
        const course = await createCourse(owner);
        const id = crypto.randomUUID();
        await call('POST', API.chapters(course.id), owner, { id, title: 'Once' });
        const again = await call('POST', API.chapters(course.id), owner, { id, title: 'Once' });
        expect(again.json<BuilderCourse>().chapters).toHaveLength(1);
      });

      it('sets a chapter’s release rule and checks it', async () => {
        const owner = await signedIn();
        const course = await createCourse(owner);
        const chapterId = (await addChapter(owner, course.id, 'Later')).chapters[0]!.id;
        const dated = await call('PATCH', API.chapter(course.id, chapterId), owner, {
          releaseMode: 'date',
          releaseDate: '2026-12-24',
          requiresPrevious: true,
        });
        expect(dated.json<BuilderCourse>().chapters[0]).toMatchObject({
          releaseMode: 'date',
          releaseDate: '2026-12-24',
          releaseDays: null,
          requiresPrevious: true,
        });
        const drip = await call('PATCH', API.chapter(course.id, chapterId), owner, {
          releaseMode: 'afterJoin',
          releaseDays: 7,
        });
        expect(drip.json<BuilderCourse>().chapters[0]).toMatchObject({
          releaseMode: 'afterJoin',
          releaseDate: null,
          releaseDays: 7,
        });
        const noDate = await call('PATCH', API.chapter(course.id, chapterId), owner, {
          releaseMode: 'date',
        });
        expect(noDate.statusCode).toBe(400);
        expect(noDate.json().errors.releaseDate).toBe(M.releaseDateRequired);
        const badDay = await call('PATCH', API.chapter(course.id, chapterId), owner, {
          releaseMode: 'date',
          releaseDate: '2026-02-30',
        });
        expect(badDay.statusCode).toBe(400);
        const tooMany = await call('PATCH', API.chapter(course.id, chapterId), owner, {
          releaseDays: 366,
        });
        expect(tooMany.json().errors.releaseDays).toBe(M.releaseDaysInvalid);
      });

      it('deletes a chapter with its lessons', async () => {
        const owner = await signedIn();
        const { course, chapterId, lesson } = await courseWithLesson(owner);
        const response = await call('DELETE', API.chapter(course.id, chapterId), owner);
        expect(response.json<BuilderCourse>().chapters).toEqual([]);
        expect((await call('GET', API.lesson(lesson.id), owner)).statusCode).toBe(404);
      });
    });

    describe('saving a lesson', () => {
      it('saves blocks, sanitised, and answers a stale save with 409', async () => {
        const owner = await signedIn();
        const { course, lesson } = await courseWithLesson(owner);
        const coInstructor = await signedIn();
        await addMember(course.id, coInstructor.id, 'instructor');
        const mine = await call('PATCH', API.lesson(lesson.id), owner, {
          updatedAt: lesson.updatedAt,
          blocks: [
            { type: 'text', html: '<p>Hello<img src=x onerror=alert(1)></p>' },
            { type: 'prompts', prompts: [{ id: 'p1', text: 'What stayed with you?' }] },
          ],
        });
        expect(mine.statusCode).toBe(200);
        expect(mine.json<BuilderLesson>().blocks[0]).toEqual({
          type: 'text',
          html: '<p>Hello</p>',
        });
        // The co-instructor still holds the version before that save.
        const theirs = await call('PATCH', API.lesson(lesson.id), coInstructor, {
          updatedAt: lesson.updatedAt,
          title: 'Overwritten',
        });
        expect(theirs.statusCode).toBe(409);
        expect(theirs.json().errors.lesson).toBe(M.staleLesson);
        const now = (await call('GET', API.lesson(lesson.id), owner)).json<BuilderLesson>();
        expect(now.title).toBe('The still small voice');
        expect(now.blockTypes).toEqual(['text', 'prompts']);
      });

      it('lets two saves from the same version through once', async () => {
        const owner = await signedIn();
        const { lesson } = await courseWithLesson(owner);
        const results = await Promise.all(
          ['One', 'Two'].map((title) =>
            call('PATCH', API.lesson(lesson.id), owner, { updatedAt: lesson.updatedAt, title }),
          ),
        );
        expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      });

      it('refuses invalid blocks with the block’s message', async () => {
        const owner = await signedIn();
        const { lesson } = await courseWithLesson(owner);
        const response = await call('PATCH', API.lesson(lesson.id), owner, {
          updatedAt: lesson.updatedAt,
          blocks: [{ type: 'scripture', reference: '', text: 'x', translation: 'WEB' }],
        });
        expect(response.statusCode).toBe(400);
      });

      it('accepts only the saver’s own finished uploads as files', async () => {
        const owner = await signedIn();
        const { lesson } = await courseWithLesson(owner);
        const stranger = await signedIn();
        const theirs = await insertVideoUpload(app, { owner_id: stranger.id, status: 'ready' });
        const attempt = await call('PATCH', API.lesson(lesson.id), owner, {
          updatedAt: lesson.updatedAt,
          blocks: [
            {
              type: 'video',
              title: 'Not mine',
              source: { kind: 'file', fileKey: uploadFileKey(theirs) },
            },
          ],
        });
        expect(attempt.statusCode).toBe(400);
        expect(attempt.json().errors.file).toBe(M.fileNotYours);
        const raw = await call('PATCH', API.lesson(lesson.id), owner, {
          updatedAt: lesson.updatedAt,
          blocks: [
            {
              type: 'video',
              title: 'Raw key',
              source: { kind: 'file', fileKey: 'private/secret.mp4' },
            },
          ],
        });
        expect(raw.json().errors.file).toBe(M.fileNotYours);
        const pending = await insertVideoUpload(app, { owner_id: owner.id, status: 'uploading' });
        const unfinished = await call('PATCH', API.lesson(lesson.id), owner, {
          updatedAt: lesson.updatedAt,
          blocks: [
            {
              type: 'video',
              title: 'Later',
              source: { kind: 'file', fileKey: uploadFileKey(pending) },
            },
          ],
        });
        expect(unfinished.json().errors.file).toBe(M.fileNotReady);
      });

      it('copies a lesson only to a course the caller teaches', async () => {
        const owner = await signedIn();
        const { lesson } = await courseWithLesson(owner);
        const target = await createCourse(owner, 'Target');
        const targetChapter = (await addChapter(owner, target.id, 'Here')).chapters[0]!.id;
        const copied = await call('POST', API.lessonCopy(lesson.id), owner, {
          targetCourseId: target.id,
          targetChapterId: targetChapter,
        });
        expect(copied.statusCode).toBe(200);
        expect(copied.json()).toMatchObject({ courseId: target.id, blockCount: 1 });

        const stranger = await signedIn();
        const theirs = await createCourse(stranger, 'Theirs');
        const theirChapter = (await addChapter(stranger, theirs.id, 'There')).chapters[0]!.id;
        const refused = await call('POST', API.lessonCopy(lesson.id), owner, {
          targetCourseId: theirs.id,
          targetChapterId: theirChapter,
        });
        expect(refused.statusCode).toBe(404);
        const wrongChapter = await call('POST', API.lessonCopy(lesson.id), owner, {
          targetCourseId: target.id,
          targetChapterId: theirChapter,
        });
        expect(wrongChapter.statusCode).toBe(404);
      });
    });

    describe('co-instructors', () => {
      it('adds an instructor by email, once, and tells them', async () => {
        const owner = await signedIn();
        const course = await createCourse(owner);
        const colleague = await signedIn();
        const added = await call('POST', API.instructors(course.id), owner, {
          email: colleague.email,
        });
        expect(added.statusCode).toBe(201);
        expect(added.json().instructors.map((i: { role: string }) => i.role)).toEqual([
          'owner',
          'instructor',
        ]);
        const again = await call('POST', API.instructors(course.id), owner, {
          email: colleague.email,
        });
        expect(again.statusCode).toBe(200);
        const mail = await outbox(app, colleague.email);
        expect(mail).toHaveLength(1);
        expect(mail[0]!.text_body).toContain(`${ACADEMY}/instructor/courses/${course.id}`);
        // The co-instructor sees and edits the course.
        expect((await call('GET', API.courses, colleague)).json().courses[0]).toMatchObject({
          id: course.id,
          role: 'instructor',
        });
        const renamed = await call('PATCH', API.course(course.id), colleague, { title: 'Ours' });
        expect(renamed.json()).toMatchObject({ title: 'Ours', role: 'instructor' });
      });

      it('tells how to get an instructor account when the email has none', async () => {
        const owner = await signedIn();
        const course = await createCourse(owner);
        const participant = await signedIn('participant');
        for (const email of ['nobody@example.org', participant.email]) {
          const response = await call('POST', API.instructors(course.id), owner, { email });
          expect(response.statusCode).toBe(404);
          expect(response.json().errors.email).toBe(M.coInstructorNotFound);
        }
        const self = await call('POST', API.instructors(course.id), owner, { email: owner.email });
        expect(self.json().errors.email).toBe(M.coInstructorIsOwner);
      });

      it('lets a co-instructor edit and leave but not delete the course or remove others', async () => {
        const owner = await signedIn();
        const { course } = await courseWithLesson(owner);
        const co = await signedIn();
        const other = await signedIn();
        await addMember(course.id, co.id, 'instructor');
        await addMember(course.id, other.id, 'instructor');
        const published = await call('POST', API.status(course.id), co, { status: 'published' });
        expect(published.statusCode).toBe(200);
        const deleted = await call('DELETE', API.course(course.id), co);
        expect(deleted.statusCode).toBe(403);
        expect(deleted.json().errors.course).toBe(COURSE_ACCESS_MESSAGES.ownerOnly);
        const removeOther = await call('DELETE', API.instructor(course.id, other.id), co);
        expect(removeOther.statusCode).toBe(403);
        expect(removeOther.json().errors.instructor).toBe(M.onlyOwnerRemoves);
        const removeOwner = await call('DELETE', API.instructor(course.id, owner.id), co);
        expect(removeOwner.json().errors.instructor).toBe(M.ownerCannotBeRemoved);
        const leave = await call('DELETE', API.instructor(course.id, co.id), co);
        expect(leave.statusCode).toBe(200);
        expect((await call('GET', API.course(course.id), co)).statusCode).toBe(404);
        const removed = await call('DELETE', API.instructor(course.id, other.id), owner);
        expect(removed.json().instructors).toHaveLength(1);
        expect((await call('GET', API.course(course.id), other)).statusCode).toBe(404);
      });
    });

    describe('who may call', () => {
      it('answers 401 to nobody, 403 to a participant creating, 404 to anyone outside', async () => {
        const owner = await signedIn();
        const { course, chapterId, lesson } = await courseWithLesson(owner);
        const stranger = await signedIn();
        const participant = await signedIn('participant');
        await addMember(course.id, participant.id, 'participant');
        const pendingInstructor = await signedIn();
        await addMember(course.id, pendingInstructor.id, 'instructor', 'pending');

        expect((await call('GET', API.courses)).statusCode).toBe(401);
        expect(
          (await call('POST', API.courses, undefined, { title: 'x', category: 'prayer' }))
            .statusCode,
        ).toBe(401);
        const created = await call('POST', API.courses, participant, {
          title: 'Mine',
          category: 'prayer',
        });
        expect(created.statusCode).toBe(403);
        expect(created.json().errors.session).toBe(COURSE_ACCESS_MESSAGES.instructorsOnly);

        const routes: [Method, string, unknown?][] = [
          ['GET', API.course(course.id)],
          ['PATCH', API.course(course.id), { title: 'Taken' }],
          ['POST', API.status(course.id), { status: 'published' }],
          ['DELETE', API.course(course.id)],
          ['POST', API.duplicate(course.id), { id: crypto.randomUUID() }],
          ['POST', API.chapters(course.id), { title: 'Mine' }],
          ['PATCH', API.chapter(course.id, chapterId), { title: 'Mine' }],
          ['DELETE', API.chapter(course.id, chapterId)],
          ['POST', API.chapterOrder(course.id), { chapterIds: [chapterId] }],
          ['POST', API.lessons(course.id), { chapterId, title: 'Mine' }],
          ['POST', API.lessonOrder(course.id), { chapterId, lessonIds: [lesson.id] }],
          ['GET', API.lesson(lesson.id)],
          ['PATCH', API.lesson(lesson.id), { updatedAt: lesson.updatedAt, title: 'Mine' }],
          ['DELETE', API.lesson(lesson.id)],
          [
            'POST',
            API.lessonCopy(lesson.id),
            { targetCourseId: course.id, targetChapterId: chapterId },
          ],
          ['POST', API.instructors(course.id), { email: stranger.email }],
          ['DELETE', API.instructor(course.id, owner.id)],
        ];
        for (const [method, url, body] of routes) {
          expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(
            401,
          );
          for (const outsider of [stranger, participant, pendingInstructor]) {
            const response = await call(method, url, outsider, body);
            expect(response.statusCode, `${method} ${url}`).toBe(404);
          }
        }
        // Nothing changed.
        const after = (await call('GET', API.course(course.id), owner)).json<BuilderCourse>();
        expect(after).toMatchObject({ title: course.title, status: 'draft' });
        expect(after.chapters[0]!.lessons[0]!.title).toBe('The still small voice');
        const audit = await app.db
          .selectFrom('audit_log')
          .select('action')
          .where('actor_id', '=', stranger.id)
          .execute();
        expect(audit.map((row) => row.action)).toContain('course_access_denied');
      });

      it('does not accept a Journals session on the Academy', async () => {
        const owner = await signedIn();
        const { token } = await app.sessions.create({
          kind: 'user',
          subjectType: 'user',
          subjectId: owner.id,
        });
        const response = await call('GET', API.courses, { ...owner, ct: token });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('course files', () => {
      it('serves a file the course uses to its members, with Range, and nothing else', async () => {
        const owner = await signedIn();
        const { course, lesson } = await courseWithLesson(owner);
        const bytes = Buffer.from('0123456789abcdef');
        const uploadId = await insertVideoUpload(app, {
          owner_id: owner.id,
          status: 'ready',
          content_type: 'video/mp4',
          file_name: 'welcome.mp4',
          bytes,
        });
        const key = uploadFileKey(uploadId);
        const saved = await call('PATCH', API.lesson(lesson.id), owner, {
          updatedAt: lesson.updatedAt,
          blocks: [{ type: 'video', title: 'Welcome', source: { kind: 'file', fileKey: key } }],
        });
        expect(saved.statusCode).toBe(200);
        await call('POST', API.status(course.id), owner, { status: 'published' });

        const participant = await signedIn('participant');
        await addMember(course.id, participant.id, 'participant');
        const url = courseFileUrl(course.id, key);
        const whole = await call('GET', url, participant);
        expect(whole.statusCode).toBe(200);
        expect(whole.headers['content-type']).toBe('video/mp4');
        expect(whole.headers['cache-control']).toMatch(/private/);
        expect(whole.body).toBe('0123456789abcdef');
        const part = await call('GET', url, participant, undefined, { range: 'bytes=2-5' });
        expect(part.statusCode).toBe(206);
        expect(part.body).toBe('2345');
        expect((await call('GET', url, owner)).statusCode).toBe(200);

        const stranger = await signedIn();
        expect((await call('GET', url, stranger)).statusCode).toBe(404);
        expect((await call('GET', url)).statusCode).toBe(401);
        const pending = await signedIn('participant');
        await addMember(course.id, pending.id, 'participant', 'pending');
        expect((await call('GET', url, pending)).statusCode).toBe(404);

        // A key the course does not use, even an existing upload, is a 404.
        const other = await insertVideoUpload(app, { owner_id: owner.id, status: 'ready', bytes });
        expect(
          (await call('GET', courseFileUrl(course.id, uploadFileKey(other)), participant))
            .statusCode,
        ).toBe(404);
        expect(
          (
            await call(
              'GET',
              `/api/academy/files/courses/${course.id}/..%2F..%2Fetc%2Fpasswd`,
              participant,
            )
          ).statusCode,
        ).toBe(404);
      });
    });
  });
}
