import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_LIVE_API } from '../../../common/schemas/academy-live';
import type { LiveCourseEvent } from '../../../common/schemas/academy-live';
import { REFLECTIONS_API } from '../../../common/schemas/academy-reflections';
import { testDatabases } from '../../../tests/support/databases';
import {
  ACADEMY_TEST_ORIGIN,
  academyCall,
  insertCourse,
  insertCourseMember,
  insertLesson,
  signedInAcademy,
} from '../../../tests/support/academy-callers';
import { liveEvents } from '../../../tests/support/live-events';
import { buildTestApp } from '../../../tests/support/test-app';

const PROMPTS = { type: 'prompts', prompts: [{ id: 'word', text: 'Which word stayed?' }] };

/**
 * A course's live stream (issue 13): feedback reaches the participant's open lesson at once,
 * and a hand-in reaches the instructors' queue; another participant hears neither, and
 * non-members cannot open it.
 */
for (const database of testDatabases()) {
  describe(`a course's live stream on ${database.name}`, () => {
    let app: FastifyInstance;
    let port: number;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(() => app.close());

    const open = (courseId: string, cookie: string) =>
      liveEvents<LiveCourseEvent>(port, ACADEMY_LIVE_API.course(courseId), {
        cookie: `ct=${cookie}`,
        name: 'change',
        host: new URL(ACADEMY_TEST_ORIGIN).host,
      });

    it('carries a hand-in to the instructors and the feedback to its participant only', async () => {
      const owner = await signedInAcademy(app);
      const participant = await signedInAcademy(app, 'participant');
      const classmate = await signedInAcademy(app, 'participant');
      const courseId = await insertCourse(app, owner.id, { status: 'published' });
      const lessonId = await insertLesson(app, courseId, [PROMPTS]);
      await insertCourseMember(app, courseId, participant.id, 'participant');
      await insertCourseMember(app, courseId, classmate.id, 'participant');

      const staff = open(courseId, owner.cookies.ct!);
      const mine = open(courseId, participant.cookies.ct!);
      const theirs = open(courseId, classmate.cookies.ct!);
      await Promise.all([staff.connected, mine.connected, theirs.connected]);
      await app.live.ready();

      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, lessonId), {
        caller: participant,
        body: { answers: { word: '<p>Peace</p>' } },
      });
      const handedIn = await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller: participant,
      });
      const reflectionId = handedIn.json().reflection.id as string;
      expect(await staff.next()).toEqual({ change: 'reflection', id: reflectionId });

      await academyCall(app, 'POST', REFLECTIONS_API.decision(courseId, reflectionId), {
        caller: owner,
        body: { decision: 'returned', note: 'Tell me more about that peace.' },
      });
      // The participant hears the hand-in, then the return; the classmate's first event is
      // one of their own (their own hand-in below), never the participant's.
      expect(await mine.next()).toEqual({ change: 'reflection', id: reflectionId });
      expect(await mine.next()).toEqual({ change: 'reflection', id: reflectionId });
      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, lessonId), {
        caller: classmate,
        body: { answers: { word: '<p>Light</p>' } },
      });
      const own = await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller: classmate,
      });
      expect(await theirs.next()).toEqual({
        change: 'reflection',
        id: own.json().reflection.id as string,
      });
      for (const stream of [staff, mine, theirs]) stream.close();
    });

    it('is not opened by a non-member or by nobody', async () => {
      const owner = await signedInAcademy(app);
      const stranger = await signedInAcademy(app, 'participant');
      const courseId = await insertCourse(app, owner.id, { status: 'published' });
      expect((await academyCall(app, 'GET', ACADEMY_LIVE_API.course(courseId))).statusCode).toBe(
        401,
      );
      const refused = await academyCall(app, 'GET', ACADEMY_LIVE_API.course(courseId), {
        caller: stranger,
      });
      expect(refused.statusCode).toBe(404);
    });
  });
}
