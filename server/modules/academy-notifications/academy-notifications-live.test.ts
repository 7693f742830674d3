import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_NOTIFICATIONS_API as API } from '../../../common/schemas/academy-notifications';
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
import { announceNotifications, notificationScope } from '../notifications/record-notifications';

const PROMPTS = { type: 'prompts', prompts: [{ id: 'word', text: 'Which word stayed?' }] };

/**
 * The Academy bell's live stream (issue 13, point 14): a hand-in rings the instructor's
 * Academy bell at once, and never the Journals' bell of the same teacher.
 */
for (const database of testDatabases()) {
  describe(`the Academy bell's live stream on ${database.name}`, () => {
    let app: FastifyInstance;
    let port: number;

    beforeAll(async () => {
      app = await buildTestApp(await database.create());
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await app.close();
      await database.dropAll();
    });

    it('rings the Academy bell of a hand-in, and not the Journals bell', async () => {
      const owner = await signedInAcademy(app);
      const participant = await signedInAcademy(app, 'participant');
      const courseId = await insertCourse(app, owner.id, { status: 'published' });
      const lessonId = await insertLesson(app, courseId, [PROMPTS]);
      await insertCourseMember(app, courseId, participant.id, 'participant');

      const bell = liveEvents<object>(port, API.live, {
        cookie: `ct=${owner.cookies.ct!}`,
        name: 'notification',
        host: new URL(ACADEMY_TEST_ORIGIN).host,
      });
      const journalsBell: string[] = [];
      const stop = app.live.subscribe(notificationScope({ userId: owner.id }), (event) =>
        journalsBell.push(event.id),
      );
      await bell.connected;
      await app.live.ready();

      await academyCall(app, 'PUT', REFLECTIONS_API.mine(courseId, lessonId), {
        caller: participant,
        body: { answers: { word: '<p>Peace</p>' } },
      });
      await academyCall(app, 'POST', REFLECTIONS_API.handIn(courseId, lessonId), {
        caller: participant,
      });
      expect(await bell.next()).toEqual({});

      // A Journals notification afterwards is the first and only thing the Journals bell hears.
      const heard = new Promise<void>((resolve) => {
        const off = app.live.subscribe(notificationScope({ userId: owner.id }), () => {
          off();
          resolve();
        });
      });
      await app.live.ready();
      await announceNotifications(app.live, [{ userId: owner.id }]);
      await heard;
      expect(journalsBell).toEqual([`u:${owner.id}`]);
      stop();
      bell.close();
    });

    it('refuses a visitor who is not signed in', async () => {
      const answer = await academyCall(app, 'GET', API.live);
      expect(answer.statusCode).toBe(401);
    });
  });
}
