import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '../../../common/academy/learning-messages';
import {
  ACADEMY_LEARNING_API as API,
  type ParticipantUnlocks,
} from '../../../common/schemas/academy-learning';
import { academyCall, signedInAcademy } from '../../../tests/support/academy-callers';
import {
  insertCourseWithLessons,
  insertMember,
  type InsertedCourse,
} from '../../../tests/support/academy-courses';
import { testDatabases } from '../../../tests/support/databases';
import type { Caller } from '../../../tests/support/factories';
import { buildTestApp } from '../../../tests/support/test-app';

/**
 * What the instructor's "Unlock a lesson…" reads (issue 13, point 7): one participant's
 * chapters and lessons as that participant sees them now (open, or when they open), and which
 * an instructor unlocked for them; for the course's staff only.
 */
for (const database of testDatabases()) {
  describe(`one participant's locked and unlocked items on ${database.name}`, () => {
    let app: FastifyInstance;
    let owner: Caller;
    let coInstructor: Caller;
    let otherInstructor: Caller;
    let rosa: Caller;
    let ben: Caller;
    let pending: Caller;
    let course: InsertedCourse;
    let other: InsertedCourse;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      owner = await signedInAcademy(app);
      coInstructor = await signedInAcademy(app);
      otherInstructor = await signedInAcademy(app);
      rosa = await signedInAcademy(app, 'participant');
      ben = await signedInAcademy(app, 'participant');
      pending = await signedInAcademy(app, 'participant');
      course = await insertCourseWithLessons(app.db, {
        ownerId: owner.id,
        title: 'Praying with Scripture',
        chapters: [
          {
            title: 'Listening',
            lessons: [{ title: 'Welcome' }, { title: 'Listening', requiresPrevious: true }],
          },
          {
            title: 'Advent',
            release: 'date',
            releaseDate: '2099-12-03',
            lessons: [{ title: 'December' }],
          },
          {
            title: 'Later',
            lessons: [{ title: 'A week in', release: 'afterJoin', releaseDays: 7 }],
          },
        ],
      });
      for (const caller of [rosa, ben]) await insertMember(app.db, course.id, caller.id);
      await insertMember(app.db, course.id, pending.id, { status: 'pending' });
      await insertMember(app.db, course.id, coInstructor.id, { role: 'instructor' });
      other = await insertCourseWithLessons(app.db, {
        ownerId: otherInstructor.id,
        title: 'Another parish',
        chapters: [{ title: 'Theirs', lessons: [{ title: 'Their lesson' }] }],
      });
      await insertMember(app.db, other.id, ben.id);
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    const read = (caller: Caller | undefined, courseId: string, userId: string) =>
      academyCall(app, 'GET', API.participantUnlocks(courseId, userId), {
        ...(caller ? { caller } : {}),
      });
    const unlock = (method: 'POST' | 'DELETE', userId: string, itemId: string) =>
      academyCall(app, method, API.unlocks(course.id), { caller: owner, body: { userId, itemId } });
    const itemsOf = (answer: ParticipantUnlocks) =>
      answer.chapters.flatMap((chapter) => [chapter, ...chapter.lessons]);

    it('lists each item as the participant sees it, with when it opens', async () => {
      const response = await read(owner, course.id, rosa.id);
      expect(response.statusCode).toBe(200);
      const answer = response.json<ParticipantUnlocks>();
      expect(answer.participant.id).toBe(rosa.id);
      const [listening, advent, later] = answer.chapters;
      expect(listening!.state).toEqual({ open: true });
      expect(listening!.lessons.map((lesson) => lesson.state)).toEqual([
        { open: true },
        { open: false, waitsFor: 'previous' },
      ]);
      expect(advent!.state).toEqual({ open: false, opensAt: '2099-12-03T00:00:00.000Z' });
      expect(advent!.rule).toMatchObject({ mode: 'date', date: '2099-12-03' });
      expect(advent!.lessons[0]!.state).toEqual({
        open: false,
        opensAt: '2099-12-03T00:00:00.000Z',
      });
      expect(later!.lessons[0]!.state.open).toBe(false);
      expect(later!.lessons[0]!.state.opensAt).toEqual(expect.any(String));
      expect(itemsOf(answer).every((item) => !item.unlocked)).toBe(true);
    });

    it('shows what an instructor unlocked for that participant only, until it is undone', async () => {
      const december = course.lessonIds[2]!;
      expect((await unlock('POST', rosa.id, december)).statusCode).toBe(200);
      const forRosa = (await read(coInstructor, course.id, rosa.id)).json<ParticipantUnlocks>();
      expect(forRosa.chapters[1]!.lessons[0]).toMatchObject({
        id: december,
        unlocked: true,
        state: { open: true },
      });
      // The chapter keeps its date: only the lesson was unlocked.
      expect(forRosa.chapters[1]).toMatchObject({ unlocked: false, state: { open: false } });
      const forBen = (await read(owner, course.id, ben.id)).json<ParticipantUnlocks>();
      expect(forBen.chapters[1]!.lessons[0]).toMatchObject({
        unlocked: false,
        state: { open: false },
      });

      expect((await unlock('DELETE', rosa.id, december)).statusCode).toBe(200);
      const undone = (await read(owner, course.id, rosa.id)).json<ParticipantUnlocks>();
      expect(undone.chapters[1]!.lessons[0]).toMatchObject({
        unlocked: false,
        state: { open: false, opensAt: '2099-12-03T00:00:00.000Z' },
      });
    });

    it('is for the course’s staff only, about its active participants', async () => {
      expect((await read(undefined, course.id, rosa.id)).statusCode).toBe(401);
      expect((await read(rosa, course.id, rosa.id)).statusCode).toBe(404);
      expect((await read(otherInstructor, course.id, rosa.id)).statusCode).toBe(404);
      // Another course's staff cannot read their own participant's place in this course,
      // nor this course's staff someone only in another course.
      expect((await read(otherInstructor, course.id, ben.id)).statusCode).toBe(404);
      for (const userId of [pending.id, otherInstructor.id, coInstructor.id, 'no-such-person']) {
        const refused = await read(owner, course.id, userId);
        expect(refused.statusCode, userId).toBe(404);
        expect(refused.json().errors.userId).toBe(LEARNING_MESSAGES.participantNotFound);
      }
      expect((await read(owner, other.id, ben.id)).statusCode).toBe(404);
    });
  });
}
